import { useEffect, useState, type ComponentType } from 'react';
import { intentHandlers } from './intentHandlers';
import { afterNextPaint } from '../startup/whenIdle';

interface OverlayProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A drawer or dialog whose code (and the MUI widgets it needs) loads the first time it opens, or
 * earlier through `preload` on intent, so it stays off every page's first load. A chunk that fails
 * to load closes the overlay again and is retried on the next open; the page is never affected.
 */
export function lazyOverlay<P extends OverlayProps>(name: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function LazyOverlay(props: P) {
    const [Overlay, setOverlay] = useState<ComponentType<P> | null>(() => loaded);
    const { open, onClose } = props;
    useEffect(() => {
      if (!open || Overlay) return;
      let current = true;
      // Loading starts after the tap's frame: its script work is not the tap's to wait for.
      afterNextPaint()
        .then(preload)
        .then(
          (component) => current && setOverlay(() => component),
          (error: unknown) => {
            console.error(`[shell] the ${name} could not be loaded`, error);
            if (current) onClose();
          },
        );
      return () => {
        current = false;
      };
    }, [open, Overlay, onClose]);
    return Overlay ? <Overlay {...props} /> : null;
  }
  LazyOverlay.displayName = `LazyOverlay(${name})`;
  return Object.assign(LazyOverlay, { preload });
}

/** Props that load an overlay's code when the control that opens it is hovered, focused or touched. */
export function preloadOverlayOnIntent(overlay: { preload: () => Promise<unknown> }) {
  return intentHandlers(() => void overlay.preload().catch(() => undefined));
}
