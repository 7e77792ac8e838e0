/**
 * Every e-mail the shop sends, rendered from sample data in a given locale: the catalog test
 * (mails.test.ts) reads each one in the four locales, the render bench (mail-render.bench.ts) times them.
 */
import type { Locale } from '@consigne/domain';
import { orderChangedMail, orderEditedMail } from '../src/modules/admin/picking/mail.js';
import { slotCancelledMail } from '../src/modules/admin/slots/mail.js';
import { deliveryFailedMail } from '../src/modules/operator/failure-mail.js';
import { passwordResetMail, type RenderedMail } from '../src/modules/mail/index.js';
import { orderConfirmationMail } from '../src/modules/orders/mail.js';
import { doorRefusalMail } from '../src/modules/operator/door-mail.js';
import { registrationConfirmMail, registrationTakenMail } from '../src/modules/registration/mail.js';
import { retentionWarningMail } from '../src/modules/retention/index.js';
import { sponsorshipMail } from '../src/modules/sponsorship/mail.js';
import { deliveryWindowMail, twoStopsAwayMail } from '../src/modules/tracking/mail.js';

const link = 'https://shop.example/fr/x?token=abc';
const slot = { startAt: '2026-11-24T08:00:00.000Z', endAt: '2026-11-24T10:00:00.000Z' };
const order = { orderId: 41, firstname: 'Camille', link, amountToPayCents: 4410, walletRefundCents: 320 };

export const MAILS: Readonly<Record<string, (locale: Locale) => RenderedMail>> = {
  passwordReset: (l) => passwordResetMail(l, { firstname: 'Camille', link }),
  registrationConfirm: (l) => registrationConfirmMail(l, { firstname: 'Camille', link }),
  registrationTaken: (l) =>
    registrationTakenMail(l, { firstname: 'Camille', loginLink: link, resetLink: link }),
  orderConfirmation: (l) =>
    orderConfirmationMail(l, {
      ...order,
      slot,
      deliveryType: 'pdr',
      deliveryName: 'Épicerie du Vieux-Lille',
      deliveryAddress: '14 rue de Gand, 59800 Lille',
      itemCount: 13,
      paymentMethod: 'offline',
      deliveryInstructions: null,
    }),
  slotCancelled: (l) => slotCancelledMail(l, { ...order, slot, reason: 'Panne du fourgon' }),
  retentionWarning: (l) =>
    retentionWarningMail(l, {
      firstname: 'Camille',
      years: 3,
      date: new Date('2027-01-15T10:00:00.000Z'),
      link,
    }),
  deliveryFailed: (l) => deliveryFailedMail(l, { ...order, slot, reason: 'absent', cardRefund: true }),
  deliveryWindow: (l) =>
    deliveryWindowMail(l, {
      orderId: 41,
      firstname: 'Camille',
      slot: { startAt: new Date(slot.startAt), endAt: new Date(slot.endAt) },
      window: { from: new Date('2026-11-24T08:40:00.000Z'), to: new Date('2026-11-24T09:00:00.000Z') },
      day: 'today',
      trackingUrl: link,
    }),
  twoStopsAway: (l) => twoStopsAwayMail(l, { firstname: 'Camille', stops: 2, trackingUrl: link }),
  orderChanged: (l) =>
    orderChangedMail(l, {
      ...order,
      missing: 'Jus de pomme 1 l',
      quantity: 2,
      substitute: 'Jus de poire 1 l',
    }),
  orderEdited: (l) =>
    orderEditedMail(l, {
      ...order,
      lines: [{ product: 'Eau 1 l', from: 6, to: 4 }],
      promoDropped: 'BIENVENUE',
      cardRefundDueCents: 250,
    }),
  doorRefusal: (l) =>
    doorRefusalMail(l, {
      ...order,
      refused: [
        { product: 'Bière blonde 33 cl', quantity: 6, reason: 'age' },
        { product: 'Jus de poire 1 l', quantity: 2, reason: 'substitute' },
      ],
      cardRefundCents: 1230,
      payAtDoor: false,
    }),
  sponsorshipInvitation: (l) =>
    sponsorshipMail(l, 'invitation', { sponsor: 'Camille M.', code: 'CAMILLE10', link }),
  sponsorshipReminderInvited: (l) =>
    sponsorshipMail(l, 'reminderInvited', { sponsor: 'Camille M.', code: 'CAMILLE10', link }),
  sponsorshipReminderRegistered: (l) =>
    sponsorshipMail(l, 'reminderRegistered', { sponsor: 'Camille M.', code: 'CAMILLE10', link }),
};
