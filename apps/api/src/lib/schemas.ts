/**
 * The contract's building blocks (packages/contract/src/primitives.ts, their one home), with the
 * error keys narrowed to the API's MessageKey so that a route's own schema cannot name a message
 * the catalogs lack.
 */
import {
  boundedInt as contractBoundedInt,
  intParam as contractIntParam,
  safeText as contractSafeText,
} from '@consigne/contract';
import type { MessageKey } from './messages.js';

export { errorEnvelope, euros, id, idParam } from '@consigne/contract';

type Keyed<F extends (...args: never[]) => unknown, Args extends unknown[]> = (
  ...args: Args
) => ReturnType<F>;

export const boundedInt: Keyed<typeof contractBoundedInt, [min: number, max?: number, error?: MessageKey]> =
  contractBoundedInt;

export const intParam: Keyed<typeof contractIntParam, [min: number, max?: number, error?: MessageKey]> =
  contractIntParam;

export const safeText: Keyed<
  typeof contractSafeText,
  [max: number, options?: { multiline?: boolean; error?: MessageKey; required?: MessageKey }]
> = contractSafeText;
