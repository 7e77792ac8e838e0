import type { OrderStatus } from '@consigne/api-client';
import { ORDER_FLOW, type OrderFlowStatus } from '@consigne/domain';
import type { MessageKey } from '../../i18n';

/** How the storefront shows an order's status: label, badge colours, progress along ORDER_FLOW. */

export const statusLabelKey = (status: OrderStatus): MessageKey => `orders.status.${status}`;
export const stepLabelKey = (step: OrderFlowStatus): MessageKey => `orders.detail.step.${step}`;

/** Badge colours from the design tokens: done is green, on its way yellow, cancelled red. */
export function statusTone(status: OrderStatus): string {
  switch (status) {
    case 'delivered':
      return 'bg-leaf-soft text-forest';
    case 'cancelled':
    case 'delivery_failed':
      return 'bg-danger-soft text-danger';
    case 'out_for_delivery':
      return 'bg-brand-yellow text-ink';
    default:
      return 'bg-sand text-ink';
  }
}

export interface StepView {
  step: OrderFlowStatus;
  state: 'done' | 'current' | 'todo';
}

/** The progress of an order along the domain's flow; an order outside it (cancelled) has none. */
export function orderProgress(status: OrderStatus): StepView[] | null {
  const index = ORDER_FLOW.indexOf(status as OrderFlowStatus);
  if (index < 0) return null;
  const last = ORDER_FLOW.length - 1;
  return ORDER_FLOW.map((step, i) => ({
    step,
    // The last step is the end: reached, it is done, not "in progress".
    state: i < index || (i === index && index === last) ? 'done' : i === index ? 'current' : 'todo',
  }));
}
