import type { OrderDetailDto } from '@consigne/api-client';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import { InstructionsFields } from '../delivery-instructions/InstructionsFields';
import { InstructionsView } from '../delivery-instructions/InstructionsView';

/** The intent of the order page's form that saves the instructions. */
export const INSTRUCTIONS_INTENT = 'instructions';

/**
 * The order's delivery instructions on the shopper's page: what the driver will read, and a form to
 * change them until the order leaves the warehouse (then why not). A pickup point shows none.
 */
export function OrderInstructions({ order }: { order: OrderDetailDto }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const navigation = useNavigation();
  const saving =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === INSTRUCTIONS_INTENT;
  if (order.deliveryType === 'pdr') return null;
  const changeable = order.instructionsLockReason === null;
  return (
    <section className="card p-5" aria-labelledby="order-instructions" data-testid="order-instructions">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-instructions" className="text-lg font-bold">
          {t('instructions.title')}
        </h2>
        {changeable && !editing && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="text-sm font-semibold text-forest underline underline-offset-4"
          >
            {t('instructions.edit')}
          </button>
        )}
      </div>
      {editing && changeable ? (
        <Form method="post" className="mt-4 grid gap-4" onSubmit={() => setEditing(false)}>
          <input type="hidden" name="intent" value={INSTRUCTIONS_INTENT} />
          <InstructionsFields initial={order.deliveryInstructions} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary min-h-12" disabled={saving}>
              {t('instructions.save')}
            </button>
            <button type="button" className="btn btn-outline min-h-12" onClick={() => setEditing(false)}>
              {t('instructions.cancelEdit')}
            </button>
          </div>
        </Form>
      ) : (
        <>
          <InstructionsView instructions={order.deliveryInstructions} empty className="mt-3" />
          {!changeable && order.status === 'out_for_delivery' && (
            <p className="mt-3 text-sm text-ink-soft">{t('instructions.locked')}</p>
          )}
        </>
      )}
    </section>
  );
}
