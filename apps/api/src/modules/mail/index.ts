// The mail module's front door: what other modules may use of it.
export { mailSecretsKey, maskSecrets, revealSecrets, sealSecrets, unsealSecrets } from './secrets.js';
export {
  BRAND,
  buttonLink,
  closingText,
  escapeHtml,
  fallbackLink,
  frame,
  mailTranslator,
  type MailTranslate,
  paragraph,
  passwordResetMail,
  type RenderedMail,
  signature,
  singleUseLinkMail,
  spokenDay,
} from './templates.js';
export { type MailMessage, type MailResult, type MailTransport, OutboxTransport } from './transport.js';
export { deliveredOrThrow, MAIL_JOB_OPTIONS, mailJob } from './jobs.js';
export { queueCustomerMail } from './queue.js';
