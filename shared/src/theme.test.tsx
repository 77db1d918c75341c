import { fireEvent, render, screen } from '@testing-library/react';
import { Button, ThemeProvider } from '../mui';
import { expoTheme } from './theme';

describe('expoTheme (SPEC section 9 UI values)', () => {
  it('opens tooltips after 700 ms, and after 300 ms when moving from one to the next', () => {
    expect(expoTheme.components?.MuiTooltip?.defaultProps).toMatchObject({ enterDelay: 700, enterNextDelay: 300 });
  });
});

describe('the sectionTitle typography variant', () => {
  it('is the h2 style at 1.6rem', () => {
    const { fontSize, ...h2 } = expoTheme.typography.h2;
    expect(fontSize).not.toBe('1.6rem');
    expect(expoTheme.typography.sectionTitle).toEqual({ ...h2, fontSize: '1.6rem' });
  });

  it('renders as an h2 element', () => {
    expect(expoTheme.components?.MuiTypography?.defaultProps?.variantMapping).toMatchObject({ sectionTitle: 'h2' });
  });
});

describe('a press on a button', () => {
  it('renders no ripple (a React render of its own on every press), and the button still answers the click', () => {
    const clicked = jest.fn();
    render(
      <ThemeProvider theme={expoTheme}>
        <Button onClick={clicked}>Buy Tickets</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Buy Tickets' });
    fireEvent.mouseDown(button);
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
