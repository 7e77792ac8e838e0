import {
  DELIVERY_INSTRUCTION_LIMITS,
  DELIVERY_OPTIONS,
  type DeliveryInstructions,
  type DeliveryOption,
} from '@consigne/domain';

/** The form's field names (the checkout's and the order page's forms share them). */
export const INSTRUCTION_FIELDS = {
  /** Set when the form showed the fields: without it, the API suggests the address's. */
  asked: 'instructionsAsked',
  accessDetails: 'instructions.accessDetails',
  entryCode: 'instructions.entryCode',
  options: 'instructions.options',
  note: 'instructions.note',
} as const;

const text = (form: FormData, name: string, max: number): string | null => {
  const value = form.get(name);
  if (typeof value !== 'string') return null;
  // The API bounds them too (a 400): the form's maxLength keeps a shopper from getting there.
  const trimmed = value.trim().slice(0, max);
  return trimmed === '' ? null : trimmed;
};

/** The instructions a form sends, or undefined when it showed none. */
export function instructionsFromForm(form: FormData): DeliveryInstructions | undefined {
  if (form.get(INSTRUCTION_FIELDS.asked) !== '1') return undefined;
  const ticked = new Set(form.getAll(INSTRUCTION_FIELDS.options));
  return {
    accessDetails: text(form, INSTRUCTION_FIELDS.accessDetails, DELIVERY_INSTRUCTION_LIMITS.accessDetails),
    entryCode: text(form, INSTRUCTION_FIELDS.entryCode, DELIVERY_INSTRUCTION_LIMITS.entryCode),
    options: DELIVERY_OPTIONS.filter((o): o is DeliveryOption => ticked.has(o)),
    note: text(form, INSTRUCTION_FIELDS.note, DELIVERY_INSTRUCTION_LIMITS.note),
  };
}
