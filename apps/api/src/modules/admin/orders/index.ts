// The admin/orders module's front door: what other modules may use of it.
export { isCancellableByStaff, refundAdminOrder } from './service.js';
export { erasureBlocker, eraseIdentity } from './gdpr.js';
