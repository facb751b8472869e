// Reviews from buyers (decision 061): the bounds the forms and the API share.

export const REVIEW_LIMITS = {
  titleMax: 120,
  textMax: 2000,
  hideReasonMax: 500,
  /** Reviews per page of GET /api/books/{id}/reviews. */
  pageSize: 20,
  /** The owner's list of a book's reviews, hidden ones included. */
  ownerListMax: 500,
  /** Writes (add, edit, delete) a person may make within the window: a buyer never needs more. */
  writesPerPerson: 10,
  /** Writes from one client address (an IPv6 /64) within the window, across every account. */
  writesPerClient: 30,
  writeWindowSeconds: 3600,
} as const;

/** The 403's sentence for anyone who has not received the book (E-Commerce Rules 2020, rule 7(2)). */
export const REVIEWS_FROM_BUYERS =
  'Reviews come from buyers: only a customer whose order with this book has been delivered can review it.';
