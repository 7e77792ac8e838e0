import type { PlaceOrderInput } from '@consigne/api-client';
import { instructionsFromForm } from '../delivery-instructions/instructions-form';

/** The checkout form's fields besides the checkboxes: the attempt's key, and whether 18+ was asked. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
export const ADULT_ASKED_FIELD = 'adultAsked';

export type PaymentMethod = PlaceOrderInput['paymentMethod'] & string;

/**
 * The order the checkout form asks for, and the Idempotency-Key of its attempt. The 18+ declaration
 * goes only when the page asked it (the cart holds alcohol); a form without a key (no script ran)
 * is its own attempt.
 */
export function placeOrderRequest(
  form: FormData,
  newKey: () => string = () => crypto.randomUUID(),
): { input: PlaceOrderInput; idempotencyKey: string } {
  const key = form.get(IDEMPOTENCY_FIELD);
  const deliveryInstructions = instructionsFromForm(form);
  return {
    input: {
      // Pay at delivery unless the card was chosen.
      paymentMethod: form.get('paymentMethod') === 'stripe' ? 'stripe' : 'offline',
      acceptTerms: form.get('acceptTerms') === 'on',
      ...(form.get(ADULT_ASKED_FIELD) === '1' ? { adultDeclared: form.get('adultDeclared') === 'on' } : {}),
      // Absent when the page showed no fields (a pickup point): the API then suggests the address's.
      ...(deliveryInstructions ? { deliveryInstructions } : {}),
    },
    idempotencyKey: typeof key === 'string' && key ? key : newKey(),
  };
}
