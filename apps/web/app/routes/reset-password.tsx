import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { Notice } from '../components/account/Notice';
import { Canonical } from '../components/seo/Canonical';
import { TextField } from '../components/ui/TextField';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

/** The auth layout's calm background (per-route option). */
export const handle: PageHandle = { background: '/backdrop-bottles.svg' };

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/**
 * Password reset: the request, then the sent confirmation. The API answers the same
 * whether or not the account exists, and so does this page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  if (!email) return data({ sent: false as const, email, error: null, required: true }, { status: 400 });
  const result = await serverApi(request, context).call(routes.requestPasswordReset, {
    body: { email },
    skipAuth: true,
  });
  if (result.error !== null)
    return data(
      { sent: false as const, email, error: result.error, required: false },
      { status: result.status === 429 ? 429 : 400 },
    );
  return { sent: true as const, email, error: null, required: false };
}

export default function ResetPassword() {
  const { t, prefix } = useI18n();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const title = t('accountArea.reset.title');

  return (
    <>
      <title>{t('meta.titleSuffix', { title })}</title>
      <Canonical />
      <div className="card mx-auto w-full max-w-md p-6 sm:p-8">
        {result?.sent ? (
          <div data-testid="reset-sent">
            <div
              aria-hidden="true"
              className="grid h-14 w-14 place-items-center rounded-full bg-leaf-soft text-2xl"
            >
              ✉️
            </div>
            <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t('accountArea.reset.sentTitle')}
            </h1>
            <p role="status" className="mt-3 text-ink">
              {t('accountArea.reset.sent', { email: result.email })}
            </p>
            <p className="mt-3 text-sm text-ink-soft">{t('accountArea.reset.sentHint')}</p>
            <div className="mt-6 flex flex-col gap-3">
              <Link to={`${prefix}/login`} className="btn btn-primary w-full">
                {t('accountArea.reset.backToLogin')}
              </Link>
              <Link to="." reloadDocument className="btn btn-outline w-full">
                {t('accountArea.reset.again')}
              </Link>
            </div>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t('accountArea.reset.heading')}
            </h1>
            <p className="mt-2 text-ink-soft">{t('accountArea.reset.intro')}</p>
            <Form method="post" className="mt-6 space-y-4" noValidate>
              {result?.error && <Notice kind="error">{result.error}</Notice>}
              <TextField
                id="email"
                name="email"
                type="email"
                label={t('accountArea.reset.email')}
                autoComplete="email"
                required
                defaultValue={result?.email ?? ''}
                error={result?.required ? t('accountArea.reset.emailRequired') : undefined}
              />
              <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
                {t('accountArea.reset.submit')}
              </button>
            </Form>
            <Link
              to={`${prefix}/login`}
              className="mt-5 inline-block text-sm font-semibold text-forest underline-offset-4 hover:underline"
            >
              {t('accountArea.reset.backToLogin')}
            </Link>
          </>
        )}
      </div>
    </>
  );
}
