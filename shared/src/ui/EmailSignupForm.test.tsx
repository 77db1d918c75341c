import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders';
import { EmailSignupForm, isValidEmail } from './EmailSignupForm';

describe('isValidEmail', () => {
  it.each([
    ['name@example.com', true],
    ['  name@example.com ', true],
    ['name@example', false],
    ['name example@x.com', false],
    ['', false],
  ])('%p → %p', (email, valid) => expect(isValidEmail(email)).toBe(valid));
});

describe('<EmailSignupForm>', () => {
  it('explains an invalid address and confirms a valid one', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    renderWithProviders(<EmailSignupForm />);
    const input = screen.getByLabelText('Email address');
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(/Please enter a valid email address/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, 'visitor@example.com{Enter}');
    expect(screen.getByText(/visitor@example.com is on the list/).closest('[role="status"]')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();

    // A new mistake replaces the confirmation rather than sitting under it.
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(/Please enter a valid email address/)).toBeInTheDocument();
    expect(screen.queryByText(/is on the list/)).not.toBeInTheDocument();
  });
});
