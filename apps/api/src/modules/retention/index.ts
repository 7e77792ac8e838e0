// The retention module's front door: the nightly purge of what the shop must not keep.
export { purgeExpiredRecords } from './purge.js';
export { retentionWarningMail, retireInactiveCustomers } from './inactive.js';
