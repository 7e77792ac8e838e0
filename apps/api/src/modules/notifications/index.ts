// The notifications module's front door: notify() in an event's transaction, the send job, the channels.
export { notify, type NotifyInput } from './notify.js';
export { notificationSendJob } from './jobs.js';
export { createPushSender, type PushSender } from './push.js';
export { OfflineSmsSender, type SmsSender } from './sms.js';
export type { EventMail } from './send.js';
