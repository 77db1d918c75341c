import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/src/testing/renderWithProviders';
import { RemoteModule } from './RemoteModule';

describe('<RemoteModule>', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state, then a contained unavailable message with Retry when the remote cannot load', async () => {
    renderWithProviders(<RemoteModule remoteName="mfe_missing" expose="./routes" displayName="Housing" loading={<p>Loading housing…</p>} />);
    expect(screen.getByText('Loading housing…')).toBeInTheDocument();
    expect(await screen.findByText('Housing is temporarily unavailable')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // Still not registered: the retry runs a fresh load and fails the same contained way.
    expect(await screen.findByText('Housing is temporarily unavailable')).toBeInTheDocument();
  });
});
