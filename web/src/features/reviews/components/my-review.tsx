import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@web/lib/auth-context';
import { useMyReview, useReviewWrites } from '../api/my-review';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

/**
 * The signed-in customer's part of the reviews: their review with Edit and Delete, or "Write a
 * review". `#write-review` (the invitation e-mail's link) opens the form at once.
 */
export function MyReviewPanel({ bookId }: { bookId: string }) {
  const { user } = useAuth();
  const mine = useMyReview(bookId);
  const { save, remove } = useReviewWrites(bookId);
  const linked = useLocation().hash === '#write-review';
  const [editing, setEditing] = useState(linked);
  useEffect(() => {
    if (linked && editing) document.getElementById('write-review')?.scrollIntoView();
  }, [linked, editing]);
  if (!user) return <p className="mb-3 text-gray-700">Bought this book? Sign in to review it.</p>;
  // The API takes reviews from verified addresses only: nothing is asked before the link is opened.
  if (!user.emailVerified)
    return <p className="mb-3 text-gray-700">Bought this book? Verify your e-mail address to review it.</p>;
  if (mine.isPending) return null;
  const review = mine.data ?? null;
  if (editing)
    return (
      <ReviewForm
        mine={review}
        onSave={async (values) => {
          await save.mutateAsync({ review: values, editing: review !== null });
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  if (!review)
    return (
      <button type="button" className="mb-3 rounded bg-blue-700 px-4 py-2 text-white" onClick={() => setEditing(true)}>
        Write a review
      </button>
    );
  return (
    <div className="mb-4 rounded border border-blue-200 bg-blue-50 p-3" aria-label="Your review" role="region">
      <ul>
        <ReviewItem review={review} />
      </ul>
      {review.hidden && <p className="text-sm text-red-700">Hidden by the shop: {review.hiddenReason}</p>}
      <div className="flex gap-2">
        <button type="button" className="rounded border px-3 py-1" onClick={() => setEditing(true)}>
          Edit
        </button>
        <button
          type="button"
          className="rounded border px-3 py-1"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm('Delete your review?')) remove.mutate();
          }}
        >
          Delete
        </button>
      </div>
    </div>
  );
}
