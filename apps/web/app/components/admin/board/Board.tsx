import type { CallResponse } from '@consigne/contract';
import { dateTimeFormat, intlTag, LOW_STOCK_AT, numberFormat, pickingShare } from '@consigne/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../../i18n';
import { Panel } from '../AdminPage';
import { slotLabel } from '../orders/format';
import { boardLinks, type BoardLinks } from './links';

export type BoardData = CallResponse<'getAdminBoard'>;
type Slot = BoardData['slots'][number];

/** A day as the board titles it: "jeudi 3 décembre" (the date is a calendar day: read at noon UTC). */
const longDay = (date: string, tag: string) =>
  dateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** A figure of the board: its label, its number, what it means below; a link to its list when it has one. */
function Tile({
  label,
  value,
  hint,
  to,
  tone = 'plain',
  testId,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  to: string | null;
  tone?: 'plain' | 'alert';
  testId: string;
}) {
  const body = (
    <>
      <span className="block text-sm font-semibold text-ink-soft">{label}</span>
      <span
        className={`block text-2xl font-extrabold tabular-nums ${tone === 'alert' ? 'text-danger' : ''}`}
        data-testid={`${testId}-value`}
      >
        {value}
      </span>
      {hint && <span className="block text-xs text-ink-soft">{hint}</span>}
    </>
  );
  const frame = 'block h-full rounded-card border border-line bg-white px-4 py-3';
  return (
    <li data-testid={testId}>
      {to ? (
        <Link to={to} className={`${frame} hover:border-forest hover:bg-leaf-soft`}>
          {body}
        </Link>
      ) : (
        <div className={frame}>{body}</div>
      )}
    </li>
  );
}

/** Lines picked over lines, as a bar and its words (the words say it all: the bar is for the eye). */
function Progress({ picked, lines }: { picked: number; lines: number }) {
  const { t } = useI18n();
  const share = pickingShare(picked, lines);
  if (share === null) return <span className="text-ink-soft">{t('adminBoard.nothingToPick')}</span>;
  return (
    <span className="flex min-w-28 flex-col gap-1">
      <span className="tabular-nums">{t('adminBoard.pickedLines', { picked, lines })}</span>
      <span className="block h-1.5 w-full overflow-hidden rounded-full bg-sand" aria-hidden="true">
        <span
          className="block h-full rounded-full bg-forest"
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
    </span>
  );
}

/** A number linked to its list; the words after it (for a screen reader) say which figure of which slot. */
function Figure({ to, value, context }: { to: string; value: number | string; context: string }) {
  return (
    <Link to={to} className="font-semibold text-forest underline tabular-nums">
      {value}
      <span className="sr-only"> · {context}</span>
    </Link>
  );
}

export function Board({ board }: { board: BoardData }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const count = numberFormat(tag).format;
  const links = boardLinks({ warehouseId: board.warehouse.id, date: board.date });
  const { total } = board;
  // The slots with orders get their row; the others, one line (nothing to count, nothing to open).
  const busy = board.slots.filter((slot) => slot.orders > 0);
  const idle = board.slots.filter((slot) => slot.orders === 0);
  return (
    <>
      <h2 className="mb-3 text-lg font-bold first-letter:uppercase" data-testid="board-day">
        {t('adminBoard.dayOf', { warehouse: board.warehouse.name, date: longDay(board.date, tag) })}
      </h2>
      <ul className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="board-figures">
        <Tile
          testId="board-orders"
          label={t('adminBoard.orders')}
          value={count(total.orders)}
          to={links.orders()}
        />
        <Tile
          testId="board-crates"
          label={t('adminBoard.crates')}
          value={count(total.crates)}
          to={links.round()}
        />
        <Tile
          testId="board-picking"
          label={t('adminBoard.picking')}
          value={
            total.lines ? `${Math.round((pickingShare(total.pickedLines, total.lines) ?? 0) * 100)} %` : '—'
          }
          hint={
            total.lines
              ? t('adminBoard.pickedLines', { picked: total.pickedLines, lines: total.lines })
              : t('adminBoard.nothingToPick')
          }
          to={links.picking()}
        />
        <Tile
          testId="board-delivered"
          label={t('adminBoard.delivered')}
          value={count(total.delivered)}
          to={links.orders(undefined, 'delivered')}
        />
        <Tile
          testId="board-failed"
          label={t('adminBoard.failed')}
          value={count(total.failed)}
          tone={total.failed > 0 ? 'alert' : 'plain'}
          to={links.orders(undefined, 'delivery_failed')}
        />
        <Tile
          testId="board-cash"
          label={t('adminBoard.cashSheetsOpen')}
          value={board.cashSheetsOpen === null ? '—' : count(board.cashSheetsOpen)}
          hint={board.cashSheetsOpen === null ? t('adminBoard.notAvailable') : undefined}
          to={board.cashSheetsOpen === null ? null : links.cashSheets()}
        />
        <Tile
          testId="board-low-stock"
          label={t('adminBoard.lowStock')}
          value={count(board.lowStock)}
          hint={t('adminBoard.lowStockHint', { max: LOW_STOCK_AT })}
          tone={board.lowStock > 0 ? 'alert' : 'plain'}
          to={links.lowStock()}
        />
        <Tile
          testId="board-leads"
          label={t('adminBoard.leads')}
          value={count(board.leads.total)}
          hint={t('adminBoard.leadsRecent', { count: board.leads.recent })}
          to={links.leads()}
        />
      </ul>
      <Panel className="!p-0">
        <h2 className="px-4 pt-4 text-lg font-bold sm:px-6">{t('adminBoard.slots')}</h2>
        {board.slots.length === 0 ? (
          <p className="px-4 pb-4 pt-2 text-ink-soft sm:px-6">{t('adminBoard.noSlots')}</p>
        ) : (
          <>
            {busy.length === 0 ? (
              <p className="px-4 pt-2 text-ink-soft sm:px-6">{t('adminBoard.noOrders')}</p>
            ) : (
              <>
                <SlotTable board={board} slots={busy} links={links} />
                <SlotCards slots={busy} links={links} />
              </>
            )}
            {idle.length > 0 && (
              <p className="px-4 pb-4 pt-3 text-sm text-ink-soft sm:px-6" data-testid="board-idle-slots">
                {t('adminBoard.idleSlots', {
                  slots: idle.map((slot) => slotLabel(slot, tag, false)).join(', '),
                })}
              </p>
            )}
          </>
        )}
      </Panel>
    </>
  );
}

/** The vans of a slot: each van's orders and crates, linked to its round. */
function Vans({ slot, links, label }: { slot: Slot; links: BoardLinks; label: string }) {
  const { t } = useI18n();
  return (
    <ul className="space-y-0.5">
      {slot.vans.map((van) => (
        <li key={van.id} className="whitespace-nowrap">
          <Link to={links.round(slot.id, van.id)} className="text-forest underline">
            <span className="font-semibold">{van.name}</span>
            <span className="sr-only"> · {label}</span>
          </Link>{' '}
          <span className="text-ink-soft tabular-nums">
            {t('adminBoard.vanOrders', { orders: van.orders, crates: van.crates })}
          </span>
        </li>
      ))}
    </ul>
  );
}

const HEAD: MessageKey[] = [
  'adminBoard.slot',
  'adminBoard.orders',
  'adminBoard.crates',
  'adminBoard.vans',
  'adminBoard.picking',
  'adminBoard.delivered',
  'adminBoard.failedShort',
];

/** Desktop: one row a slot, and the day's total. */
function SlotTable({ board, slots, links }: { board: BoardData; slots: Slot[]; links: BoardLinks }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="mt-2 w-full text-sm" data-testid="board-slots">
        <caption className="sr-only">{t('adminBoard.slots')}</caption>
        <thead>
          <tr className="border-b border-line text-left text-ink-soft">
            {HEAD.map((key) => (
              <th key={key} scope="col" className="px-4 py-2 font-semibold first:sm:pl-6 last:sm:pr-6">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {slots.map((slot) => {
            const label = t('adminBoard.ofSlot', { slot: slotLabel(slot, tag, false) });
            return (
              <tr key={slot.id} className="align-top" data-testid="board-slot" data-slot={slot.id}>
                <th scope="row" className="whitespace-nowrap px-4 py-3 text-left font-semibold sm:pl-6">
                  {slotLabel(slot, tag, false)}
                </th>
                <td className="px-4 py-3">
                  <Figure
                    to={links.orders(slot.id)}
                    value={slot.orders}
                    context={`${t('adminBoard.orders')}, ${label}`}
                  />
                  <span className="block text-xs text-ink-soft">
                    {t('adminBoard.places', { orders: slot.orders, capacity: slot.capacity })}
                  </span>
                </td>
                <td className="px-4 py-3 tabular-nums">{slot.crates}</td>
                <td className="px-4 py-3">
                  <Vans slot={slot} links={links} label={label} />
                </td>
                <td className="px-4 py-3">
                  {slot.lines > 0 ? (
                    <Link to={links.picking(slot.id)} className="block text-forest underline">
                      <Progress picked={slot.pickedLines} lines={slot.lines} />
                      <span className="sr-only"> · {label}</span>
                    </Link>
                  ) : (
                    <Progress picked={0} lines={0} />
                  )}
                </td>
                <td className="px-4 py-3">
                  <Figure
                    to={links.orders(slot.id, 'delivered')}
                    value={slot.delivered}
                    context={`${t('adminBoard.delivered')}, ${label}`}
                  />
                </td>
                <td className="px-4 py-3 sm:pr-6">
                  <Figure
                    to={links.orders(slot.id, 'delivery_failed')}
                    value={slot.failed}
                    context={`${t('adminBoard.failed')}, ${label}`}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-line bg-cream/60 font-semibold">
            <th scope="row" className="px-4 py-3 text-left sm:pl-6">
              {t('adminBoard.total')}
            </th>
            <td className="px-4 py-3 tabular-nums">{board.total.orders}</td>
            <td className="px-4 py-3 tabular-nums">{board.total.crates}</td>
            <td className="px-4 py-3" />
            <td className="px-4 py-3">
              <Progress picked={board.total.pickedLines} lines={board.total.lines} />
            </td>
            <td className="px-4 py-3 tabular-nums">{board.total.delivered}</td>
            <td className="px-4 py-3 tabular-nums sm:pr-6">{board.total.failed}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Phone: one card a slot, the same figures and links. */
function SlotCards({ slots, links }: { slots: Slot[]; links: BoardLinks }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  return (
    <ul className="divide-y divide-line md:hidden" data-testid="board-slot-cards">
      {slots.map((slot) => {
        const label = t('adminBoard.ofSlot', { slot: slotLabel(slot, tag, false) });
        return (
          <li key={slot.id} className="px-4 py-3" data-testid="board-slot-card" data-slot={slot.id}>
            <h3 className="font-bold">{slotLabel(slot, tag, false)}</h3>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-ink-soft">{t('adminBoard.orders')}</dt>
                <dd>
                  <Figure
                    to={links.orders(slot.id)}
                    value={slot.orders}
                    context={`${t('adminBoard.orders')}, ${label}`}
                  />{' '}
                  <span className="text-xs text-ink-soft">
                    {t('adminBoard.places', { orders: slot.orders, capacity: slot.capacity })}
                  </span>
                </dd>
              </div>
              <div>
                <dt className="text-ink-soft">{t('adminBoard.crates')}</dt>
                <dd className="tabular-nums">{slot.crates}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">{t('adminBoard.delivered')}</dt>
                <dd>
                  <Figure
                    to={links.orders(slot.id, 'delivered')}
                    value={slot.delivered}
                    context={`${t('adminBoard.delivered')}, ${label}`}
                  />
                </dd>
              </div>
              <div>
                <dt className="text-ink-soft">{t('adminBoard.failed')}</dt>
                <dd>
                  <Figure
                    to={links.orders(slot.id, 'delivery_failed')}
                    value={slot.failed}
                    context={`${t('adminBoard.failed')}, ${label}`}
                  />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-ink-soft">{t('adminBoard.picking')}</dt>
                <dd>
                  {slot.lines > 0 ? (
                    <Link to={links.picking(slot.id)} className="block text-forest underline">
                      <Progress picked={slot.pickedLines} lines={slot.lines} />
                      <span className="sr-only"> · {label}</span>
                    </Link>
                  ) : (
                    <Progress picked={0} lines={0} />
                  )}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-ink-soft">{t('adminBoard.vans')}</dt>
                <dd>
                  <Vans slot={slot} links={links} label={label} />
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
