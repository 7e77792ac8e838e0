// E-invoices: the neutral model (EN 16931 terms) and its syntaxes.
export * from './model.js';
export * from './identity.js';
export * from './cii.js';
export * from './ubl.js';
