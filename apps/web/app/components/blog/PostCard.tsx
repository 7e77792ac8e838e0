import { intlTag, type Locale, dateTimeFormat } from '@consigne/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';

/** GET /api/blog item. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  author: string;
  cover: string;
  hasVideo: boolean;
}

/** Covers are generated at 1200×630. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** '4 novembre 2026', '4 de noviembre de 2026', '4 november 2026' — same on server and browser. */
export function formatPostDate(iso: string, locale: Locale): string {
  return dateTimeFormat(intlTag(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}

/** An article teaser; the whole card is clickable through the title link (one link per card). */
export function PostCard({
  post,
  featured = false,
  eager = false,
  headingLevel = 2,
}: {
  post: BlogPostSummary;
  featured?: boolean;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, locale, prefix } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`card group relative flex overflow-hidden transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-forest ${
        featured ? 'flex-col md:grid md:grid-cols-[1.25fr_1fr]' : 'flex-col'
      }`}
      data-testid="blog-card"
    >
      <div className="relative overflow-hidden bg-sand">
        <img
          src={post.cover}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={`aspect-[40/21] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] ${
            featured ? 'md:aspect-auto md:h-full' : ''
          }`}
        />
        {post.hasVideo && (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-white">
            <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" fill="currentColor">
              <path d="M7 4.5v15l12-7.5z" />
            </svg>
            {t('blog.video')}
          </span>
        )}
      </div>
      <div className={`flex flex-1 flex-col ${featured ? 'p-6 sm:p-8 md:justify-center' : 'p-5 sm:p-6'}`}>
        <p className="text-sm text-ink-soft">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
        </p>
        <Heading
          className={`mt-2 font-extrabold tracking-tight text-ink ${
            featured ? 'text-2xl sm:text-3xl' : 'text-xl'
          }`}
        >
          <Link
            to={`${prefix}/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className={`mt-3 text-ink-soft ${featured ? 'text-base sm:text-lg' : 'line-clamp-3'}`}>
          {post.excerpt}
        </p>
        <p className="mt-auto pt-4 text-sm font-semibold text-forest" aria-hidden="true">
          {t('blog.readMore')} →
        </p>
      </div>
    </article>
  );
}
