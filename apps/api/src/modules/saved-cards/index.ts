// The saved cards module's front door: what other modules may use of it (ADR 0051).
export { activeCardOf, eraseSavedCards, recordSetupSession } from './service.js';
export { detachCardJob } from './jobs.js';
