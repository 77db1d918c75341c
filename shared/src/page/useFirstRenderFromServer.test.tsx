import { Profiler } from 'react';
import { render } from '@testing-library/react';
import { useFirstRenderFromServer } from './useFirstRenderFromServer';

function Probe() {
  return <span>{useFirstRenderFromServer() ? 'from the server' : 'in the browser'}</span>;
}

describe('useFirstRenderFromServer', () => {
  it('is true when hydrating the server HTML, and hydrating commits only once', () => {
    const commits: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<span>from the server</span>';
    render(
      <Profiler id="probe" onRender={(_id, phase) => commits.push(phase)}>
        <Probe />
      </Profiler>,
      { container, hydrate: true },
    );
    expect(container.textContent).toBe('from the server');
    // No second render once hydrated: it would be one long synchronous task per section.
    expect(commits).toEqual(['mount']);
  });

  it('is false for a component first rendered in the browser, and stays so', () => {
    const { container, rerender } = render(<Probe />);
    expect(container.textContent).toBe('in the browser');
    rerender(<Probe />);
    expect(container.textContent).toBe('in the browser');
  });
});
