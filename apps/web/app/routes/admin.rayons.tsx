import {
  createCategoryBody,
  createRayonBody,
  createTagBody,
  id as recordId,
  moveTaxonomyBody,
  updateTagBody,
} from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import type { ReactNode } from 'react';
import { useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.rayons';
import { AdminForm, SelectField, SubmitButton } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DataTable, type Column } from '../components/admin/DataTable';
import {
  entryColumns,
  entryRowProps,
  rayonRows,
  tagRows,
  type EntryRow,
} from '../components/admin/taxonomy/entries';
import { NamesFields, namesFromForm } from '../components/admin/taxonomy/NamesFields';
import { RayonLookFields } from '../components/admin/taxonomy/RayonLookFields';
import {
  loadTaxonomy,
  MOVE_ROUTE,
  TAXONOMY_KINDS,
  UPDATE_ROUTE,
} from '../components/admin/taxonomy/taxonomy.server';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import type { FormAnswer } from '../lib/admin-form';
import { answerOf, refusalOf } from '../lib/admin-form.server';
import { adminApi, requireAdmin } from '../lib/admin.server';
import { intent, parseIntent, refusalWith, unreachable, type ParsedIntent } from '../lib/form-intent.server';

/** /admin/rayons: Rayons with their categories, and tags — order, visibility, translations (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadTaxonomy(request, context);
}

/** Which entry a row's button is about: its kind and id. */
const entryOf = { kind: z.enum(TAXONOMY_KINDS), id: recordId() };

/** The page's actions, each with the API's schema of its body: a row's move or visibility, or a new entry. */
const INTENTS = {
  move: intent(moveTaxonomyBody.extend(entryOf)),
  visibility: intent(updateTagBody.extend(entryOf), (form) => ({
    kind: form.get('kind'),
    id: Number(form.get('id')),
    version: Number(form.get('version')),
    isHidden: form.get('isHidden') === 'true',
  })),
  createRayon: intent(createRayonBody, (form) => ({
    names: namesFromForm(form),
    icon: String(form.get('icon') ?? ''),
    color: String(form.get('color') ?? ''),
  })),
  createCategory: intent(createCategoryBody, (form) => ({
    names: namesFromForm(form),
    masterId: Number(form.get('masterId')),
  })),
  createTag: intent(createTagBody, (form) => ({ names: namesFromForm(form) })),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  // A row's refusal is shown above the tables; a new entry's beside its fields.
  if (!parsed.ok) return refusalWith(parsed.refusal, form.has('id') ? { id: String(form.get('id')) } : {});
  const { intent } = parsed.value;
  const api = adminApi(request, context);
  switch (parsed.value.intent) {
    case 'move':
    case 'visibility': {
      const id = String(parsed.value.body.id);
      const result = await changeRow(api, parsed.value);
      if (result.error !== null) return refusalWith(refusalOf(result, intent), { id });
      return { ok: true as const, intent, id };
    }
    case 'createRayon':
    case 'createCategory':
    case 'createTag': {
      const { names } = parsed.value.body;
      const created = await create(api, parsed.value);
      return answerOf(
        created,
        ({ id }) => ({ ok: true as const, intent, id: String(id), name: names.fr }),
        intent,
      );
    }
    default:
      return unreachable(parsed.value);
  }
}

type RowChange = Extract<ParsedIntent<typeof INTENTS>, { intent: 'move' | 'visibility' }>;

/** A row's button: the entry moved one place, or shown or hidden. */
function changeRow(api: ReturnType<typeof adminApi>, parsed: RowChange) {
  if (parsed.intent === 'move') {
    const { kind, id, ...body } = parsed.body;
    return api.call(MOVE_ROUTE[kind], { params: { id }, body });
  }
  const { kind, id, ...body } = parsed.body;
  return api.call(UPDATE_ROUTE[kind], { params: { id }, body });
}

type Creation = Extract<ParsedIntent<typeof INTENTS>, { intent: `create${string}` }>;

function create(api: ReturnType<typeof adminApi>, parsed: Creation) {
  switch (parsed.intent) {
    case 'createRayon':
      return api.call(routes.createAdminRayon, { body: parsed.body });
    case 'createCategory':
      return api.call(routes.createAdminCategory, { body: parsed.body });
    case 'createTag':
      return api.call(routes.createAdminTag, { body: parsed.body });
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminTaxonomy.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

const rayonColumns = entryColumns('adminTaxonomy.address');
const tagColumns = entryColumns('adminTaxonomy.key');

export default function Taxonomy() {
  const { rayons, tags } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const listFailure = result && !result.ok && 'id' in result ? result : null;
  const created = (intent: Creation['intent']) => (result?.intent === intent ? result : undefined);
  return (
    <AdminPage title={t('adminTaxonomy.title')} intro={t('adminTaxonomy.intro')}>
      {result?.ok && (
        <Notice kind="success" className="mb-4" testId="taxonomy-notice">
          {'name' in result && result.name
            ? t('adminTaxonomy.created', { name: result.name })
            : t(result.intent === 'move' ? 'adminTaxonomy.moved' : 'adminTaxonomy.saved')}
        </Notice>
      )}
      {listFailure && (
        <Notice kind="error" className="mb-4">
          {listFailure.error}
        </Notice>
      )}
      <EntryTable title={t('adminTaxonomy.rayons')} rows={rayonRows(rayons)} columns={rayonColumns} />
      <EntryTable title={t('adminTaxonomy.tags')} rows={tagRows(tags)} columns={tagColumns} />
      <div className="mt-8 grid gap-6">
        <CreatePanel title={t('adminTaxonomy.newRayon')} intent="createRayon" result={created('createRayon')}>
          <RayonLookFields idPrefix="new-rayon" icon="shopping-cart" color="#f5c542" />
        </CreatePanel>
        <CreatePanel
          title={t('adminTaxonomy.newCategory')}
          intent="createCategory"
          result={created('createCategory')}
        >
          <SelectField
            label={t('adminTaxonomy.parent')}
            id="new-category-master"
            name="masterId"
            options={rayons.map((rayon) => [String(rayon.id), rayon.names.fr])}
          />
        </CreatePanel>
        <CreatePanel title={t('adminTaxonomy.newTag')} intent="createTag" result={created('createTag')} />
      </div>
    </AdminPage>
  );
}

/** A list's table under its heading: its own horizontal scroll on a narrow screen, never the page's. */
function EntryTable({
  title,
  rows,
  columns,
}: {
  title: string;
  rows: EntryRow[];
  columns: ReadonlyArray<Column<EntryRow>>;
}) {
  const { t } = useI18n();
  return (
    <section className="mb-6">
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => `${row.kind}-${row.entry.id}`}
        rowHeader="name"
        rowProps={entryRowProps}
        caption={title}
        empty={t('adminTaxonomy.none')}
        minWidth="min-w-[40rem]"
      />
    </section>
  );
}

/** A new entry's form: its four names, and what its kind needs besides (a Rayon's look, a category's Rayon). */
function CreatePanel({
  title,
  intent,
  result,
  children,
}: {
  title: string;
  intent: Creation['intent'];
  result: FormAnswer | undefined;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Panel>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mb-4 mt-1 text-sm text-ink-soft">{t('adminTaxonomy.newHint')}</p>
      <AdminForm intent={intent} result={result} label={title} className="grid gap-4 md:grid-cols-2">
        <NamesFields idPrefix={intent} />
        {children}
        <div className="md:col-span-2">
          <SubmitButton>{t('adminTaxonomy.create')}</SubmitButton>
        </div>
      </AdminForm>
    </Panel>
  );
}
