// Reviews from buyers: limits, forms, answers.
export * from './review-limits';
export * from './review-requests';
export * from './review-answers';
export * from './book-detail';
