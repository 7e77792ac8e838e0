import { describe, expect, it } from 'vitest';
import { catalogs } from '../i18n/catalogs.server';
import { balancesView } from './balances';

describe('balancesView', () => {
  it('shows each failure in its place, and one message when both fail', () => {
    expect(balancesView(10.4, 14.6)).toMatchObject({ error: null, depositError: null, walletError: null });
    expect(balancesView(null, 14.6).depositError).toBe('balances.depositError');
    expect(balancesView(10.4, null).walletError).toBe('balances.walletError');
    expect(balancesView(null, null)).toMatchObject({
      error: 'balances.error',
      depositError: null,
      walletError: null,
    });
  });
  it('uses the spec texts in French', () => {
    expect(catalogs.fr['balances.depositError']).toBe('Erreur consigne');
    expect(catalogs.fr['balances.walletError']).toBe('Erreur cagnotte');
    expect(catalogs.fr['balances.error']).toBe('Erreur chargement soldes');
  });
});
