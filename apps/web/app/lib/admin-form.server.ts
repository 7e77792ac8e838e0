import type { ApiResult } from '@consigne/api-client';
import { data } from 'react-router';

/** API refusals whose status the page keeps: not allowed, and someone else saved first (staleVersion). */
const KEPT_STATUSES = new Set([403, 409]);

/** An API refusal as an action's answer: its message and field errors, 403 and 409 kept, else 422. */
export function refusalOf(
  result: Extract<ApiResult<unknown>, { error: string }>,
  intent: string | null = null,
) {
  return data(
    { intent, ok: false as const, error: result.error, errors: result.errors ?? [] },
    { status: KEPT_STATUSES.has(result.status) ? result.status : 422 },
  );
}

/**
 * The action's answer to an API call: the refusal (refusalOf) when it failed, else what `done`
 * makes of the answer (a redirect, `{ ok: true }`…).
 */
export function answerOf<T, R>(result: ApiResult<T>, done: (value: T) => R, intent: string | null = null) {
  return result.error !== null ? refusalOf(result, intent) : done(result.data);
}
