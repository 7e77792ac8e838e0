// The users module's front door: what other modules may use of it.
export {
  pendingDepositCents,
  pendingDepositHistory,
  pendingDepositsSql,
  walletCents,
  walletHistory,
} from './service.js';
export { addWalletEntry } from './wallet.js';
export { moveUserToZone } from './zone.js';
