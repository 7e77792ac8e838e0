// The auth module's front door: what other modules may use of it.
export { hashPassword, verifyPassword } from './password.js';
export {
  familyOf,
  isSessionId,
  issueTokenPair,
  liveSessionSql,
  revokeAllSessions,
  sessionIsLive,
  type TokenPair,
  type TokenSettings,
} from './service.js';
