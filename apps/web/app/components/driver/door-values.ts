import {
  AGE_CHECK_METHODS,
  DOOR_REFUSAL_REASONS,
  type AgeCheck,
  type AgeCheckMethod,
  type DoorRefusalInput,
} from '@consigne/domain';

const isMethod = (value: unknown): value is AgeCheckMethod =>
  (AGE_CHECK_METHODS as readonly unknown[]).includes(value);
const isDoorReason = (value: unknown): value is DoorRefusalInput['reason'] =>
  (DOOR_REFUSAL_REASONS as readonly unknown[]).includes(value);

/** What the door sheet adds to the step to 'delivered': the refused lines and the age check. */
export interface DoorBody {
  refusedLines?: DoorRefusalInput[];
  ageCheck?: AgeCheck;
}

/**
 * The door sheet's fields as the status step's body (the same for the page's action and the offline
 * queue): `refuse-<lineId>` a count (0: none) with its `reason-<lineId>`; `ageMethod` and `birthDate`.
 * Nothing from the sheet: an empty object (the step as before).
 */
export function doorBody(form: FormData): DoorBody {
  const refusedLines = [...form.keys()]
    .filter((name) => name.startsWith('refuse-'))
    .flatMap((name) => {
      const lineId = Number(name.slice('refuse-'.length));
      const quantity = Math.floor(Number(form.get(name)) || 0);
      const reason = form.get(`reason-${lineId}`);
      return Number.isInteger(lineId) && lineId > 0 && quantity > 0 && isDoorReason(reason)
        ? [{ lineId, quantity, reason }]
        : [];
    });
  const method = form.get('ageMethod');
  const birthDate = String(form.get('birthDate') ?? '');
  const ageCheck: AgeCheck | undefined = isMethod(method)
    ? { method, ...(method === 'birthDate' ? { birthDate } : {}) }
    : undefined;
  return { ...(refusedLines.length > 0 ? { refusedLines } : {}), ...(ageCheck ? { ageCheck } : {}) };
}
