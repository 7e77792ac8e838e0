import { passwordProblem } from '@consigne/domain';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password.nouveau';
import { fieldMessage, Notice } from '../components/account/Notice';
import { Canonical } from '../components/seo/Canonical';
import { TextField } from '../components/ui/TextField';
import { useI18n, type MessageKey } from '../i18n';
import { serverApi } from '../lib/api.server';
import * as routes from '@consigne/contract/routes';

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** The link of the e-mail: is it still usable? (known, unused, not expired) */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) return { token, valid: false };
  const result = await serverApi(request, context).call(routes.verifyPasswordResetToken, {
    body: { token },
    skipAuth: true,
  });
  return { token, valid: result.data?.valid === true };
}

type Problem = { field: 'password' | 'confirm'; key: MessageKey };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const password = String(form.get('password') ?? '');
  const confirm = String(form.get('confirm') ?? '');
  const length = passwordProblem(password);
  const problem: Problem | null = length
    ? {
        field: 'password',
        key: length === 'tooShort' ? 'accountArea.passwordTooShort' : 'accountArea.passwordTooLong',
      }
    : password !== confirm
      ? { field: 'confirm', key: 'accountArea.passwordMismatch' }
      : null;
  if (problem)
    return data({ done: false, invalid: false, problem, error: null, errors: undefined }, { status: 400 });

  const result = await serverApi(request, context).call(routes.resetPassword, {
    body: { token, password },
    skipAuth: true,
  });
  if (result.error === null)
    return { done: true, invalid: false, problem: null, error: null, errors: undefined };
  const invalid = result.errors?.some((e) => e.field === 'token') ?? false;
  return data(
    { done: false, invalid, problem: null, error: result.error, errors: result.errors },
    { status: 400 },
  );
}

export default function NewPassword() {
  const { t, prefix } = useI18n();
  const { token, valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const title = t('accountArea.reset.newTitle');
  const problem = result?.problem;
  const apiPasswordError = fieldMessage(result?.errors, 'password');

  let body;
  if (result?.done) {
    body = (
      <div data-testid="reset-done">
        <div
          aria-hidden="true"
          className="grid h-14 w-14 place-items-center rounded-full bg-leaf-soft text-2xl text-forest"
        >
          ✓
        </div>
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('accountArea.reset.doneTitle')}
        </h1>
        <p role="status" className="mt-3">
          {t('accountArea.reset.done')}
        </p>
        <Link to={`${prefix}/login`} className="btn btn-primary mt-6 w-full">
          {t('accountArea.reset.login')}
        </Link>
      </div>
    );
  } else if (!valid || result?.invalid) {
    body = (
      <div data-testid="reset-invalid">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('accountArea.reset.invalidTitle')}
        </h1>
        <Notice kind="error" className="mt-4">
          {t('accountArea.reset.invalid')}
        </Notice>
        <Link to={`${prefix}/reset-password`} className="btn btn-primary mt-6 w-full">
          {t('accountArea.reset.again')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('accountArea.reset.newHeading')}
        </h1>
        <p className="mt-2 text-ink-soft">{t('accountArea.passwordRule')}</p>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          {result?.error && !apiPasswordError && <Notice kind="error">{result.error}</Notice>}
          <input type="hidden" name="token" value={token} />
          <TextField
            id="password"
            name="password"
            type="password"
            label={t('accountArea.reset.newPassword')}
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            error={problem?.field === 'password' ? t(problem.key) : apiPasswordError}
          />
          <TextField
            id="confirm"
            name="confirm"
            type="password"
            label={t('accountArea.reset.confirmPassword')}
            autoComplete="new-password"
            required
            error={problem?.field === 'confirm' ? t(problem.key) : undefined}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
            {t('accountArea.reset.save')}
          </button>
        </Form>
      </>
    );
  }

  return (
    <>
      <title>{t('meta.titleSuffix', { title })}</title>
      <Canonical />
      <div className="card mx-auto w-full max-w-md p-6 sm:p-8">{body}</div>
    </>
  );
}
