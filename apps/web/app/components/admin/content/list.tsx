import type { CallResponse } from '@consigne/contract';
import { type MessageKey, type Translate } from '../../../i18n';
import { formatDateTime } from '../../../lib/admin';
import type { RowOf } from '../../../lib/admin-list';
import type { Column } from '../DataTable';

type Page = CallResponse<'listAdminPages'>[number];
type Post = RowOf<'listAdminBlogPosts'>;
type State = Post['state'];

const STATE_STYLE = {
  draft: 'bg-sand text-ink',
  scheduled: 'bg-warning-soft text-warning',
  published: 'bg-leaf-soft text-forest',
} as const satisfies Record<State, string>;

const stateBadge = (state: State, t: Translate) => (
  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}>
    {t(`admin.content.badge.${state}` as MessageKey)}
  </span>
);

/** The locales a text lacks, or that it is complete. */
const missing = (locales: readonly string[], t: Translate) =>
  locales.length ? (
    <span className="text-warning">
      {t('admin.content.missingList', {
        locales: locales.map((l) => t(`admin.content.locale.${l}` as MessageKey)).join(', '),
      })}
    </span>
  ) : (
    <span className="text-ink-soft">{t('admin.content.complete')}</span>
  );

const KEY = 'ml-2 break-all text-xs text-ink-soft';

/** The title, a link to its editor under `editor`. */
const titleColumn = <R extends { id: number; title: string }>(editor: string): Column<R> => ({
  key: 'title',
  header: 'admin.content.fieldTitle',
  link: (r) => `${editor}/${r.id}`,
  value: (r) => r.title,
});

const translationsColumn = <R extends { missingLocales: readonly string[] }>(): Column<R> => ({
  key: 'translations',
  header: 'admin.content.translations',
  cell: (r, { t }) => missing(r.missingLocales, t),
});

/** The editorial pages and CGV: title (and the key the shop links them by), state, translations, last change. */
export const pageColumns: Column<Page>[] = [
  {
    ...titleColumn<Page>('/admin/contenus/pages'),
    after: (p) => p.key && <span className={KEY}>{p.key}</span>,
  },
  { key: 'status', header: 'admin.content.status', cell: (p, { t }) => stateBadge(p.status, t) },
  translationsColumn(),
  {
    key: 'updatedAt',
    header: 'admin.content.updatedAt',
    value: (p, { tag }) => formatDateTime(p.updatedAt, tag),
  },
];

/** The blog's articles: title, state (a published one with a future date is scheduled), date, translations. */
export const postColumns: Column<Post>[] = [
  titleColumn('/admin/contenus/blog'),
  { key: 'state', header: 'admin.content.status', cell: (p, { t }) => stateBadge(p.state, t) },
  {
    key: 'publishedAt',
    header: 'admin.content.publishedAt',
    value: (p, { tag }) => formatDateTime(p.publishedAt, tag),
  },
  translationsColumn(),
];
