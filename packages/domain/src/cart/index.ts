export * from './types.js';
export * from './crates.js';
export * from './totals.js';
export * from './suggestions.js';
