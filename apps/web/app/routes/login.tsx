import { isBackOfficeRole, sameSitePath } from '@consigne/domain';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from 'react-router';
import type { Route } from './+types/login';
import { TextField } from '../components/ui/TextField';
import { Canonical } from '../components/seo/Canonical';
import { useI18n } from '../i18n';
import { guestApi, tokenApi } from '../lib/api.server';
import { isSecureRequest, tokenCookies } from '../lib/cookies';
import { runGuards } from '../lib/guards.server';
import { detectLocale } from '../lib/locale';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

/** The auth layout's calm background (per-route option). */
export const handle: PageHandle = { background: '/backdrop-bottles.svg' };

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['login'], args);
  // The demo credentials are printed only where the demo accounts exist (SEED_DEMO).
  const config = await guestApi(args.request, args.context).call(routes.getShopConfig);
  return { demoAccounts: config.data?.demoAccounts === true };
}

/**
 * Login: posts the credentials, stores the tokens in the access_token and refresh_token
 * cookies, then navigates to the given path (default home). Errors come back to the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const username = String(form.get('username') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const locale = detectLocale(request);
  if (!username || !password)
    return data({ error: 'required' as const, message: null, username }, { status: 400 });

  const api = guestApi(request, context);
  const result = await api.login(username, password);
  if (result.error !== null) {
    return data(
      { error: 'failed' as const, message: result.error, username },
      { status: result.status === 429 ? 429 : 401 },
    );
  }
  // A safe redirect target wins; else staff go to the back-office, a driver to their round, a shopper home.
  let target = sameSitePath(form.get('redirect'));
  if (target === null) {
    const user = await tokenApi(request, context, result.data.token).call(routes.getUser);
    const role = user.data?.role;
    target = isBackOfficeRole(role) ? '/admin' : `/${locale}${role === 'operator' ? '/livreur' : ''}`;
  }
  const headers = new Headers();
  for (const cookie of tokenCookies(
    { token: result.data.token, refreshToken: result.data.refresh_token },
    isSecureRequest(request),
  )) {
    headers.append('Set-Cookie', cookie);
  }
  return redirect(target, { headers });
}

export default function Login() {
  const { t } = useI18n();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const errorText =
    result?.error === 'required'
      ? t('login.required')
      : result?.error === 'failed'
        ? (result.message ?? t('login.error'))
        : null;

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('login.title') })}</title>
      <Canonical />
      <div className="card mx-auto w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('login.heading')}</h1>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="redirect" value={params.get('redirect') ?? ''} />
          {errorText && (
            <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
              {errorText}
            </p>
          )}
          <TextField
            id="username"
            name="username"
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            defaultValue={result?.username ?? ''}
          />
          <TextField
            id="password"
            name="password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
            {t('login.submit')}
          </button>
        </Form>
        <div className="mt-5 flex flex-col gap-2 text-sm">
          <Link
            to="../reset-password"
            relative="path"
            className="font-semibold text-forest underline-offset-4 hover:underline"
          >
            {t('login.forgot')}
          </Link>
          <p>
            {t('login.noAccount')}{' '}
            <Link
              to="../inscription/step1"
              relative="path"
              className="font-semibold text-forest underline-offset-4 hover:underline"
            >
              {t('login.register')}
            </Link>
          </p>
        </div>
        {loaded?.demoAccounts && (
          <p data-testid="login-demo" className="mt-6 rounded-xl bg-sand px-4 py-3 text-xs text-ink-soft">
            {t('login.demo')}
          </p>
        )}
      </div>
    </>
  );
}
