import type { BackOfficeRole } from '@consigne/domain';
import { adminUrl, BACK_OFFICE, type BackOfficeSection } from '../../admin-pages';
import type { MessageKey } from '../../i18n';

interface AdminNavItem {
  to: string;
  label: MessageKey;
  /** Who sees the entry (the API enforces the same on every call). */
  roles: readonly BackOfficeRole[];
  /** Only the exact path marks it current. */
  end: boolean;
}

const entryUrl = (section: BackOfficeSection) => adminUrl(section.pages[0].path);

/**
 * The nav, one entry per section of the registry. An entry another section's URL lies under (the
 * dashboard, the slots above their operations, the deposits above the ones never returned) is current
 * on its exact URL only, or both would light up.
 */
const ADMIN_NAV: readonly AdminNavItem[] = BACK_OFFICE.map((section) => {
  const to = entryUrl(section);
  return {
    to,
    label: section.label,
    roles: section.roles,
    end: BACK_OFFICE.some((other) => entryUrl(other).startsWith(`${to}/`)),
  };
});

export const navFor = (role: BackOfficeRole) => ADMIN_NAV.filter((item) => item.roles.includes(role));
