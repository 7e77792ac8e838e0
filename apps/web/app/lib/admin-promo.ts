/** The promo code form of the back-office: its fields to the API's body and back (no React, testable). */
import type { AdminPromoCode } from '@consigne/contract';
import { SHOP_TIME_ZONE, wallClock, zonedInstant } from '@consigne/domain';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** A typed number ('' is null); a value that is not one is sent as typed, so the API says which field is wrong. */
function numberField(form: FormData, name: string): number | string | null {
  const raw = text(form, name).replace(',', '.');
  if (raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : raw;
}

/** A datetime-local value (wall-clock time of the shop) as an ISO instant; '' is null. */
export function shopTimeToIso(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return value === '' ? null : value;
  const instant = zonedInstant(match[1]!, Number(match[2]), SHOP_TIME_ZONE);
  return new Date(instant.getTime() + Number(match[3]) * 60_000).toISOString();
}

/** An ISO instant as the shop's wall-clock time, for a datetime-local input. */
export const isoToShopTime = (iso: string | null): string =>
  iso ? wallClock(new Date(iso), SHOP_TIME_ZONE) : '';

/** The form's fields as the body of createAdminPromoCode and updateAdminPromoCode. */
export function promoBodyOf(form: FormData) {
  const kind = text(form, 'kind');
  return {
    code: text(form, 'code'),
    kind,
    amount: kind === 'amount' ? numberField(form, 'amount') : null,
    percent: kind === 'percent' ? numberField(form, 'percent') : null,
    giftProductKey: kind === 'gift' ? text(form, 'giftProductKey') || null : null,
    minSubtotal: numberField(form, 'minSubtotal') ?? 0,
    maxUsesTotal: numberField(form, 'maxUsesTotal'),
    maxUsesPerCustomer: numberField(form, 'maxUsesPerCustomer') ?? 1,
    firstOrderOnly: form.get('firstOrderOnly') === 'on',
    locales: form.getAll('locales').map(String),
    warehouseIds: form.getAll('warehouseIds').map(Number).filter(Number.isInteger),
    startsAt: shopTimeToIso(text(form, 'startsAt')),
    endsAt: shopTimeToIso(text(form, 'endsAt')),
    active: form.get('active') === 'on',
  };
}

/** What a code gives, in words the list shows ('5,00 €', '15 %', or the gift's key). */
export function promoValue(
  code: Pick<AdminPromoCode, 'kind' | 'amount' | 'percent' | 'giftProductKey'>,
  euros: (n: number) => string,
) {
  if (code.kind === 'amount') return euros(code.amount ?? 0);
  if (code.kind === 'percent') return `${code.percent} %`;
  return code.giftProductKey ?? '';
}
