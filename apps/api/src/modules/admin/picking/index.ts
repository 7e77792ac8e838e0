// The admin/picking module's front door: what other modules may use of it.
export { orderEditedMail } from './mail.js';
export { entryForSale, saleLine } from './missing.js';
