import { formatRupees } from '@bookstore/domain';

/** New price, with the old one struck through when it is higher. */
export function Price({ newPrice, oldPrice }: { newPrice: number; oldPrice: number }) {
  return (
    <p className="font-medium">
      <span>{formatRupees(newPrice)}</span>
      {oldPrice > newPrice && (
        <s className="ml-2 text-sm font-normal text-gray-600">
          <span className="sr-only">was </span>
          {formatRupees(oldPrice)}
        </s>
      )}
    </p>
  );
}
