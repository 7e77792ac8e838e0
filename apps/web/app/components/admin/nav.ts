import type { BackOfficeRole } from '@consigne/domain';
import type { MessageKey } from '../../i18n';

interface AdminNavItem {
  to: string;
  label: MessageKey;
  /** Who sees the entry (the API enforces the same on every call). */
  roles: readonly BackOfficeRole[];
  /** Only the exact path marks it current (the dashboard, a section with sub-sections of its own). */
  end?: boolean;
}

const everyone = ['admin', 'manager'] as const;
const admins = ['admin'] as const;

/**
 * The back-office's sections. Managers run their warehouses' entries, prices, stock, slots, orders and
 * picking, and read their figures; the shared catalogue, promotions, content, staff and the audit log are
 * the admins'.
 */
const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'admin.nav.dashboard', roles: everyone, end: true },
  { to: '/admin/produits', label: 'admin.nav.products', roles: everyone },
  { to: '/admin/prix-et-stocks', label: 'admin.nav.stock', roles: everyone },
  { to: '/admin/commandes', label: 'admin.nav.orders', roles: everyone },
  // 'end': the slot operations below live under /admin/creneaux too.
  { to: '/admin/creneaux', label: 'admin.nav.slots', roles: everyone, end: true },
  { to: '/admin/creneaux/operations', label: 'admin.nav.slotMarketing', roles: everyone },
  { to: '/admin/preparation', label: 'admin.nav.picking', roles: everyone },
  { to: '/admin/tournees', label: 'adminRounds.title', roles: everyone },
  // 'end': the deposits never returned live under /admin/consignes too.
  { to: '/admin/consignes', label: 'adminRounds.ledger.title', roles: everyone, end: true },
  { to: '/admin/consignes/non-rendues', label: 'adminForfeits.title', roles: everyone },
  { to: '/admin/clients', label: 'admin.nav.customers', roles: everyone },
  { to: '/admin/chiffres', label: 'adminFigures.title', roles: everyone },
  { to: '/admin/rayons', label: 'admin.nav.taxonomy', roles: admins },
  { to: '/admin/codes-promo', label: 'admin.nav.promotions', roles: admins },
  { to: '/admin/contenus', label: 'admin.nav.content', roles: admins },
  { to: '/admin/redirections', label: 'admin.nav.redirects', roles: admins },
  { to: '/admin/equipe', label: 'admin.nav.team', roles: admins },
  { to: '/admin/journal', label: 'admin.nav.audit', roles: admins },
];

export const navFor = (role: BackOfficeRole) => ADMIN_NAV.filter((item) => item.roles.includes(role));
