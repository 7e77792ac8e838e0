import { PEPPOL_SCHEMES } from '@consigne/domain';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/mon-compte.entreprise';
import { fieldMessage, Notice } from '../components/account/Notice';
import { TextField } from '../components/ui/TextField';
import { useI18n, type MessageKey } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'accountArea.business.title' };

const FIELDS = ['companyName', 'siren', 'vatNumber', 'peppolId'];

/** The account's business identity: its invoices carry it and are Factur-X (login required). */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const result = await serverApi(args.request, args.context).call(routes.getBusinessProfile);
  if (result.error !== null) throw data(result.error, { status: result.status || 500 });
  return { profile: result.data.profile };
}

type FieldErrors = Array<{ field: string; message: string }>;
interface ActionResult {
  done: 'saved' | 'removed' | null;
  error: string | null;
  errors: FieldErrors;
}

/** Intent 'save': the identity, checked by the API (field by field); intent 'remove': none any more. */
export async function action(args: Route.ActionArgs) {
  await runGuards(['auth'], args);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  if (form.get('intent') === 'remove') {
    const removed = await api.call(routes.deleteBusinessProfile);
    return removed.error === null
      ? ({ done: 'removed', error: null, errors: [] } satisfies ActionResult)
      : data<ActionResult>(
          { done: null, error: removed.error, errors: [] },
          { status: removed.status || 400 },
        );
  }
  const scheme = text('peppolScheme');
  const saved = await api.call(routes.updateBusinessProfile, {
    body: {
      companyName: text('companyName'),
      siren: text('siren') || null,
      vatNumber: text('vatNumber') || null,
      peppolScheme: (PEPPOL_SCHEMES as readonly string[]).includes(scheme)
        ? (scheme as (typeof PEPPOL_SCHEMES)[number])
        : null,
      peppolId: text('peppolId') || null,
    },
  });
  return saved.error === null
    ? ({ done: 'saved', error: null, errors: [] } satisfies ActionResult)
    : data<ActionResult>(
        { done: null, error: saved.error, errors: saved.errors ?? [] },
        { status: saved.status || 400 },
      );
}

export default function Business() {
  const { t, prefix } = useI18n();
  const { profile } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const general =
    outcome?.error && !outcome.errors.some((e) => FIELDS.includes(e.field)) ? outcome.error : null;
  const schemes: Array<[string, MessageKey]> = PEPPOL_SCHEMES.map((s) => [
    s,
    `accountArea.business.scheme.${s}`,
  ]);
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('accountArea.business.title') })}</title>
      <Link
        to={`${prefix}/mon-compte`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-forest underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('accountArea.business.back')}
      </Link>
      <section aria-labelledby="business-title" className="card mt-4 max-w-2xl p-6 sm:p-8">
        <h2 id="business-title" className="text-xl font-bold">
          {t('accountArea.business.title')}
        </h2>
        <p className="mt-2 text-ink-soft">{t('accountArea.business.intro')}</p>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="intent" value="save" />
          {outcome?.done === 'saved' && (
            <Notice kind="success" testId="business-saved">
              {t('accountArea.business.saved')}
            </Notice>
          )}
          {outcome?.done === 'removed' && (
            <Notice kind="success" testId="business-removed">
              {t('accountArea.business.removed')}
            </Notice>
          )}
          {general && <Notice kind="error">{general}</Notice>}
          <TextField
            id="companyName"
            name="companyName"
            label={t('accountArea.business.companyName')}
            autoComplete="organization"
            required
            maxLength={120}
            defaultValue={profile?.companyName ?? ''}
            error={fieldMessage(outcome?.errors, 'companyName')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <TextField
                id="siren"
                name="siren"
                label={t('accountArea.business.siren')}
                inputMode="numeric"
                maxLength={20}
                defaultValue={profile?.siren ?? ''}
                error={fieldMessage(outcome?.errors, 'siren')}
              />
              <p className="mt-1 text-sm text-ink-soft">{t('accountArea.business.sirenHint')}</p>
            </div>
            <div>
              <TextField
                id="vatNumber"
                name="vatNumber"
                label={t('accountArea.business.vatNumber')}
                maxLength={20}
                defaultValue={profile?.vatNumber ?? ''}
                error={fieldMessage(outcome?.errors, 'vatNumber')}
              />
              <p className="mt-1 text-sm text-ink-soft">{t('accountArea.business.vatNumberHint')}</p>
            </div>
          </div>
          <fieldset className="rounded-2xl border border-line p-4">
            <legend className="px-1 font-semibold">{t('accountArea.business.endpoint')}</legend>
            <p className="text-sm text-ink-soft">{t('accountArea.business.endpointHint')}</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="peppolScheme" className="field-label">
                  {t('accountArea.business.scheme')}
                </label>
                <select
                  id="peppolScheme"
                  name="peppolScheme"
                  className="field-input"
                  defaultValue={profile?.peppolScheme ?? ''}
                >
                  <option value="">{t('accountArea.business.schemeNone')}</option>
                  {schemes.map(([value, key]) => (
                    <option key={value} value={value}>
                      {t(key)}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                id="peppolId"
                name="peppolId"
                label={t('accountArea.business.endpointId')}
                maxLength={60}
                defaultValue={profile?.peppolId ?? ''}
                error={fieldMessage(outcome?.errors, 'peppolId')}
              />
            </div>
          </fieldset>
          <p className="text-sm text-ink-soft">{t('accountArea.business.issuedUnchanged')}</p>
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
            {t('accountArea.business.save')}
          </button>
        </Form>
        {profile && (
          <Form method="post" className="mt-6 border-t border-line pt-4">
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="btn btn-outline w-full sm:w-auto" disabled={busy}>
              {t('accountArea.business.remove')}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
