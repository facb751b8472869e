import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';
import { CarouselPlaceholder } from './carousel-placeholder';

/**
 * Renders `children` (typically a lazy carousel) once this spot nears the viewport, and a
 * placeholder of the same height until then and while the chunk loads.
 */
export function WhenNearViewport({ height, children }: { height?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const placeholder = <CarouselPlaceholder height={height} />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
