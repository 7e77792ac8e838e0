import type { PendingDepositEntryDto } from '@consigne/api-client';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.js';
import { catalogs } from '../i18n/catalogs.server.js';
import {
  cratesOf,
  depositEntryItems,
  depositEntryLabel,
  orderStatusKey,
  refusedEntryLines,
  signedEuros,
  toCollectAtDoor,
  walletReasonKey,
} from './wallet.js';

describe('wallet helpers', () => {
  it('labels the wallet reasons in every locale', () => {
    expect(catalogs.fr[walletReasonKey('deposit_refund')]).toBe('Consignes récupérées');
    expect(catalogs.fr[walletReasonKey('order_usage')]).toBe('Utilisée sur une commande');
    expect(catalogs.fr[walletReasonKey('referral_reward')]).toBe('Parrainage');
    expect(catalogs.fr[walletReasonKey('correction')]).toBe('Correction');
    expect(catalogs['nl-BE'][walletReasonKey('deposit_refund')]).toBe('Leeggoed ingeleverd');
    expect(walletReasonKey('unknown')).toBe('wallet.reason.correction');
  });
  it('labels pending deposit movements', () => {
    expect(depositEntryLabel({ amount: 4.2, orderId: 12, kind: 'delivery' })).toEqual({
      key: 'wallet.depositOrder',
      params: { id: 12 },
    });
    expect(depositEntryLabel({ amount: -3, orderId: null, kind: 'collection' }).key).toBe(
      'wallet.depositCollected',
    );
    expect(depositEntryLabel({ amount: 1, orderId: null, kind: null }).key).toBe('wallet.depositOther');
    expect(depositEntryLabel({ amount: -3, orderId: null, kind: 'forfeited' }).key).toBe(
      'wallet.depositForfeited',
    );
  });
  it('says what the driver refused and why, and what it means for the shopper, in every locale', () => {
    const t = (locale: keyof typeof catalogs) => translator(catalogs[locale], locale);
    expect(depositEntryLabel({ amount: -0.4, orderId: 12, kind: 'refused' }).key).toBe(
      'wallet.depositRefused',
    );
    const refused: Pick<PendingDepositEntryDto, 'refused'> = {
      refused: [
        { unit: 'largeBottle', reason: 'broken', count: 2 },
        { unit: 'crate', reason: 'broken', count: 1 },
        { unit: 'smallBottle', reason: 'foreign', count: 1 },
      ],
    };
    expect(refusedEntryLines(refused, t('fr'), 'fr-FR')).toEqual([
      '1 caisse et 2 grandes bouteilles cassées : leur consigne n’est pas remboursée, et elles ne sont plus à rendre.',
      '1 petite bouteille d’une autre marque : ce n’est pas un de nos emballages, vos consignes restent en attente.',
    ]);
    expect(refusedEntryLines(refused, t('be'), 'fr-BE')[1]).toBe(
      '1 petite bouteille d’une autre marque : ce n’est pas une de nos vidanges, vos consignes restent en attente.',
    );
    expect(refusedEntryLines(refused, t('nl-BE'), 'nl-BE')).toEqual([
      '1 bak en 2 grote flessen kapot: je krijgt het leeggoed niet terugbetaald en je hoeft ze niet meer terug te geven.',
      '1 kleine fles van een ander merk: dat is niet van ons, dus je openstaand leeggoed blijft staan.',
    ]);
    expect(refusedEntryLines({ refused: [refused.refused[0]!] }, t('es'), 'es-ES')).toEqual([
      '2 botellas grandes rotas: no se te devuelve su depósito y ya no tienes que devolverlas.',
    ]);
    expect(refusedEntryLines({ refused: [] }, t('fr'), 'fr-FR')).toEqual([]);
  });
  it('says what a deposit movement was made of, with plurals, in every locale', () => {
    const t = (locale: keyof typeof catalogs) => translator(catalogs[locale], locale);
    const one = { crates: 1, largeBottles: 1, smallBottles: 0 };
    const two = { crates: 2, largeBottles: 0, smallBottles: 2 };
    expect(depositEntryItems(one, t('fr'), 'fr-FR')).toBe('1 caisse et 1 grande bouteille');
    expect(depositEntryItems(two, t('fr'), 'fr-FR')).toBe('2 caisses et 2 petites bouteilles');
    expect(depositEntryItems(two, t('be'), 'fr-BE')).toBe('2 caisses et 2 petites bouteilles');
    expect(depositEntryItems(one, t('nl-BE'), 'nl-BE')).toBe('1 bak en 1 grote fles');
    expect(depositEntryItems(two, t('nl-BE'), 'nl-BE')).toBe('2 bakken en 2 kleine flessen');
    expect(depositEntryItems(one, t('es'), 'es-ES')).toBe('1 caja y 1 botella grande');
    expect(depositEntryItems({ crates: 3, largeBottles: 24, smallBottles: 7 }, t('es'), 'es-ES')).toBe(
      '3 cajas, 24 botellas grandes y 7 botellas pequeñas',
    );
    // A legacy movement without counts.
    expect(
      depositEntryItems({ crates: null, largeBottles: null, smallBottles: null }, t('fr'), 'fr-FR'),
    ).toBeNull();
    expect(catalogs.be['wallet.depositCollected']).toBe('Vidanges rendues au livreur');
  });
  it('signs amounts', () => {
    expect(signedEuros(1.2, 'fr-FR').replace(/\s/g, ' ')).toBe('+1,20 €');
    expect(signedEuros(-10.8, 'fr-FR').replace(/\s/g, ' ')).toBe('\u221210,80 €');
    expect(signedEuros(0, 'fr-FR').replace(/\s/g, ' ')).toBe('0,00 €');
  });
  it('reads the round', () => {
    expect(catalogs.fr[orderStatusKey('out_for_delivery')]).toBe('En cours de livraison');
    expect(toCollectAtDoor({ paymentMethod: 'offline', paymentStatus: 'pending' })).toBe(true);
    expect(toCollectAtDoor({ paymentMethod: 'offline', paymentStatus: 'paid' })).toBe(false);
    expect(toCollectAtDoor({ paymentMethod: 'stripe', paymentStatus: 'pending' })).toBe(false);
    expect(toCollectAtDoor({ paymentMethod: 'stripe', paymentStatus: 'paid', dueAtDoor: 0 })).toBe(false);
    // A card order made dearer whose difference was not paid online: the door collects it.
    expect(toCollectAtDoor({ paymentMethod: 'stripe', paymentStatus: 'paid', dueAtDoor: 12.5 })).toBe(true);
    expect(cratesOf({ completeCrates: 2, nbSpaceLeft: 3 })).toBe(3);
    expect(cratesOf({ completeCrates: 2, nbSpaceLeft: 0 })).toBe(2);
  });
});
