import { Form, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useI18n } from '../../i18n';

/**
 * The back-office's error page: 403 for a customer or a driver (log in with another account), 403 for a
 * manager on an admin-only page (inside the layout: pages export it as their ErrorBoundary), a 404 for
 * something that does not exist, else the generic message with a way back.
 */
export function AdminErrorBoundary() {
  // Read from the router, not from props: a re-exported ErrorBoundary is not given them.
  const error = useRouteError();
  const { t, prefix } = useI18n();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const adminOnly = forbidden && Boolean((error.data as { adminOnly?: boolean } | null)?.adminOnly);
  // An order, a product… that does not exist (or no longer): said as such, with the way back inside.
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold">
        {forbidden ? t('admin.forbidden.title') : t(missing ? 'admin.notFound' : 'admin.loadError')}
      </h1>
      {forbidden && (
        <p className="mt-3 text-ink-soft">
          {t(adminOnly ? 'admin.forbidden.adminOnly' : 'admin.forbidden.text')}
        </p>
      )}
      <div className="mt-6 flex justify-center gap-3">
        <Link to={adminOnly || missing ? '/admin' : prefix} className="btn btn-outline">
          {t(adminOnly || missing ? 'admin.nav.dashboard' : 'admin.nav.shop')}
        </Link>
        {forbidden && !adminOnly && (
          <Form method="post" action={`${prefix}/logout`}>
            <button type="submit" className="btn btn-primary">
              {t('admin.forbidden.switch')}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
