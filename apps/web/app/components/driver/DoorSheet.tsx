import type { VanRoundOrderDto } from '@consigne/api-client';
import {
  DOOR_REFUSAL_REASONS,
  doorPlan,
  localDate,
  type AgeCheckMethod,
  type DoorRefusalInput,
} from '@consigne/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { useI18n } from '../../i18n';
import { toCollectAtDoor } from '../../lib/wallet';
import { doorBody } from './door-values';
import { doorPaymentOf } from './form-values';
import { PaymentAtDoor, PaymentFields, dueAfterRefusals, usePaymentAtDoor } from './PaymentAtDoor';
import { shouldQueue, useDriverOffline } from './offline';
import type { DriverActionResult } from './types';

type Reason = DoorRefusalInput['reason'];
interface Draft {
  count: number;
  reason: Reason;
}

const ROUND_BUTTON =
  'grid size-12 shrink-0 place-items-center rounded-full border-2 border-forest text-2xl font-bold text-forest hover:bg-leaf-soft disabled:opacity-40';

/**
 * The door sheet, before "Livrée": a bottom sheet held in one hand. The recipient's age when the order
 * has age-restricted lines (an ID seen 18+ / 16+, a birth date read on it, or none: those lines are not
 * handed over), and the lines the recipient refuses with a reason. The outcome (what is not handed
 * over, and why) is the domain's doorPlan, shown before it is sent. An order paid at delivery adds
 * how it was paid and the amount received, prefilled with what is due after the refusals (PaymentAtDoor.tsx).
 * The form posts the status step with its body — through the offline queue when the network is away (`onSubmit` of the caller).
 */
function DoorSheet({
  order,
  Form,
  onClose,
  onSubmit,
  busy,
}: {
  order: VanRoundOrderDto;
  Form: FetcherWithComponents<DriverActionResult>['Form'];
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const lines = order.doorLines;
  const ageLines = lines.filter((l) => l.minimumAge !== null);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [method, setMethod] = useState<AgeCheckMethod | null>(null);
  const [birthDate, setBirthDate] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
  }, [onClose]);

  const refusals = lines.flatMap((l) => {
    const d = drafts[l.lineId];
    return d && d.count > 0 ? [{ lineId: l.lineId, quantity: d.count, reason: d.reason }] : [];
  });
  const plan = doorPlan(
    lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity, minimumAge: l.minimumAge })),
    refusals,
    method ? { method, ...(method === 'birthDate' ? { birthDate } : {}) } : undefined,
    localDate(new Date()),
  );
  const notHanded = plan.ok ? plan.lines.filter((o) => o.refused > 0) : [];
  const problem = plan.ok
    ? null
    : (
        {
          doorRefusalInvalid: null,
          doorAgeCheckRequired: 'door.summary.chooseAge',
          doorBirthDateInvalid: birthDate ? 'door.summary.birthDateInvalid' : 'door.summary.chooseAge',
          doorNothingLeft: 'door.summary.nothingLeft',
        } as const
      )[plan.refusal];
  const collect = toCollectAtDoor(order);
  const payment = usePaymentAtDoor(dueAfterRefusals(order, notHanded));
  const nameOf = (lineId: number) => {
    const l = lines.find((x) => x.lineId === lineId)!;
    return `${l.name} ${l.volume}`;
  };
  const setDraft = (lineId: number, change: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [lineId]: { count: 0, reason: 'notWanted', ...all[lineId], ...change } }));

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50"
      data-testid="door-sheet-backdrop"
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="door-sheet"
        className="flex max-h-[92dvh] w-full max-w-xl flex-col rounded-t-3xl bg-white shadow-2xl outline-none"
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h3 id={titleId} className="text-lg font-bold">
            {t('door.title', { id: order.orderId })}
          </h3>
          <button type="button" className="btn btn-outline min-h-12 px-4" onClick={onClose}>
            {t('door.close')}
          </button>
        </div>
        <Form
          method="post"
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(event) => {
            if (!plan.ok || (collect && !payment.check())) {
              event.preventDefault();
              return;
            }
            onSubmit(event);
          }}
        >
          <input type="hidden" name="intent" value="advance" />
          <input type="hidden" name="orderId" value={order.orderId} />
          <input type="hidden" name="status" value="delivered" />
          <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-4">
            {ageLines.length > 0 && (
              <fieldset data-testid="door-age">
                <legend className="text-base font-bold">{t('door.age.title')}</legend>
                <ul className="mt-1 text-sm text-ink-soft">
                  {ageLines.map((l) => (
                    <li key={l.lineId}>
                      {t('door.age.line', {
                        product: `${l.name} ${l.volume}`,
                        quantity: l.quantity,
                        age: l.minimumAge ?? 18,
                      })}
                    </li>
                  ))}
                </ul>
                <div className="mt-3 grid gap-2">
                  {(
                    [
                      'id18',
                      ...(ageLines.some((l) => l.minimumAge === 16) ? ['id16'] : []),
                      'birthDate',
                      'notVerified',
                    ] as AgeCheckMethod[]
                  ).map((m) => (
                    <label
                      key={m}
                      className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2 font-semibold ${method === m ? 'border-forest bg-leaf-soft' : 'border-line'}`}
                    >
                      <input
                        type="radio"
                        name="ageMethod"
                        value={m}
                        checked={method === m}
                        onChange={() => setMethod(m)}
                        className="size-6 shrink-0 accent-forest"
                      />
                      {t(`door.age.${m}`)}
                    </label>
                  ))}
                </div>
                {method === 'birthDate' && (
                  <label className="mt-3 block">
                    <span className="text-sm font-semibold">{t('door.age.birthDateLabel')}</span>
                    <input
                      type="date"
                      name="birthDate"
                      required
                      value={birthDate}
                      max={localDate(new Date())}
                      onChange={(e) => setBirthDate(e.target.value)}
                      className="field-input mt-1 h-12 w-full text-lg"
                    />
                  </label>
                )}
                <p className="mt-2 text-xs text-ink-soft">{t('door.age.private')}</p>
              </fieldset>
            )}
            <fieldset data-testid="door-lines">
              <legend className="text-base font-bold">{t('door.lines.title')}</legend>
              <ul className="mt-2 divide-y divide-line">
                {lines.map((l) => {
                  const d = drafts[l.lineId] ?? { count: 0, reason: 'notWanted' as Reason };
                  const product = `${l.name} ${l.volume}`;
                  return (
                    <li key={l.lineId} className="py-3" data-testid="door-line" data-line-id={l.lineId}>
                      <div className="flex items-center justify-between gap-3">
                        <div className="min-w-0">
                          <p className="font-semibold leading-tight">{product}</p>
                          <p className="text-sm text-ink-soft">
                            {t('door.lines.ordered', { count: l.quantity })}
                            {l.substitutedFor &&
                              ` · ${t('door.lines.replaces', { product: l.substitutedFor })}`}
                          </p>
                        </div>
                        <div className="flex items-center gap-2">
                          <button
                            type="button"
                            className={ROUND_BUTTON}
                            aria-label={t('door.lines.less', { product })}
                            disabled={d.count <= 0}
                            onClick={() => setDraft(l.lineId, { count: d.count - 1 })}
                          >
                            <span aria-hidden="true">−</span>
                          </button>
                          <input
                            name={`refuse-${l.lineId}`}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={l.quantity}
                            value={d.count}
                            aria-label={t('door.lines.refused', { product })}
                            onChange={(e) =>
                              setDraft(l.lineId, {
                                count: Math.max(
                                  0,
                                  Math.min(l.quantity, Math.floor(Number(e.target.value) || 0)),
                                ),
                              })
                            }
                            className="field-input h-12 w-16 px-1 text-center text-lg font-bold tabular-nums"
                          />
                          <button
                            type="button"
                            className={ROUND_BUTTON}
                            aria-label={t('door.lines.more', { product })}
                            disabled={d.count >= l.quantity}
                            onClick={() => setDraft(l.lineId, { count: d.count + 1 })}
                          >
                            <span aria-hidden="true">+</span>
                          </button>
                        </div>
                      </div>
                      {d.count > 0 && (
                        <select
                          name={`reason-${l.lineId}`}
                          value={d.reason}
                          aria-label={t('door.lines.reason', { product })}
                          onChange={(e) => setDraft(l.lineId, { reason: e.target.value as Reason })}
                          className="field-input mt-2 h-12 w-full"
                        >
                          {DOOR_REFUSAL_REASONS.map((r) => (
                            <option key={r} value={r}>
                              {t(`door.reason.${r}`)}
                            </option>
                          ))}
                        </select>
                      )}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            {collect && <PaymentFields payment={payment} estimated={notHanded.length > 0} />}
          </div>
          <div
            className="border-t border-line px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3"
            aria-live="polite"
          >
            {problem ? (
              <p className="mb-2 text-sm font-semibold text-warning" data-testid="door-problem">
                {t(problem)}
              </p>
            ) : notHanded.length > 0 ? (
              <div className="mb-2 text-sm" data-testid="door-summary">
                <p className="font-semibold">{t('door.summary.notHanded')}</p>
                <ul>
                  {notHanded.map((o) => (
                    <li key={o.lineId}>
                      {t('door.summary.line', {
                        product: nameOf(o.lineId),
                        quantity: o.refused,
                        reason: t(`door.reason.${o.reason ?? 'notWanted'}`),
                      })}
                    </li>
                  ))}
                </ul>
                <p className="text-ink-soft">{t('door.summary.all')}</p>
              </div>
            ) : null}
            <div className="grid grid-cols-[auto_1fr] gap-2">
              <button type="button" className="btn btn-outline min-h-14 px-4" onClick={onClose}>
                {t('door.cancel')}
              </button>
              <button
                type="submit"
                className="btn btn-primary min-h-14 text-base"
                disabled={busy || !plan.ok}
                data-testid="door-confirm"
              >
                {t('door.confirm')}
              </button>
            </div>
          </div>
        </Form>
      </div>
    </div>
  );
}

/**
 * The step to 'delivered' of a driver's order: "Livrée" opens the door sheet when the order has
 * age-restricted lines (the API refuses it without an age check), else sends the step at once; a
 * second button opens the sheet to record lines the recipient refuses. An order paid at delivery
 * asks how it was paid and what was received with the same step (in the sheet, or inline without an
 * age check). Sent by the page's form, or kept in the offline queue with its body when the network is
 * away.
 */
export function DoorStep({
  order,
  fetcher,
  label,
}: {
  order: VanRoundOrderDto;
  fetcher: FetcherWithComponents<DriverActionResult>;
  label: string;
}) {
  const { t } = useI18n();
  const offline = useDriverOffline();
  const [open, setOpen] = useState(false);
  const needsCheck = order.ageRestrictedLines.length > 0;
  const busy = fetcher.state !== 'idle';
  const send = (event: FormEvent<HTMLFormElement>) => {
    setOpen(false);
    // Without network (or behind actions still waiting) the step and its body are kept on the phone.
    if (!shouldQueue(offline)) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const payment = doorPaymentOf(form);
    void offline.queue.enqueue(
      'advance',
      { orderId: order.orderId, status: 'delivered', ...doorBody(form), ...(payment ? { payment } : {}) },
      { orderId: order.orderId },
    );
  };
  return (
    <div className="mt-4 grid gap-2" data-testid="door-step" data-age-check={needsCheck}>
      {needsCheck ? (
        <button
          type="button"
          className="btn btn-primary min-h-12 w-full text-base"
          disabled={busy}
          onClick={() => setOpen(true)}
        >
          {label}
        </button>
      ) : toCollectAtDoor(order) ? (
        <PaymentAtDoor order={order} fetcher={fetcher} label={label} onSubmit={send} />
      ) : (
        <fetcher.Form method="post" onSubmit={send}>
          <input type="hidden" name="intent" value="advance" />
          <input type="hidden" name="orderId" value={order.orderId} />
          <input type="hidden" name="status" value="delivered" />
          <button type="submit" className="btn btn-primary min-h-12 w-full text-base" disabled={busy}>
            {label}
          </button>
        </fetcher.Form>
      )}
      {!needsCheck && (
        <button
          type="button"
          className="btn btn-outline min-h-12 w-full"
          data-testid="door-open"
          onClick={() => setOpen(true)}
        >
          {t('door.open')}
        </button>
      )}
      {open && (
        <DoorSheet
          order={order}
          Form={fetcher.Form}
          onClose={() => setOpen(false)}
          onSubmit={send}
          busy={busy}
        />
      )}
    </div>
  );
}
