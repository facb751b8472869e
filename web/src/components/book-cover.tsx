interface Props {
  src: string;
  title: string;
  className?: string;
  /** Above-the-fold covers load eagerly; the rest wait until they scroll near. */
  eager?: boolean;
}

/** A cover at the 2:3 book ratio, sized up front so nothing shifts while it loads. */
export function BookCover({ src, title, className = '', eager = false }: Props) {
  return (
    <img
      src={src}
      alt={`Cover of ${title}`}
      width={400}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-[2/3] h-auto w-full rounded object-cover shadow-md ${className}`}
    />
  );
}
