/** Holds the carousel's space while swiper loads, so nothing below it jumps. */
export function CarouselPlaceholder({ height = 'h-72' }: { height?: string }) {
  return <div className={`${height} w-full animate-pulse rounded-lg bg-gray-100`} aria-hidden="true" />;
}
