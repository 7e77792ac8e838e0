import type { Locale } from '@consigne/domain';
import be from './be.js';
import type { FeatureMessages } from './define.js';
import es from './es.js';
import account from './features/account.js';
import blog from './features/blog.js';
import content from './features/content.js';
import driver from './features/driver.js';
import impact from './features/impact.js';
import orders from './features/orders.js';
import wallet from './features/wallet.js';
import emptiesPickup from './features/empties-pickup.js';
import { features } from './features/index.js';
import register from './features/register.js';
import sponsorship from './features/sponsorship.js';
import admin from './features/admin.js';
import adminCatalog from './features/admin-catalog.js';
import adminContent from './features/admin-content.js';
import adminOrders from './features/admin-orders.js';
import adminPicking from './features/admin-picking.js';
import adminSlots from './features/admin-slots.js';
import adminFigures from './features/admin-figures.js';
import adminForfeits from './features/admin-forfeits.js';
import adminAccounting from './features/admin-accounting.js';
import adminEReporting from './features/admin-ereporting.js';
import adminContainers from './features/admin-containers.js';
import adminRounds from './features/admin-rounds.js';
import adminRoundSettings from './features/admin-round-settings.js';
import adminBoard from './features/admin-board.js';
import adminOrderDoor from './features/admin-order-door.js';
import instructions from './features/delivery-instructions.js';
import door from './features/door.js';
import deliveryProof from './features/delivery-proof.js';
import deliveryFailure from './features/delivery-failure.js';
import tracking from './features/tracking.js';
import reservation from './features/slot-reservation.js';
import adminPromo from './features/admin-promo.js';
import adminSlotMarketing from './features/admin-slot-marketing.js';
import adminStock from './features/admin-stock.js';
import adminTaxonomy from './features/admin-taxonomy.js';
import adminCash from './features/admin-cash.js';
import adminSalesJournal from './features/admin-sales-journal.js';
import adminSearch from './features/admin-search.js';
import driverCash from './features/driver-cash.js';
import edge from './features/edge.js';
import { figuresCsvMessages as figuresCsv, mailMessages as mail } from '@consigne/contract';
import fr, { type MessageKey as CoreKey } from './fr.js';
import type { Messages } from './index.js';
import nlBE from './nl-BE.js';
import { sectionFeatures, type OptionalFeature } from './sections.js';

/**
 * All four catalogs, on the server only: a page receives just its locale's messages from the root
 * loader, so the browser never downloads the other three; and of those, only the features its
 * section uses (sections.ts).
 */
const CORE: Record<Locale, Record<CoreKey, string>> = { fr, es, be, 'nl-BE': nlBE };
/** The features only some sections receive (sections.ts), by name. */
export const OPTIONAL: Record<OptionalFeature, FeatureMessages<string>> = {
  account,
  register,
  blog,
  content,
  orders,
  wallet,
  emptiesPickup,
  driver,
  impact,
  sponsorship,
  admin,
  adminCatalog,
  adminStock,
  adminPromo,
  adminContent,
  adminTaxonomy,
  adminOrders,
  adminSlotMarketing,
  adminPicking,
  adminSlots,
  adminFigures,
  adminForfeits,
  adminAccounting,
  adminEReporting,
  adminContainers,
  adminRounds,
  adminRoundSettings,
  adminBoard,
  adminOrderDoor,
  instructions,
  door,
  deliveryProof,
  deliveryFailure,
  tracking,
  reservation,
  driverCash,
  adminCash,
  adminSalesJournal,
  adminSearch,
  edge,
  mail,
  figuresCsv,
};
const optional = new Set<FeatureMessages<string>>(Object.values(OPTIONAL));

const featureTexts = (locale: Locale, feature: FeatureMessages<string>): Record<string, string> =>
  locale === 'be' ? ({ ...feature.fr, ...feature.be } as Record<string, string>) : feature[locale];

function merge(locale: Locale, only?: (feature: FeatureMessages<string>) => boolean): Messages {
  const merged: Record<string, string> = { ...CORE[locale] };
  for (const feature of features as readonly FeatureMessages<string>[]) {
    if (!only || only(feature)) Object.assign(merged, featureTexts(locale, feature));
  }
  return merged as Messages;
}

/** Every message of each locale (tests, and server-side texts of any feature). */
export const catalogs: Record<Locale, Messages> = {
  fr: merge('fr'),
  es: merge('es'),
  be: merge('be'),
  'nl-BE': merge('nl-BE'),
};

/** The texts every page gets: core and all features but the optional ones (a new feature is in). */
const shared = (feature: FeatureMessages<string>) => !optional.has(feature);
const base: Record<Locale, Messages> = {
  fr: merge('fr', shared),
  es: merge('es', shared),
  be: merge('be', shared),
  'nl-BE': merge('nl-BE', shared),
};

const bySection = new Map<string, Messages>();

/**
 * The messages a page needs: its locale's core and shared features, plus its section's optional
 * features. Built once per locale and section, so every request reuses the same object.
 */
export function messagesFor(locale: Locale, pathname: string): Messages {
  const extra = sectionFeatures(pathname);
  if (!extra.length) return base[locale];
  const key = `${locale}:${extra.join(',')}`;
  let messages = bySection.get(key);
  if (!messages) {
    const merged: Record<string, string> = { ...base[locale] };
    for (const name of extra) Object.assign(merged, featureTexts(locale, OPTIONAL[name]));
    bySection.set(key, (messages = merged as Messages));
  }
  return messages;
}
