import {
  describeEmpties,
  fromApiLocale,
  intlTag,
  rejectedCounts,
  REJECT_REASONS,
  type ApiLocale,
  type EmptiesUnit,
  type RejectLine,
  type RejectReason,
} from '@consigne/domain';
import type { PendingDepositKind } from '../../db/schema/index.js';
import { message, type MessageKey } from '../../lib/messages.js';

const UNIT_KEYS: Record<EmptiesUnit, MessageKey> = {
  crate: 'depositCrate',
  largeBottle: 'depositLargeBottle',
  smallBottle: 'depositSmallBottle',
};

export interface DepositMovement {
  kind: PendingDepositKind | null;
  orderId: number | null;
  crates: number | null;
  largeBottles: number | null;
  smallBottles: number | null;
  /** Legacy French text, for rows written before the counts were kept. */
  description: string | null;
  /** A refusal's lines. */
  refused?: readonly RejectLine[];
}

const REASON_KEYS: Record<RejectReason, MessageKey> = {
  broken: 'depositRefusedBroken',
  foreign: 'depositRefusedForeign',
};

/** "2 grandes bouteilles cassées ; 1 petite bouteille d'une autre marque": a refusal's lines, by reason. */
function refusedItems(lines: readonly RejectLine[], locale: ApiLocale): string {
  const tag = intlTag(fromApiLocale(locale));
  return REJECT_REASONS.flatMap((reason) => {
    const ofReason = lines.filter((l) => l.reason === reason);
    if (ofReason.length === 0) return [];
    const items = describeEmpties(rejectedCounts(ofReason), tag, (unit, count) =>
      message(locale, UNIT_KEYS[unit], { count }),
    );
    const count = ofReason.reduce((n, l) => n + l.count, 0);
    return [message(locale, REASON_KEYS[reason], { items, count })];
  }).join(message(locale, 'depositRefusedSeparator'));
}

/**
 * A pending-deposit movement in the reader's language, e.g. "Commande n° 12 : 3 caisses, 24 grandes
 * bouteilles et 7 petites bouteilles" or "Leeggoed opgehaald: 1 bak". A legacy row without counts
 * keeps the French text it was written with.
 */
export function depositDescription(row: DepositMovement, locale: ApiLocale): string {
  const { kind, crates, largeBottles, smallBottles } = row;
  if (kind === 'forfeited') return message(locale, 'depositForfeited');
  if (kind === 'refused')
    return message(locale, 'depositRefused', { items: refusedItems(row.refused ?? [], locale) });
  if (kind === null || crates === null || largeBottles === null || smallBottles === null) {
    return row.description ?? message(locale, 'depositOther');
  }
  const items = describeEmpties(
    { crates, largeBottles, smallBottles },
    intlTag(fromApiLocale(locale)),
    (unit, count) => message(locale, UNIT_KEYS[unit], { count }),
  );
  if (kind === 'collection') return message(locale, 'depositCollection', { items });
  return row.orderId === null
    ? message(locale, 'depositDeliveryNoOrder', { items })
    : message(locale, 'depositDelivery', { id: String(row.orderId), items });
}
