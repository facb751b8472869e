// Complaints with a ticket number: limits and statuses, deadlines, forms, answers.
export * from './complaint-limits';
export * from './complaint-deadlines';
export * from './complaint-requests';
export * from './complaint-answers';
export * from './complaints-register';
