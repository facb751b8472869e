// Reviews from buyers (issue 43 §1): limits, forms, answers.
export * from './review-limits';
export * from './review-requests';
export * from './review-answers';
export * from './book-detail';
