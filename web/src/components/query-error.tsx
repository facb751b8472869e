/** 'Error fetching books: <message>', shown wherever the book list fails to load. */
export function BooksError({ error }: { error: Error }) {
  return (
    <p role="alert" className="py-6 text-red-700">
      Error fetching books: {error.message}
    </p>
  );
}
