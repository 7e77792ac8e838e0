import { useEffect, useRef, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { CartLike } from './cart-lines';
import { firstFailedField, type CheckoutFailure } from './checkout-errors';
import { checkoutKey, checkoutSignature, sessionStore } from './checkout-key';
import { IDEMPOTENCY_FIELD } from './place-order-form';

/**
 * Placing the order through the route's action: one Idempotency-Key per attempt (reused on a retry
 * or a double submit; a new cart or slot is a new attempt), the first submission stands, and the
 * first field that needs the shopper takes the focus when the order is refused.
 */
export function usePlaceOrder(cart: CartLike | null, slotId: number | null | undefined) {
  const fetcher = useFetcher<CheckoutFailure>();
  const formRef = useRef<HTMLFormElement>(null);
  const keyRef = useRef<{ signature: string; key: string } | null>(null);
  // Set at once (the fetcher's state follows a render later): Enter pressed twice sends once.
  const inFlight = useRef(false);
  const busy = fetcher.state !== 'idle';
  const signature = checkoutSignature(cart, slotId);

  useEffect(() => {
    if (fetcher.state === 'idle') inFlight.current = false;
  }, [fetcher.state]);

  const failure = busy ? null : (fetcher.data ?? null);
  useEffect(() => {
    const field = failure && firstFailedField(failure);
    if (field) formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  }, [failure]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (keyRef.current?.signature !== signature)
      keyRef.current = { signature, key: checkoutKey(sessionStore(), signature) };
    const form = new FormData(event.currentTarget);
    form.set(IDEMPOTENCY_FIELD, keyRef.current.key);
    inFlight.current = true;
    void fetcher.submit(form, { method: 'post' });
  }

  return { formRef, submit, busy, failure };
}
