import { expoTheme } from './theme';

describe('expoTheme (SPEC section 9 UI values)', () => {
  it('opens tooltips after 700 ms, and after 300 ms when moving from one to the next', () => {
    expect(expoTheme.components?.MuiTooltip?.defaultProps).toMatchObject({ enterDelay: 700, enterNextDelay: 300 });
  });
});
