import {
  fromApiLocale,
  LOCALES,
  passwordProblem,
  toApiLocale,
  isLocale,
  type Locale,
} from '@consigne/domain';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/mes-informations';
import { fieldMessage, Notice } from '../components/account/Notice';
import { TextField } from '../components/ui/TextField';
import { translator, useI18n, type MessageKey } from '../i18n';
import { catalogs } from '../i18n/catalogs.server';
import { currentUser, serverApi } from '../lib/api.server';
import { parseCookies, REFRESH_TOKEN_COOKIE } from '../lib/cookies';
import { runGuards } from '../lib/guards.server';
import { detectLocale } from '../lib/locale';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'account.info' };

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const user = (await currentUser(args.request, args.context))!;
  const preferences = await serverApi(args.request, args.context).call(routes.getPreferences);
  return {
    user: { firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone ?? '' },
    language: preferences.data ? fromApiLocale(preferences.data.locale) : null,
  };
}

type FieldErrors = Array<{ field: string; message: string }>;
interface ActionResult {
  intent: 'profile' | 'password';
  ok: boolean;
  error: string | null;
  errors: FieldErrors;
}

const result = (
  intent: ActionResult['intent'],
  ok: boolean,
  error: string | null = null,
  errors: FieldErrors = [],
) =>
  ok ? { intent, ok, error, errors } : data<ActionResult>({ intent, ok, error, errors }, { status: 400 });

/** Two forms on one page: the profile (PATCH /user) and the password (POST /user/password). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const get = (name: string) => String(form.get(name) ?? '');
  const api = serverApi(request, context);
  const locale = detectLocale(request);
  const t = translator(catalogs[locale], locale);

  if (get('intent') === 'password') {
    const currentPassword = get('currentPassword');
    const newPassword = get('newPassword');
    const errors: FieldErrors = [];
    if (!currentPassword) errors.push({ field: 'currentPassword', message: t('accountArea.required') });
    const length = passwordProblem(newPassword);
    if (length)
      errors.push({
        field: 'newPassword',
        message: t(length === 'tooShort' ? 'accountArea.passwordTooShort' : 'accountArea.passwordTooLong'),
      });
    else if (newPassword !== get('confirmPassword'))
      errors.push({ field: 'confirmPassword', message: t('accountArea.passwordMismatch') });
    if (errors.length) return result('password', false, null, errors);
    // The login of this browser stays open; the other devices are logged out.
    const refreshToken = parseCookies(request.headers.get('cookie'))[REFRESH_TOKEN_COOKIE];
    const changed = await api.call(routes.changePassword, {
      body: { currentPassword, newPassword, refresh_token: refreshToken },
    });
    return changed.error === null
      ? result('password', true)
      : result('password', false, changed.error, changed.errors ?? []);
  }

  const firstname = get('firstname').trim();
  const lastname = get('lastname').trim();
  const language = get('language');
  const errors: FieldErrors = [];
  if (!firstname) errors.push({ field: 'firstname', message: t('accountArea.required') });
  if (!lastname) errors.push({ field: 'lastname', message: t('accountArea.required') });
  if (errors.length) return result('profile', false, null, errors);
  const updated = await api.call(routes.updateProfile, {
    body: {
      firstname,
      lastname,
      phone: get('phone').trim() || null,
      ...(isLocale(language) ? { locale: toApiLocale(language) } : {}),
    },
  });
  return updated.error === null
    ? result('profile', true)
    : result('profile', false, updated.error, updated.errors ?? []);
}

const FIELDS = ['firstname', 'lastname', 'phone', 'currentPassword', 'newPassword', 'confirmPassword'];

function PasswordInput({
  id,
  label,
  error,
  autoComplete,
}: {
  id: string;
  label: string;
  error?: string;
  autoComplete: string;
}) {
  return (
    <TextField
      id={id}
      name={id}
      type="password"
      label={label}
      autoComplete={autoComplete}
      required
      error={error}
    />
  );
}

export default function Informations() {
  const { t, prefix, locale } = useI18n();
  const { user, language } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const profile = outcome?.intent === 'profile' ? outcome : undefined;
  const password = outcome?.intent === 'password' ? outcome : undefined;
  const languages: Array<[Locale, MessageKey]> = LOCALES.map((l) => [l, `accountArea.lang.${l}`]);
  // Field errors show next to their field; any other failure above the form.
  const general = (o?: ActionResult) =>
    o && !o.ok && o.error && !o.errors.some((e) => FIELDS.includes(e.field)) ? o.error : null;

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('account.info') })}</title>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="profile-title" className="card p-6 sm:p-8">
          <h2 id="profile-title" className="text-xl font-bold">
            {t('accountArea.info.profileTitle')}
          </h2>
          <Form method="post" className="mt-5 space-y-4" noValidate>
            <input type="hidden" name="intent" value="profile" />
            {profile?.ok && (
              <Notice kind="success" testId="profile-saved">
                {t('accountArea.info.saved')}
              </Notice>
            )}
            {general(profile) && <Notice kind="error">{general(profile)}</Notice>}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="firstname"
                name="firstname"
                label={t('accountArea.info.firstname')}
                autoComplete="given-name"
                required
                maxLength={60}
                defaultValue={user.firstname}
                error={fieldMessage(profile?.errors, 'firstname')}
              />
              <TextField
                id="lastname"
                name="lastname"
                label={t('accountArea.info.lastname')}
                autoComplete="family-name"
                required
                maxLength={60}
                defaultValue={user.lastname}
                error={fieldMessage(profile?.errors, 'lastname')}
              />
            </div>
            <div>
              <TextField
                id="email"
                label={t('accountArea.info.email')}
                type="email"
                value={user.email}
                readOnly
                aria-describedby="email-hint"
                className="field-input bg-cream text-ink-soft"
              />
              <p id="email-hint" className="mt-1 text-sm text-ink-soft">
                {t('accountArea.info.emailHint')}
              </p>
            </div>
            <div>
              <TextField
                id="phone"
                name="phone"
                type="tel"
                label={t('accountArea.info.phone')}
                autoComplete="tel"
                maxLength={20}
                defaultValue={user.phone}
                error={fieldMessage(profile?.errors, 'phone')}
              />
              <p className="mt-1 text-sm text-ink-soft">{t('accountArea.info.phoneHint')}</p>
            </div>
            <div>
              <label htmlFor="language" className="field-label">
                {t('accountArea.info.language')}
              </label>
              <select id="language" name="language" className="field-input" defaultValue={language ?? locale}>
                {languages.map(([value, key]) => (
                  <option key={value} value={value}>
                    {t(key)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy('profile')}>
              {t('accountArea.info.save')}
            </button>
          </Form>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="password-title" className="card p-6 sm:p-8">
            <h2 id="password-title" className="text-xl font-bold">
              {t('accountArea.info.passwordTitle')}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">{t('accountArea.info.passwordIntro')}</p>
            <Form method="post" className="mt-5 space-y-4" noValidate>
              <input type="hidden" name="intent" value="password" />
              {password?.ok && (
                <Notice kind="success" testId="password-changed">
                  {t('accountArea.info.passwordChanged')}
                </Notice>
              )}
              {general(password) && <Notice kind="error">{general(password)}</Notice>}
              <PasswordInput
                id="currentPassword"
                label={t('accountArea.info.currentPassword')}
                autoComplete="current-password"
                error={fieldMessage(password?.errors, 'currentPassword')}
              />
              <div>
                <PasswordInput
                  id="newPassword"
                  label={t('accountArea.info.newPassword')}
                  autoComplete="new-password"
                  error={fieldMessage(password?.errors, 'newPassword')}
                />
                <p className="mt-1 text-sm text-ink-soft">{t('accountArea.passwordRule')}</p>
              </div>
              <PasswordInput
                id="confirmPassword"
                label={t('accountArea.info.confirmPassword')}
                autoComplete="new-password"
                error={fieldMessage(password?.errors, 'confirmPassword')}
              />
              <button type="submit" className="btn btn-outline w-full sm:w-auto" disabled={busy('password')}>
                {t('accountArea.info.changePassword')}
              </button>
            </Form>
          </section>

          <Link
            to={`${prefix}/mon-compte/newsletter-et-communications`}
            className="card flex items-center justify-between gap-4 p-6 transition-shadow hover:shadow-md"
          >
            <span>
              <span className="block font-bold">{t('accountArea.newsletter.title')}</span>
              <span className="mt-1 block text-sm text-ink-soft">
                {t('accountArea.info.communicationsText')}
              </span>
            </span>
            <span aria-hidden="true" className="text-2xl text-forest">
              →
            </span>
          </Link>
        </div>
      </div>
    </>
  );
}
