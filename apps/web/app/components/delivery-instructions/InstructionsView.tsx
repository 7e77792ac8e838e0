import type { DeliveryInstructions } from '@consigne/domain';
import { useI18n } from '../../i18n';

/**
 * Delivery instructions read at a glance (the driver's stop, staff pages, the shopper's own order):
 * door details, the entry code in full (every reader of these pages may see it), the options, the
 * note. Nothing when there are none, unless `empty` says so.
 */
export function InstructionsView({
  instructions,
  empty = false,
  className = '',
}: {
  instructions: DeliveryInstructions | null;
  /** Say "no instructions" rather than render nothing. */
  empty?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  if (!instructions)
    return empty ? <p className={`text-sm text-ink-soft ${className}`}>{t('instructions.none')}</p> : null;
  return (
    <ul className={`grid gap-1 text-sm ${className}`} data-testid="delivery-instructions">
      {instructions.accessDetails && <li className="font-semibold">{instructions.accessDetails}</li>}
      {instructions.entryCode && (
        <li>
          {t('instructions.entryCodeLabel')}{' '}
          <span className="rounded bg-brand-yellow px-1.5 py-0.5 font-mono font-bold">
            {instructions.entryCode}
          </span>
        </li>
      )}
      {instructions.options.map((option) => (
        <li key={option}>• {t(`instructions.option.${option}`)}</li>
      ))}
      {instructions.note && <li className="whitespace-pre-line italic">{instructions.note}</li>}
    </ul>
  );
}
