export * from './client.js';
export type * from './types.js';
export type * from './wallet-types.js';
export type * from './sponsorship-types.js';
