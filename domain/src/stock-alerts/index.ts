// "Tell me when it's back": limits, forms, answers.
export * from './stock-alert-limits';
export * from './stock-alert-requests';
export * from './stock-alert-answers';
