import type { DeliveryInstructions } from '@consigne/domain';
import { useI18n } from '../../i18n';
import { InstructionsFields } from '../delivery-instructions/InstructionsFields';

/** 'Instructions de livraison' at checkout: pre-filled from the address, for a home delivery only. */
export function InstructionsSection({ suggested }: { suggested: DeliveryInstructions | null }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="checkout-instructions" className="card p-5">
      <h2 id="checkout-instructions" className="text-xl font-bold">
        {t('instructions.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('instructions.hint')}</p>
      <div className="mt-4">
        <InstructionsFields initial={suggested} />
      </div>
    </section>
  );
}
