import { data, Link, redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/not-found';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

/**
 * An unmatched route under a locale: first the server-supplied redirect of the path, if any (an
 * absolute target is a full page navigation); else the non-fatal 404 page in the default layout.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { data: found } = await serverApi(request, context).call(routes.listRedirects, {
    query: { path: url.pathname },
    skipAuth: true,
  });
  if (found) {
    const absolute = /^https?:\/\//.test(found.target);
    throw absolute
      ? redirectDocument(found.target, found.status)
      : redirect(`${found.target}${url.search}`, found.status);
  }
  return data(null, { status: 404 });
}

export const handle: PageHandle = { appDownload: true };

export default function NotFound() {
  const { t, prefix } = useI18n();
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('error.notFoundTitle') })}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p className="text-7xl font-black tracking-tight text-forest" aria-hidden="true">
          404
        </p>
        <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{t('error.notFound')}</h1>
        <Link to={prefix} className="btn btn-primary mt-8">
          {t('error.backHome')}
        </Link>
      </div>
    </>
  );
}
