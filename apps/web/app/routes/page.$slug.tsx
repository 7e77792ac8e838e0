import { intlTag, dateTimeFormat } from '@consigne/domain';
import { data, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/page.$slug';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { renderMarkdown } from '../lib/markdown.server';
import { useRootData } from '../lib/root-data';
import { isMissing } from '../lib/not-found';
import * as routes from '@consigne/contract/routes';

/**
 * Typography of the rendered Markdown (h2/h3, paragraphs, lists, tables, links), as Tailwind
 * utilities on the container since the HTML comes from the server.
 */
const PROSE_CLASSES = [
  'text-base leading-[1.75] text-ink/90 sm:text-[1.0625rem] [&>:first-child]:mt-0',
  '[&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-balance [&_h2]:text-[1.375rem] sm:[&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:leading-tight [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mb-2 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink',
  '[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-ink',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:font-bold [&_li::marker]:text-forest',
  '[&_a]:font-semibold [&_a]:text-forest [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-4 [&_a:hover]:text-forest-dark',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-yellow [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-[0.9375rem]',
  '[&_th]:border-b-2 [&_th]:border-line [&_th]:bg-sand [&_th]:px-3 [&_th]:py-2.5 [&_th]:font-semibold [&_th]:text-ink',
  '[&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2.5 [&_td]:align-top',
  '[&_hr]:my-10 [&_hr]:border-line',
].join(' ');

/**
 * Editorial pages (page/{slug}): by slug, or by configured key (page/cgv). The Markdown is
 * rendered here, on the server; an unknown page is the non-fatal 404 page of the root boundary.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await serverApi(request, context).call(routes.getPage, { params: { slug: params.slug } });
  if (isMissing(result.status)) throw data(null, { status: 404 });
  if (result.error !== null) throw data(null, { status: 502 });
  const { body, ...page } = result.data;
  return { page, html: renderMarkdown(body) };
}

export default function ContentPage() {
  const { t, locale, prefix } = useI18n();
  const { page, html } = useLoaderData<typeof loader>();
  const origin = useRootData()?.origin ?? '';
  // A page reached by its key (page/cgv) names its slug URL as the canonical one.
  const canonical = `${origin}${prefix}/page/${page.slug}`;
  const updated = dateTimeFormat(intlTag(locale), {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(page.updatedAt));

  return (
    <>
      <title>{t('meta.titleSuffix', { title: page.title })}</title>
      <meta name="description" content={page.summary} />
      <link rel="canonical" href={canonical} />

      <header className="bg-brand-yellow">
        <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pb-20 sm:pt-10">
          <nav aria-label={t('content.breadcrumb')} className="text-sm font-medium text-ink/75">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <li>
                <Link to={prefix} className="underline-offset-4 hover:text-ink hover:underline">
                  {t('content.home')}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="text-ink">
                {page.title}
              </li>
            </ol>
          </nav>
          <h1 className="mt-5 text-balance text-3xl font-black leading-[1.1] tracking-tight sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-4 max-w-2xl text-pretty text-lg leading-relaxed text-ink/80 sm:text-xl">
            {page.summary}
          </p>
        </div>
      </header>

      <div className="mx-auto -mt-10 max-w-3xl px-4 pb-16 sm:px-6 sm:pb-20">
        <article className="card px-5 py-8 sm:px-10 sm:py-12">
          <div className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: html }} />
          <p className="mt-10 border-t border-line pt-5 text-sm text-ink-soft">
            {t('content.updatedAt', { date: updated })}
          </p>
        </article>

        <aside className="mt-8 flex flex-col gap-4 rounded-[var(--radius-card)] bg-leaf-soft p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-extrabold text-forest">{t('content.helpTitle')}</h2>
            <p className="mt-1 text-ink-soft">{t('content.helpText')}</p>
          </div>
          <Link to={`${prefix}/1ere-fois`} className="btn btn-outline shrink-0 text-center">
            {t('content.helpFirstTime')}
          </Link>
        </aside>
      </div>
    </>
  );
}
