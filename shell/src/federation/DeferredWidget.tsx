import type { ReactNode } from 'react';
import { useInView } from 'shared';

/**
 * A below-the-fold part that is not in the first load: `placeholder` holds its space until the
 * page is idle after loading (`ready`) or the visitor scrolls it into view, whichever comes first.
 */
export function DeferredWidget({ ready, placeholder, children }: { ready: boolean; placeholder: ReactNode; children: ReactNode }) {
  const { ref, inView } = useInView<HTMLDivElement>(0);
  return <div ref={ref}>{ready || inView ? children : placeholder}</div>;
}
