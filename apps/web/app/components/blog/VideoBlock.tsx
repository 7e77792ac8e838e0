import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n';

/**
 * An article's video ('Impossible de charger la vidéo' with retry). preload="none" keeps
 * the page light; a file on our own host is checked with a HEAD request so a missing video shows
 * its error state at once rather than after a click. Retry mounts a fresh player that loads the
 * file again.
 */
export function VideoBlock({ src, poster, title }: { src: string; poster?: string; title: string }) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    // An error raised before hydration never reached onError: read it from the element.
    if (video.current?.error) setFailed(true);
    if (!src.startsWith('/') || src.startsWith('//')) return;
    const controller = new AbortController();
    fetch(src, { method: 'HEAD', signal: controller.signal })
      .then((response) => {
        if (!response.ok) setFailed(true);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [src, attempt]);

  return (
    <figure className="overflow-hidden rounded-2xl bg-ink shadow-sm" data-testid="blog-video">
      {failed ? (
        <div
          role="alert"
          className="flex aspect-video w-full flex-col items-center justify-center gap-4 bg-ink px-6 text-center text-white"
        >
          <svg
            viewBox="0 0 24 24"
            width="44"
            height="44"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <rect x="3" y="5" width="18" height="14" rx="3" />
            <path d="m10 9.5 4.5 2.5-4.5 2.5z" fill="currentColor" />
            <path d="M4 4l16 16" strokeLinecap="round" />
          </svg>
          <p className="text-lg font-semibold">{t('blog.videoError')}</p>
          <button
            type="button"
            className="btn bg-brand-yellow text-ink hover:bg-brand-yellow-dark"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('blog.videoRetry')}
          </button>
        </div>
      ) : (
        <video
          key={attempt}
          ref={video}
          src={src}
          poster={poster}
          controls
          // The first player waits for a click; a retry loads the file again.
          preload={attempt === 0 ? 'none' : 'metadata'}
          playsInline
          onError={() => setFailed(true)}
          aria-label={title}
          className="aspect-video w-full bg-ink"
        >
          {t('blog.videoFallback')}
        </video>
      )}
      <figcaption className="bg-white px-4 py-3 text-sm text-ink-soft">{title}</figcaption>
    </figure>
  );
}
