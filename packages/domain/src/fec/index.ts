export * from './chart.js';
export * from './entries.js';
export * from './file.js';
