import type { OrderStatus } from '@consigne/api-client';
import { useI18n } from '../../i18n';
import { orderProgress, stepLabelKey, type StepView } from './order-status-view';

const BAR: Record<StepView['state'], string> = {
  todo: 'bg-sand',
  current: 'bg-brand-yellow',
  done: 'bg-leaf',
};

/** The order's steps placed → preparing → out for delivery → delivered; none once cancelled. */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  const progress = orderProgress(status);
  if (!progress) return null;
  return (
    <section aria-label={t('orders.detail.progress')} className="card mt-5 p-5">
      <ol className="grid grid-cols-4 gap-2" data-testid="order-progress">
        {progress.map(({ step, state }) => (
          <li
            key={step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center"
          >
            <span aria-hidden="true" className={`h-2 w-full rounded-full ${BAR[state]}`} />
            <span
              className={`text-xs font-semibold sm:text-sm ${state === 'todo' ? 'text-ink-soft' : 'text-ink'}`}
            >
              {t(stepLabelKey(step))}
              {state !== 'todo' && (
                <span className="sr-only">
                  {' '}
                  ({t(state === 'done' ? 'orders.detail.stepDone' : 'orders.detail.stepCurrent')})
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
