import { data, Link, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/blog._index';
import { LoadError } from '../components/blog/LoadError';
import { PostCard } from '../components/blog/PostCard';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { useRootData } from '../lib/root-data';
import * as routes from '@consigne/contract/routes';

/** Articles per page: a featured article and a row of three on the first page. */
const PAGE_SIZE = 4;

/** 'blog': the article list, paginated with ?page= (page 1 has no parameter). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('page');
  const page = raw === null ? 1 : Number(raw);
  if (!/^\d{1,4}$/.test(raw ?? '1') || page < 1) throw data(null, { status: 404 });

  const result = await serverApi(request, context).call(routes.listBlogPosts, {
    query: { page, limit: PAGE_SIZE },
  });
  if (result.status === 404) throw data(null, { status: 404 });
  if (result.error !== null) {
    return data({ failed: true as const, page, posts: [], count: 0, pages: 0 }, { status: 503 });
  }
  const { posts, count } = result.data;
  // A page past the end is not a page of the blog.
  if (page > 1 && posts.length === 0) throw data(null, { status: 404 });
  return { failed: false as const, page, posts, count, pages: Math.max(1, Math.ceil(count / PAGE_SIZE)) };
}

const pageSearch = (page: number) => (page > 1 ? `?page=${page}` : '');

export default function BlogIndex() {
  const { t, prefix } = useI18n();
  const { failed, page, posts, pages } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const origin = useRootData()?.origin ?? '';
  const title = page > 1 ? t('blog.pageTitle', { title: t('blog.metaTitle'), page }) : t('blog.metaTitle');
  const [featured, ...rest] = page === 1 ? posts : [];
  const grid = page === 1 ? rest : posts;

  return (
    <>
      <title>{t('meta.titleSuffix', { title })}</title>
      <meta name="description" content={t('blog.description')} />
      <link rel="canonical" href={`${origin}${pathname}${pageSearch(page)}`} />

      <section className="bg-brand-yellow">
        <div className="mx-auto max-w-screen-xl px-4 pb-10 pt-6 sm:px-6 sm:pb-14 sm:pt-10 lg:px-8">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{t('blog.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink/80">{t('blog.intro')}</p>
        </div>
      </section>

      <div className="mx-auto max-w-screen-xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {failed ? (
          <LoadError
            message={t('blog.loadError')}
            retry={t('blog.retry')}
            keep={page > 1 ? { page: String(page) } : {}}
          />
        ) : posts.length === 0 ? (
          <div className="card mx-auto max-w-xl px-6 py-10 text-center" data-testid="blog-empty">
            <p className="text-lg font-semibold">{t('blog.empty')}</p>
            <Link to={prefix} className="btn btn-outline mt-6">
              {t('blog.home')}
            </Link>
          </div>
        ) : (
          <>
            {featured && <PostCard post={featured} featured eager />}
            {grid.length > 0 && (
              <div className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${featured ? 'mt-8' : ''}`}>
                {grid.map((post, i) => (
                  <PostCard key={post.slug} post={post} eager={!featured && i < 3} />
                ))}
              </div>
            )}
            {pages > 1 && (
              <nav
                aria-label={t('blog.pagination')}
                className="mt-12 flex flex-col items-center gap-4 sm:flex-row sm:justify-between"
              >
                {page > 1 ? (
                  <Link to={{ search: pageSearch(page - 1) }} rel="prev" className="btn btn-outline">
                    ← {t('blog.newer')}
                  </Link>
                ) : (
                  <span className="hidden sm:block sm:w-48" />
                )}
                <p className="text-sm font-semibold text-ink-soft">{t('blog.pageOf', { page, pages })}</p>
                {page < pages ? (
                  <Link to={{ search: pageSearch(page + 1) }} rel="next" className="btn btn-outline">
                    {t('blog.older')} →
                  </Link>
                ) : (
                  <span className="hidden sm:block sm:w-48" />
                )}
              </nav>
            )}
          </>
        )}
      </div>
    </>
  );
}
