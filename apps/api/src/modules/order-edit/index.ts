// The order-edit module's front door: the one path that changes a placed order's lines (staff and shopper).
export { applyOrderEdit, recordOrderEdit, type AppliedEdit } from './core.js';
export { productsForOrder } from './products.js';
