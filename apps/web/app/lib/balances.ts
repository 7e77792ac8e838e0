import type { MessageKey } from '../i18n';

/**
 * Balance errors: 'Erreur consigne' when the deposit balance fails, 'Erreur cagnotte' when the
 * wallet fails, 'Erreur chargement soldes' (once, for the pair) when both fail.
 */
export function balancesView(deposit: number | null, wallet: number | null) {
  const bothFailed = deposit === null && wallet === null;
  return {
    deposit,
    wallet,
    error: (bothFailed ? 'balances.error' : null) as MessageKey | null,
    depositError: (!bothFailed && deposit === null ? 'balances.depositError' : null) as MessageKey | null,
    walletError: (!bothFailed && wallet === null ? 'balances.walletError' : null) as MessageKey | null,
  };
}
