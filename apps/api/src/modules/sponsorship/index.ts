// The sponsorship module's front door: what other modules may use of it.
export { assignNewCode, attachGodson, rewardFirstDelivery, sponsorOfCode } from './service.js';
export { sponsorRewardJob } from './jobs.js';
