import { data, Link, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/blog.$slug';
import { LoadError } from '../components/blog/LoadError';
import { COVER_HEIGHT, COVER_WIDTH, formatPostDate, PostCard } from '../components/blog/PostCard';
import { VideoBlock } from '../components/blog/VideoBlock';
import { OgImage } from '../components/seo/OgImage';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { renderMarkdown } from '../lib/markdown.server';
import { useRootData } from '../lib/root-data';
import { isMissing } from '../lib/not-found';
import * as routes from '@consigne/contract/routes';

/** 'blog/{slug}': one article, its Markdown rendered here on the server, and related articles. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = serverApi(request, context);
  const [result, list] = await Promise.all([
    api.call(routes.getBlogPost, { params: { slug: params.slug } }),
    api.call(routes.listBlogPosts, { query: { limit: 4 } }),
  ]);
  if (isMissing(result.status)) throw data(null, { status: 404 });
  if (result.error !== null) return data({ failed: true as const }, { status: 503 });
  const { body, ...post } = result.data;
  return {
    failed: false as const,
    post: {
      ...post,
      html: renderMarkdown(body),
      minutes: Math.max(1, Math.ceil(body.split(/\s+/).length / 200)),
    },
    related: (list.data?.posts ?? []).filter((p) => p.slug !== post.slug).slice(0, 3),
  };
}

/** Typography of the rendered Markdown (no typography plugin: a few element rules). */
const PROSE = [
  'text-[1.0625rem] leading-relaxed text-ink/90',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink',
  '[&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink [&_em]:text-ink-soft',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-forest',
  '[&_a]:font-semibold [&_a]:text-forest [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-yellow [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:overflow-hidden [&_table]:rounded-xl [&_table]:text-left',
  '[&_th]:bg-sand [&_th]:px-4 [&_th]:py-2 [&_th]:font-semibold [&_td]:border-t [&_td]:border-line [&_td]:px-4 [&_td]:py-2',
].join(' ');

export default function BlogArticle() {
  const { t, locale, prefix } = useI18n();
  const loaded = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const origin = useRootData()?.origin ?? '';
  const canonical = <link rel="canonical" href={`${origin}${pathname}`} />;

  if (loaded.failed) {
    return (
      <>
        <title>{t('meta.titleSuffix', { title: t('blog.title') })}</title>
        <meta name="description" content={t('blog.description')} />
        {canonical}
        <div className="mx-auto max-w-screen-xl px-4 py-16 sm:px-6 lg:px-8">
          <LoadError message={t('blog.loadError')} retry={t('blog.retry')} />
        </div>
      </>
    );
  }

  const { post, related } = loaded;
  const initials = post.author
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <>
      <title>{t('meta.titleSuffix', { title: post.title })}</title>
      <meta name="description" content={post.excerpt} />
      {canonical}
      <meta property="og:type" content="article" />
      <meta property="og:title" content={post.title} />
      <OgImage origin={origin} image={post.cover} alt={post.title} />

      <article>
        <header className="bg-brand-yellow">
          <div className="mx-auto max-w-3xl px-4 pb-24 pt-6 sm:px-6 sm:pb-32 sm:pt-10">
            <nav aria-label={t('blog.breadcrumb')} className="text-sm font-semibold text-ink/70">
              <ol className="flex flex-wrap items-center gap-1.5">
                <li>
                  <Link to={prefix} className="hover:underline">
                    {t('blog.home')}
                  </Link>
                </li>
                <li aria-hidden="true">›</li>
                <li>
                  <Link to={`${prefix}/blog`} className="hover:underline">
                    {t('header.blog')}
                  </Link>
                </li>
              </ol>
            </nav>
            <h1 className="mt-4 text-3xl font-black leading-tight tracking-tight sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-4 text-lg text-ink/80">{post.excerpt}</p>
            <div className="mt-6 flex items-center gap-3 text-sm">
              <span
                aria-hidden="true"
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-forest font-bold text-white"
              >
                {initials}
              </span>
              <p>
                <span className="font-semibold">{t('blog.by', { author: post.author })}</span>
                <br />
                <span className="text-ink/70">
                  <time dateTime={post.publishedAt}>
                    {t('blog.publishedOn', { date: formatPostDate(post.publishedAt, locale) })}
                  </time>
                  {' · '}
                  {t('blog.readingTime', { minutes: post.minutes })}
                </span>
              </p>
            </div>
          </div>
        </header>

        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <img
            src={post.cover}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            fetchPriority="high"
            className="-mt-16 aspect-[40/21] h-auto w-full rounded-2xl bg-sand object-cover shadow-lg sm:-mt-24"
          />
          <div className={`mt-8 ${PROSE}`} dangerouslySetInnerHTML={{ __html: post.html }} />
          {post.videoUrl && (
            <section aria-label={t('blog.videoTitle')} className="mt-10">
              <VideoBlock src={post.videoUrl} poster={post.cover} title={post.title} />
            </section>
          )}

          <aside className="card mt-12 flex flex-col items-start gap-4 bg-forest p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <p className="text-xl font-extrabold">{t('blog.ctaTitle')}</p>
              <p className="mt-1 text-white/80">{t('blog.ctaText')}</p>
            </div>
            <Link
              to={`${prefix}/categories`}
              className="btn shrink-0 bg-brand-yellow text-ink hover:bg-brand-yellow-dark"
            >
              {t('blog.ctaButton')}
            </Link>
          </aside>
        </div>
      </article>

      <section aria-labelledby="related" className="mx-auto max-w-screen-xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <h2 id="related" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('blog.related')}
          </h2>
          <Link
            to={`${prefix}/blog`}
            className="font-semibold text-forest underline-offset-4 hover:underline"
          >
            {t('blog.backToList')}
          </Link>
        </div>
        {related.length > 0 && (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((p) => (
              <PostCard key={p.slug} post={p} headingLevel={3} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
