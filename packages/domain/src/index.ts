export * from './locale.js';
export * from './money.js';
export * from './address.js';
export * from './api-error.js';
export * from './format.js';
export * from './slots.js';
export * from './vat.js';
export * from './password.js';
