// The vocabulary the others are written in: ids, form fields, answer fields, CSV reading, HTML escaping, the route type, e-mailed confirmation links.
export * from './ids';
export * from './fields';
export * from './validation';
export * from './escape-html';
export * from './api-route';
export * from './csv-read';
export * from './answer-fields';
export * from './confirmation-links';
export * from './link-token';
