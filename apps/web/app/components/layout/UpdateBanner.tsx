import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { createVersionWatcher, fetchBuildVersion, STALE_BUILD_EVENT } from '../../lib/build-version';
import { reloadOnChunkError } from '../../lib/chunk-reload';
import { pageBuildVersion } from '../../lib/router-globals';

/**
 * Start-up rules, on every page: a chunk that cannot be loaded reloads the page (once, see
 * chunk-reload.ts); and a newer build on the server is offered politely — a small banner above the
 * phones' bottom navigation, 'Recharger' or 'Plus tard', never a reload the shopper did not ask for.
 */
export function UpdateBanner() {
  const { t } = useI18n();
  const [newer, setNewer] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // Vite reports a dynamic import (or its preloads) that failed; so do unhandled rejections.
    const onPreloadError = (event: Event) =>
      void reloadOnChunkError((event as Event & { payload?: unknown }).payload);
    const onRejection = (event: PromiseRejectionEvent) => void reloadOnChunkError(event.reason);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);

    const current = pageBuildVersion();
    const watcher = current
      ? createVersionWatcher({
          current,
          fetchVersion: () => fetchBuildVersion(),
          onNewVersion: () => setNewer(true),
          isHidden: () => document.visibilityState === 'hidden',
        })
      : null;
    const wake = () => watcher?.wake();
    watcher?.start();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('focus', wake);
    window.addEventListener(STALE_BUILD_EVENT, wake);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
      watcher?.stop();
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('focus', wake);
      window.removeEventListener(STALE_BUILD_EVENT, wake);
    };
  }, []);

  const shown = newer && !dismissed;
  return (
    // The live region exists before its text, so screen readers announce the text when it comes.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 flex justify-center md:inset-x-auto md:bottom-6 md:right-6"
    >
      {shown && (
        <div
          data-testid="update-banner"
          className="pointer-events-auto grid w-full max-w-sm gap-2 rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-xl"
        >
          <p className="font-semibold">{t('shell.update.text')}</p>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setDismissed(true)}
              className="rounded-full px-3 py-2 font-semibold text-white/85 hover:bg-white/10 hover:text-white focus-visible:outline-white"
            >
              {t('shell.update.later')}
            </button>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="rounded-full bg-brand-yellow px-4 py-2 font-bold text-ink hover:bg-brand-yellow-dark focus-visible:outline-white"
            >
              {t('shell.update.reload')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
