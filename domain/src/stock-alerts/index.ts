// "Tell me when it's back" (issue 43 §3): limits, forms, answers.
export * from './stock-alert-limits';
export * from './stock-alert-requests';
export * from './stock-alert-answers';
