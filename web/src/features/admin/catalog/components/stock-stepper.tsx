import { MAX_STOCK, type Book } from '@bookstore/domain';
import { useState, type KeyboardEvent } from 'react';
import { useStockSave } from '../hooks/use-stock-save';

const STEP = 'flex min-h-11 min-w-11 items-center justify-center rounded-md border text-xl font-semibold';

/** A typed stock as the schema should see it: '' is missing, anything else a number (NaN for junk). */
const typed = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * A book's stock on its card: − and + change it by one (never under 0 nor over MAX_STOCK), the
 * field takes a number (saved when the owner leaves it or presses Enter); each is saved as Edit
 * Book saves (useStockSave).
 */
export function StockStepper({ book }: { book: Book }) {
  const { shown, failure, saving, change } = useStockSave(book);
  // While the owner types, the field holds the text; leaving it saves.
  const [draft, setDraft] = useState<string | null>(null);
  const current = shown ?? book.stock;
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const stock = typed(draft);
    if (stock !== shown) change(stock);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  const fieldId = `stock-${book._id}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm text-gray-700">
        Stock<span className="sr-only"> of {book.title}</span>
      </label>
      <div className="flex items-center gap-2" aria-busy={saving}>
        <button
          type="button"
          className={`${STEP} border-gray-400 text-gray-800 disabled:opacity-40`}
          onClick={() => change(current - 1)}
          disabled={current <= 0}
          aria-label={`One copy fewer of ${book.title}`}
        >
          −
        </button>
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_STOCK}
          step={1}
          value={draft ?? shown ?? ''}
          onFocus={() => setDraft(String(shown ?? ''))}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className="min-h-11 w-24 rounded-md border border-gray-300 bg-gray-50 px-2 text-center text-lg"
          data-testid="card-stock"
        />
        <button
          type="button"
          className={`${STEP} border-gray-400 text-gray-800 disabled:opacity-40`}
          onClick={() => change(current + 1)}
          disabled={current >= MAX_STOCK}
          aria-label={`One copy more of ${book.title}`}
        >
          +
        </button>
        {saving && (
          <span role="status" className="text-sm text-gray-600">
            Saving…
          </span>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
