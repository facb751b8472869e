// Customers: who they are, what they may do, their e-mail and phone proofs.
export * from './customer-limits';
export * from './email-verification';
export * from './customer-identity';
export * from './phone-proof';
export * from './customer-answers';
