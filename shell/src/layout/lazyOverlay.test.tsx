import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyOverlay } from './lazyOverlay';
import { expectConsoleError } from 'shared/testing';

function Panel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? (
    <div role="dialog" aria-label="Panel">
      <button onClick={onClose}>Close</button>
    </div>
  ) : null;
}

function Host({ Overlay }: { Overlay: ReturnType<typeof lazyOverlay<{ open: boolean; onClose: () => void }>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <output>{open ? 'open' : 'closed'}</output>
      <Overlay open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('lazyOverlay', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads nothing until first opened, then renders the loaded overlay', async () => {
    const load = jest.fn(async () => Panel);
    const Overlay = lazyOverlay('panel', load);
    render(<Host Overlay={Overlay} />);
    expect(load).not.toHaveBeenCalled();
    act(() => screen.getByText('Open').click());
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('closes again when its code fails to load, and retries on the next open', async () => {
    const logged = expectConsoleError(/^\[shell\] the panel could not be loaded Error: chunk 404/);
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValue(Panel);
    const Overlay = lazyOverlay('panel', load);
    render(<Host Overlay={Overlay} />);
    act(() => screen.getByText('Open').click());
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(logged).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => screen.getByText('Open').click());
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload fetches the code once, ahead of the first open', async () => {
    const load = jest.fn(async () => Panel);
    const Overlay = lazyOverlay('panel', load);
    await Overlay.preload();
    await Overlay.preload();
    render(<Host Overlay={Overlay} />);
    act(() => screen.getByText('Open').click());
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
