import { SHOP_TIME_ZONE, dateTimeFormat } from '@consigne/domain';
import { useRouteLoaderData } from 'react-router';
import type { MessageKey } from '../i18n';
import type { AdminAccount } from './admin.server';
import type { RootData } from './root-data';

/** The route id of the back-office's layout, whose loader holds the staff account. */
const ADMIN_LAYOUT_ID = 'admin-layout';

/** The logged-in staff account (inside /admin only). */
export function useAdminAccount(): AdminAccount {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ID) as { account: AdminAccount } | undefined;
  if (!data) throw new Error('useAdminAccount outside the back-office layout');
  return data.account;
}

/** A date and time as the back-office shows it: 24-hour, in the shop's time zone. */
export function formatDateTime(iso: string, tag: string): string {
  return dateTimeFormat(tag, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

type MetaMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/**
 * A back-office page's meta: its title in the reader's language (from the root's messages; `name` — a
 * product's, a code's — when the page is about one), and never
 * indexed (a page's meta replaces its parents', so every page returns both).
 */
export function adminMeta(matches: MetaMatches, title: MessageKey = 'admin.title', name?: string | null) {
  const messages = (matches.find((m) => m?.id === 'root')?.data as RootData | undefined)?.messages;
  const backOffice = messages?.['admin.title'] ?? 'Back-office';
  const text = name || (messages?.[title] ?? backOffice);
  return [
    { title: title === 'admin.title' && !name ? `${text} · consigne` : `${text} · ${backOffice} consigne` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
