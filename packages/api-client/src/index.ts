export * from './client.js';
export type * from './types.js';
export type * from './wallet-types.js';
export type * from './favourite-types.js';
export type * from './impact-types.js';
