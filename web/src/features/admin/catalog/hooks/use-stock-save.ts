import { bookFormSchema, validateWith, type Book } from '@bookstore/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@web/lib/api-client';
import { SessionEndedError } from '../../api/admin-request';
import { useInvalidateBooks } from '../../api/admin-keys';
import { useUpdateBook } from '../api/update-book';
import { toFormValues } from '../components/book-form-values';

/** What the owner asked for: a number, or undefined for an emptied field (the schema then says it is required). */
type Wanted = number | undefined;

/**
 * A card's stock, changed by − / + or typed, and saved as Edit Book saves it: the whole book,
 * checked by the form's own schema (bookFormSchema, so the same bounds and messages), with
 * `expectedStock` the last stock the server confirmed, so copies sold meanwhile are never
 * written over (a 409 says so instead).
 *
 * Each change saves at once, one save at a time: taps made while a save is on its way only move
 * the number on screen, and when the save answers the latest number is sent (with the stock that
 * save confirmed as `expectedStock`). Three quick taps are at most two saves and no tap is lost,
 * with no timer to wait out and nothing pending if the owner leaves the page a moment later.
 * A failed save shows the server's message and puts back the last saved stock (on a 409, the
 * list is fetched again and the card then shows the stock the server has).
 */
export function useStockSave(book: Book) {
  const updateBook = useUpdateBook(book._id);
  const invalidateBooks = useInvalidateBooks();
  const [shown, setShown] = useState<Wanted>(book.stock);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The stock the server last confirmed. */
  const saved = useRef(book.stock);
  const wanted = useRef<Wanted>(book.stock);
  const busy = useRef(false);
  const latestBook = useRef(book);

  // The list was fetched again (after a save, a 409, another device): follow it while nothing of
  // this card's is pending; a number the owner is still changing wins over it.
  useEffect(() => {
    latestBook.current = book;
    if (busy.current || wanted.current !== saved.current) return;
    saved.current = book.stock;
    wanted.current = book.stock;
    setShown(book.stock);
  }, [book]);

  const sendLatest = async () => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      while (wanted.current !== saved.current) {
        const stock = wanted.current;
        const checked = await validateWith(bookFormSchema, { ...toFormValues(latestBook.current), stock });
        if (!checked.ok) throw new Error(Object.values(checked.errors)[0] ?? 'The book could not be saved.');
        const answer = await updateBook.mutateAsync({ ...checked.value, expectedStock: saved.current });
        saved.current = answer.book.stock;
        // The server kept a stock other than the one sent: show it (nothing else is asked meanwhile).
        if (wanted.current === stock) wanted.current = saved.current;
      }
      setShown(saved.current);
    } catch (error) {
      wanted.current = saved.current;
      setShown(saved.current);
      if (!(error instanceof SessionEndedError))
        setFailure(error instanceof Error ? error.message : 'The stock could not be saved.');
      // A 409: the stock moved (an order, another device); the list fetched again shows it.
      if (error instanceof ApiError && error.status === 409) void invalidateBooks();
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  /** The owner's new stock: shown at once, saved now or as soon as the save on its way answers. */
  const change = (stock: Wanted) => {
    setFailure(null);
    wanted.current = stock;
    setShown(stock);
    void sendLatest();
  };

  return { shown, failure, saving, change };
}
