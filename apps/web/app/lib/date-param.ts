import { isCalendarDate } from '@consigne/domain';

/**
 * A day the page's URL names (`date`, `from`, `to`, `semaine`, `jour`), kept only when it is one the
 * API takes (the domain's isCalendarDate: a real day, 2000–2100). Anything else — a mistyped or hostile
 * link, `?date=9999-12-31` — is absent, so the page shows its default day instead of failing on it.
 */
export function dateParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value && isCalendarDate(value) ? value : undefined;
}
