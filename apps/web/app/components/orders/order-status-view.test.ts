import { describe, expect, it } from 'vitest';
import { orderProgress, statusLabelKey, statusTone } from './order-status-view';

describe('status and progress', () => {
  it('labels every status', () => {
    expect(statusLabelKey('out_for_delivery')).toBe('orders.status.out_for_delivery');
  });
  it('walks placed → preparing → out for delivery → delivered', () => {
    expect(orderProgress('placed')!.map((s) => s.state)).toEqual(['current', 'todo', 'todo', 'todo']);
    expect(orderProgress('out_for_delivery')!.map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'todo',
    ]);
    expect(orderProgress('delivered')!.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
  });
  it('shows no progress for a cancelled order', () => {
    expect(orderProgress('cancelled')).toBeNull();
  });
  it('colours done green, on its way yellow and cancelled red', () => {
    expect(statusTone('delivered')).toContain('bg-leaf-soft');
    expect(statusTone('out_for_delivery')).toContain('bg-brand-yellow');
    expect(statusTone('cancelled')).toContain('bg-danger-soft');
    expect(statusTone('placed')).toContain('bg-sand');
  });
});
