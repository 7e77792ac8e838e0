import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.contenus';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Pagination } from '../components/admin/Pagination';
import { Notice } from '../components/account/Notice';
import { useI18n, type MessageKey } from '../i18n';
import { formatDateTime, adminMeta } from '../lib/admin';
import { adminApi, pageParam, requireAdmin } from '../lib/admin.server';
import { AdminSearch } from '../components/admin/Filters';

const POSTS_PER_PAGE = 20;

/** /admin/contenus: editorial pages and CGV, then blog articles (drafts and scheduled ones included). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() || undefined;
  const api = adminApi(request, context);
  const [pages, posts] = await Promise.all([
    api.call(routes.listAdminPages),
    api.call(routes.listAdminBlogPosts, {
      query: { page: pageParam(url), perPage: POSTS_PER_PAGE, q },
    }),
  ]);
  return { pages: pages.data ?? [], posts: posts.data, error: pages.error ?? posts.error, q: q ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.content.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

const STATE_STYLE = {
  draft: 'bg-sand text-ink',
  scheduled: 'bg-warning-soft text-warning',
  published: 'bg-leaf-soft text-forest',
} as const;

function StateBadge({ state }: { state: keyof typeof STATE_STYLE }) {
  const { t } = useI18n();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}>
      {t(`admin.content.badge.${state}` as MessageKey)}
    </span>
  );
}

function Missing({ locales }: { locales: string[] }) {
  const { t } = useI18n();
  if (!locales.length) return <span className="text-ink-soft">{t('admin.content.complete')}</span>;
  return (
    <span className="text-warning">
      {t('admin.content.missingList', {
        locales: locales.map((l) => t(`admin.content.locale.${l}` as MessageKey)).join(', '),
      })}
    </span>
  );
}

const th = 'px-4 py-2';
const td = 'px-4 py-3';

export default function ContentList() {
  const { pages, posts, error, q } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <AdminPage title={t('admin.content.title')} intro={t('admin.content.intro')}>
      {error !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      <Panel className="mb-8 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">{t('admin.content.promoBar')}</h2>
          <p className="text-sm text-ink-soft">{t('admin.content.promoBarIntro')}</p>
        </div>
        <Link to="/admin/contenus/bandeau" className="btn btn-outline min-h-10 px-4 text-sm">
          {t('admin.content.promoBarEdit')}
        </Link>
      </Panel>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-bold">{t('admin.content.pages')}</h2>
        <Link to="/admin/contenus/pages/nouvelle" className="btn btn-outline min-h-10 px-4 text-sm">
          {t('admin.content.newPage')}
        </Link>
      </div>
      <Panel className="overflow-x-auto p-0 sm:p-0">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-line bg-sand/60">
            <tr>
              <th scope="col" className={th}>
                {t('admin.content.fieldTitle')}
              </th>
              <th scope="col" className={th}>
                {t('admin.content.status')}
              </th>
              <th scope="col" className={th}>
                {t('admin.content.translations')}
              </th>
              <th scope="col" className={th}>
                {t('admin.content.updatedAt')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {pages.map((page) => (
              <tr key={page.id}>
                <th scope="row" className={`${td} font-semibold`}>
                  <Link
                    to={`/admin/contenus/pages/${page.id}`}
                    className="text-forest underline underline-offset-4"
                  >
                    {page.title}
                  </Link>
                  {page.key && <span className="ml-2 text-xs text-ink-soft">{page.key}</span>}
                </th>
                <td className={td}>
                  <StateBadge state={page.status} />
                </td>
                <td className={td}>
                  <Missing locales={page.missingLocales} />
                </td>
                <td className={td}>{formatDateTime(page.updatedAt, intlTag(locale))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>

      <div className="mb-3 mt-10 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-bold">{t('admin.content.blog')}</h2>
        <div className="flex flex-wrap items-end gap-3">
          <AdminSearch
            id="post-search"
            label={t('admin.content.search')}
            submitLabel={t('admin.content.searchButton')}
            value={q}
          />
          <Link to="/admin/contenus/blog/nouveau" className="btn btn-primary min-h-10 px-4 text-sm">
            {t('admin.content.newPost')}
          </Link>
        </div>
      </div>
      {posts && (
        <Panel className="overflow-x-auto p-0 sm:p-0">
          {posts.rows.length === 0 ? (
            <p className="p-6 text-ink-soft">{t('admin.content.noPost')}</p>
          ) : (
            <table className="w-full min-w-[44rem] text-left text-sm">
              <thead className="border-b border-line bg-sand/60">
                <tr>
                  <th scope="col" className={th}>
                    {t('admin.content.fieldTitle')}
                  </th>
                  <th scope="col" className={th}>
                    {t('admin.content.status')}
                  </th>
                  <th scope="col" className={th}>
                    {t('admin.content.publishedAt')}
                  </th>
                  <th scope="col" className={th}>
                    {t('admin.content.translations')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {posts.rows.map((post) => (
                  <tr key={post.id}>
                    <th scope="row" className={`${td} font-semibold`}>
                      <Link
                        to={`/admin/contenus/blog/${post.id}`}
                        className="text-forest underline underline-offset-4"
                      >
                        {post.title}
                      </Link>
                    </th>
                    <td className={td}>
                      <StateBadge state={post.state} />
                    </td>
                    <td className={td}>{formatDateTime(post.publishedAt, intlTag(locale))}</td>
                    <td className={td}>
                      <Missing locales={post.missingLocales} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
      )}
      {posts && <Pagination page={posts.page} perPage={posts.perPage} total={posts.total} />}
    </AdminPage>
  );
}
