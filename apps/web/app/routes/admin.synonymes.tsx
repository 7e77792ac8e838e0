import {
  createSynonymSetBody,
  deleteSynonymSetQuery,
  updateSynonymSetBody,
  type CallResponse,
} from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { LOCALES, type Locale } from '@consigne/domain';
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.synonymes';
import { Notice } from '../components/account/Notice';
import { AdminForm, SelectField, SubmitButton, TextAreaField } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, requireAdmin } from '../lib/admin.server';
import { refusalOf } from '../lib/admin-form.server';
import type { FormAnswer } from '../lib/admin-form';
import { intent, parseIntent, unreachable } from '../lib/form-intent.server';

type SynonymSet = CallResponse<'listSearchSynonyms'>['sets'][number];

const DONE = {
  create: 'adminSearch.created',
  update: 'adminSearch.updated',
  delete: 'adminSearch.deleted',
} as const;
type Done = keyof typeof DONE;

const localeOf = (value: string | null): Locale => LOCALES.find((l) => l === value) ?? 'fr';

/**
 * /admin/synonymes?langue=: the search's synonym sets of one storefront locale (admins only) — added,
 * edited, removed; the next search uses them on every instance (docs/search.md#synonyms-how-staff-edit-them).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const searchLocale = localeOf(url.searchParams.get('langue'));
  const result = await adminApi(request, context).call(routes.listSearchSynonyms, {
    query: { searchLocale },
  });
  if (result.error !== null)
    throw data({ forbidden: result.status === 403 }, { status: result.status || 502 });
  const fait = url.searchParams.get('fait');
  const done = fait && Object.hasOwn(DONE, fait) ? (fait as Done) : null;
  return { searchLocale, sets: result.data.sets, done };
}

/** A set's terms as typed in the text area: one a line, blank lines left out. */
const termsOf = (form: FormData) =>
  String(form.get('terms') ?? '')
    .split(/\r?\n/)
    .map((term) => term.trim())
    .filter(Boolean);

const INTENTS = {
  create: intent(createSynonymSetBody, (form) => ({
    searchLocale: form.get('searchLocale'),
    terms: termsOf(form),
  })),
  update: intent(updateSynonymSetBody, (form) => ({
    version: Number(form.get('version')),
    terms: termsOf(form),
  })),
  delete: intent(deleteSynonymSetQuery, (form) => ({ version: String(form.get('version') ?? '') })),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const api = adminApi(request, context);
  const id = Number(form.get('id')) || 0;
  const answer = (result: Awaited<ReturnType<typeof api.call>>, done: Done) =>
    result.error !== null
      ? refusalOf(result, done)
      : redirect(`/admin/synonymes?langue=${localeOf(String(form.get('searchLocale')))}&fait=${done}`);
  switch (parsed.value.intent) {
    case 'create':
      return answer(await api.call(routes.createSearchSynonymSet, { body: parsed.value.body }), 'create');
    case 'update':
      return answer(
        await api.call(routes.updateSearchSynonymSet, { params: { id }, body: parsed.value.body }),
        'update',
      );
    case 'delete':
      return answer(
        await api.call(routes.deleteSearchSynonymSet, { params: { id }, query: parsed.value.body }),
        'delete',
      );
    default:
      return unreachable(parsed.value);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminSearch.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function SynonymsPage() {
  const { t } = useI18n();
  const { searchLocale, sets, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <AdminPage title={t('adminSearch.title')} intro={t('adminSearch.intro')}>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <SelectField
          id="synonyms-locale"
          name="langue"
          label={t('adminSearch.language')}
          defaultValue={searchLocale}
          options={LOCALES.map((l) => [l, t(`adminSearch.locale.${l}`)] as const)}
        />
        <button type="submit" className="btn btn-outline">
          {t('adminSearch.show')}
        </button>
      </Form>
      {done && (
        <Notice kind="success" className="mb-4" testId="synonyms-done">
          {t(DONE[done])}
        </Notice>
      )}
      <Panel className="mb-6">
        <h2 className="mb-3 text-lg font-bold">{t('adminSearch.newSet')}</h2>
        <SetForm
          set={null}
          searchLocale={searchLocale}
          result={failed?.intent === 'create' ? failed : undefined}
        />
      </Panel>
      <Panel>
        <h2 className="mb-3 text-lg font-bold">{t('adminSearch.sets', { count: sets.length })}</h2>
        {sets.length === 0 && <p>{t('adminSearch.empty')}</p>}
        <ul className="grid gap-4 lg:grid-cols-2">
          {sets.map((set) => (
            <li key={`${set.id}-${set.version}`} className="rounded-card border border-line p-3">
              <SetForm
                set={set}
                searchLocale={searchLocale}
                result={failed && failed.intent !== 'create' ? failed : undefined}
              />
            </li>
          ))}
        </ul>
      </Panel>
    </AdminPage>
  );
}

/** One set's terms, one a line, with save and delete (or the new set's form). */
function SetForm({
  set,
  searchLocale,
  result,
}: {
  set: SynonymSet | null;
  searchLocale: Locale;
  result: FormAnswer | undefined;
}) {
  const { t } = useI18n();
  const key = set ? `set-${set.id}` : 'set-new';
  return (
    <AdminForm
      result={result}
      label={set ? t('adminSearch.setLabel', { terms: set.terms.join(', ') }) : t('adminSearch.newSet')}
      className="grid gap-3"
    >
      <input type="hidden" name="searchLocale" value={searchLocale} />
      {set && <input type="hidden" name="id" value={set.id} />}
      {set && <input type="hidden" name="version" value={set.version} />}
      <TextAreaField
        name="terms"
        id={`${key}-terms`}
        label={t('adminSearch.terms')}
        hint={set ? undefined : t('adminSearch.termsHint')}
        rows={set ? Math.min(set.terms.length, 6) : 4}
        defaultValue={set?.terms.join('\n') ?? ''}
      />
      <div className="flex gap-2">
        <SubmitButton
          name="intent"
          value={set ? 'update' : 'create'}
          className="btn btn-primary min-h-10 px-4 text-sm"
        >
          {set ? t('adminSearch.save') : t('adminSearch.add')}
        </SubmitButton>
        {set && (
          <SubmitButton name="intent" value="delete" className="btn btn-outline min-h-10 px-4 text-sm">
            {t('adminSearch.delete')}
          </SubmitButton>
        )}
      </div>
    </AdminForm>
  );
}
