export * from './green.js';
export * from './problem.js';
export * from './random.js';
export * from './schedule.js';
export * from './solver.js';
export * from './solomon.js';
export * from './travel.js';
export * from './tour.js';
