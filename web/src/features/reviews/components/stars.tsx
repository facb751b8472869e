/** Five stars, `value` of them filled (a half when the average is .5 or over), for the eye only: the words beside say it. */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span aria-hidden="true" className={`tracking-tight text-amber-600 ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (n <= rounded ? '★' : n - 0.5 === rounded ? '⯪' : '☆')).join('')}
    </span>
  );
}
