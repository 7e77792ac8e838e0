// The tracking module's front door: what other modules may use of it.
export { announceSlotWindows } from './announce.js';
export { tellNearStops } from './round.js';
export { trackingKey, type TrackingLinks } from './token.js';
export { announceWindowsJob } from './jobs.js';
