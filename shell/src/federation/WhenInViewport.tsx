import type { ReactNode } from 'react';
import { useInView } from 'shared';

/**
 * Renders `children` only once this spot scrolls into the viewport; until then `placeholder`
 * holds the space. Keeps below-the-fold remote widgets (and their code) out of the first load.
 */
export function WhenInViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const { ref, inView } = useInView<HTMLDivElement>(0);
  return <div ref={ref}>{inView ? children : placeholder}</div>;
}
