// Complaints with a ticket number (issue 40 §3): limits and statuses, deadlines, forms, answers.
export * from './complaint-limits';
export * from './complaint-deadlines';
export * from './complaint-requests';
export * from './complaint-answers';
export * from './complaints-register';
