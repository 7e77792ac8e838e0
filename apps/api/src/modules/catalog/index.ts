// The catalog module's front door: what other modules may use of it.
export {
  effectiveDiscount,
  effectiveDiscountSql,
  type EntryFields,
  entryMinimumAge,
  entryView,
  isOrderableEntry,
  localized,
  orderableEntrySql,
  productImageUrl,
  productNameIn,
  productThumbUrl,
  productWarehousesByIds,
} from './service.js';
export { entryFieldsSql } from './read-model.js';
