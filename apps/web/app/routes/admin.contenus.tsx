import * as routes from '@consigne/contract/routes';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.contenus';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { pageColumns, postColumns } from '../components/admin/content/list';
import { DataTable } from '../components/admin/DataTable';
import { FilterBar, searchFilter } from '../components/admin/Filters';
import { Pagination } from '../components/admin/Pagination';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { urlFilters } from '../lib/admin-list';
import { adminApi, pageParam, requireAdmin } from '../lib/admin.server';

const POSTS_PER_PAGE = 20;

/** /admin/contenus: editorial pages and CGV, then blog articles (drafts and scheduled ones included). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const api = adminApi(request, context);
  const [pages, posts] = await Promise.all([
    api.call(routes.listAdminPages),
    api.call(routes.listAdminBlogPosts, {
      query: { ...urlFilters(url, ['q']), page: pageParam(url), perPage: POSTS_PER_PAGE },
    }),
  ]);
  return { pages: pages.data ?? [], posts: posts.data, error: pages.error ?? posts.error };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.content.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

const SECTION_HEAD = 'mb-3 flex flex-wrap items-end justify-between gap-3';
const BUTTON = 'btn min-h-10 px-4 text-sm';

export default function ContentList() {
  const { pages, posts, error } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <AdminPage title={t('admin.content.title')} intro={t('admin.content.intro')}>
      {error !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      <Panel className="mb-8 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">{t('admin.content.promoBar')}</h2>
          <p className="text-sm text-ink-soft">{t('admin.content.promoBarIntro')}</p>
        </div>
        <Link to="/admin/contenus/bandeau" className={`${BUTTON} btn-outline`}>
          {t('admin.content.promoBarEdit')}
        </Link>
      </Panel>
      <div className={SECTION_HEAD}>
        <h2 className="text-lg font-bold">{t('admin.content.pages')}</h2>
        <Link to="/admin/contenus/pages/nouvelle" className={`${BUTTON} btn-outline`}>
          {t('admin.content.newPage')}
        </Link>
      </div>
      <DataTable
        rows={pages}
        columns={pageColumns}
        rowKey={(p) => p.id}
        caption={t('admin.content.pages')}
        empty={t('admin.content.noPage')}
        minWidth="min-w-[40rem]"
      />
      <div className={`${SECTION_HEAD} mt-10`}>
        <h2 className="text-lg font-bold">{t('admin.content.blog')}</h2>
        <Link to="/admin/contenus/blog/nouveau" className={`${BUTTON} btn-primary`}>
          {t('admin.content.newPost')}
        </Link>
      </div>
      <FilterBar label={t('admin.content.search')} filters={[searchFilter('admin.content.search')]} />
      {posts && (
        <>
          <DataTable
            rows={posts.rows}
            columns={postColumns}
            rowKey={(p) => p.id}
            caption={t('admin.content.blog')}
            empty={t('admin.content.noPost')}
          />
          <Pagination page={posts.page} perPage={posts.perPage} total={posts.total} />
        </>
      )}
    </AdminPage>
  );
}
