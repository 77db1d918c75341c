import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { HEADER_SCROLL_THRESHOLD, useHeaderShrink } from './useHeaderShrink';

const rendered = jest.fn();

function Bar() {
  rendered();
  const bar = useRef<HTMLElement>(null);
  useHeaderShrink(bar);
  return <header ref={bar} data-shrunk="false" />;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useHeaderShrink', () => {
  afterEach(() => scrollTo(0));

  it('marks the bar shrunk past the threshold and full size again at the top, without rendering', () => {
    render(<Bar />);
    const bar = screen.getByRole('banner');
    rendered.mockClear();
    scrollTo(HEADER_SCROLL_THRESHOLD);
    expect(bar).toHaveAttribute('data-shrunk', 'false');
    scrollTo(HEADER_SCROLL_THRESHOLD + 1);
    expect(bar).toHaveAttribute('data-shrunk', 'true');
    scrollTo(0);
    expect(bar).toHaveAttribute('data-shrunk', 'false');
    expect(rendered).not.toHaveBeenCalled();
  });

  it('marks a page already scrolled when the bar mounts (a visitor who scrolled while it loaded)', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    render(<Bar />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-shrunk', 'true');
  });
});
