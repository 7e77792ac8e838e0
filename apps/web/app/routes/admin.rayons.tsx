import {
  createCategoryBody,
  createRayonBody,
  createTagBody,
  id as recordId,
  moveTaxonomyBody,
  updateTagBody,
  type AdminTaxonomy,
} from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import type { Locale } from '@consigne/domain';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.rayons';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import {
  missingLocales,
  NamesFields,
  namesFromForm,
  type TaxonomyNames,
} from '../components/admin/taxonomy/NamesFields';
import {
  actionFailure,
  loadTaxonomy,
  MOVE_ROUTE,
  TAXONOMY_KINDS,
  UPDATE_ROUTE,
  type TaxonomyKind,
} from '../components/admin/taxonomy/taxonomy.server';
import { fieldMessage, Notice } from '../components/account/Notice';
import { TextField } from '../components/ui/TextField';
import { useI18n } from '../i18n';
import { adminApi, requireAdmin } from '../lib/admin.server';
import { adminMeta } from '../lib/admin';
import { intent, parseIntent, refusalWith, unreachable, type ParsedIntent } from '../lib/form-intent.server';

type Rayon = AdminTaxonomy['rayons'][number];
type Entry = { id: number; names: TaxonomyNames; isHidden: boolean; version: number };

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
      if (result.error !== null) return actionFailure(intent, result, { id });
      return { ok: true as const, intent, id };
    }
    case 'createRayon':
    case 'createCategory':
    case 'createTag': {
      const created = await create(api, parsed.value);
      if (created.error !== null) return actionFailure(intent, created);
      return { ok: true as const, intent, id: String(created.data.id), name: parsed.value.body.names.fr };
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

export default function Taxonomy() {
  const { rayons, tags } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const listFailure = result && !result.ok && 'id' in result ? result : null;
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
      <TableSection title={t('adminTaxonomy.rayons')}>
        <EntryTable>
          {rayons.map((rayon, index) => (
            <RayonRows key={rayon.id} rayon={rayon} first={index === 0} last={index === rayons.length - 1} />
          ))}
        </EntryTable>
      </TableSection>
      <TableSection title={t('adminTaxonomy.tags')}>
        <EntryTable addressLabel={t('adminTaxonomy.key')}>
          {tags.map((tag, index) => (
            <EntryRow
              key={tag.id}
              kind="tag"
              entry={tag}
              address={tag.key}
              productCount={tag.productCount}
              first={index === 0}
              last={index === tags.length - 1}
            />
          ))}
        </EntryTable>
      </TableSection>
      <CreateForms rayons={rayons} result={result} />
    </AdminPage>
  );
}

/** A list's panel: its own horizontal scroll on a narrow screen, the page never scrolls sideways. */
function TableSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mb-6 overflow-x-auto rounded-card border border-line bg-white">
      <h2 className="px-4 pb-2 pt-4 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function EntryTable({ children, addressLabel }: { children: React.ReactNode; addressLabel?: string }) {
  const { t } = useI18n();
  const headers = [
    t('adminTaxonomy.order'),
    t('adminTaxonomy.name'),
    addressLabel ?? t('adminTaxonomy.address'),
    t('adminTaxonomy.products'),
    t('adminTaxonomy.translations'),
    t('adminTaxonomy.status'),
  ];
  return (
    <table className="w-full min-w-[40rem] text-left text-sm">
      <thead className="border-y border-line bg-sand/60">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

function RayonRows({ rayon, first, last }: { rayon: Rayon; first: boolean; last: boolean }) {
  return (
    <tbody className="border-b-2 border-line" data-testid="taxonomy-rayon">
      <EntryRow
        kind="rayon"
        entry={rayon}
        address={rayon.slug}
        productCount={rayon.productCount}
        first={first}
        last={last}
      />
      {rayon.categories.map((category, index) => (
        <EntryRow
          key={category.id}
          kind="category"
          entry={category}
          address={category.slug}
          productCount={category.productCount}
          first={index === 0}
          last={index === rayon.categories.length - 1}
          parentHidden={rayon.isHidden}
        />
      ))}
    </tbody>
  );
}

function EntryRow({
  kind,
  entry,
  address,
  productCount,
  first,
  last,
  parentHidden = false,
}: {
  kind: TaxonomyKind;
  entry: Entry;
  address: string;
  productCount: number;
  first: boolean;
  last: boolean;
  parentHidden?: boolean;
}) {
  const { t } = useI18n();
  const name = entry.names.fr;
  const missing = missingLocales(entry.names);
  const nested = kind === 'category';
  return (
    <tr
      className={`border-t border-line ${entry.isHidden || parentHidden ? 'bg-sand/40 text-ink-soft' : ''}`}
      data-testid={`taxonomy-${kind}`}
      data-id={entry.id}
    >
      <td className="whitespace-nowrap px-3 py-2">
        <MoveButtons kind={kind} id={entry.id} name={name} first={first} last={last} />
      </td>
      <th scope="row" className={`px-3 py-2 ${nested ? 'pl-8 font-medium' : 'font-bold'}`}>
        <Link
          to={`/admin/rayons/${kind}/${entry.id}`}
          className="underline decoration-line underline-offset-4 hover:decoration-ink"
          aria-label={t('adminTaxonomy.editLabel', { name })}
        >
          {nested && <span aria-hidden="true">↳ </span>}
          {name}
        </Link>
        {(entry.isHidden || parentHidden) && (
          <span className="ml-2 whitespace-nowrap rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink">
            {t(entry.isHidden ? 'adminTaxonomy.hidden' : 'adminTaxonomy.hiddenByRayon')}
          </span>
        )}
      </th>
      <td className="break-all px-3 py-2 font-mono text-xs">{address}</td>
      <td className="px-3 py-2 tabular-nums">{productCount}</td>
      <td className="px-3 py-2">
        {missing.length ? (
          <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning">
            {t('adminTaxonomy.missing', {
              locales: missing.map((locale: Locale) => t(`adminTaxonomy.locale.${locale}`)).join(', '),
            })}
          </span>
        ) : (
          <span className="text-xs text-ink-soft">{t('adminTaxonomy.complete')}</span>
        )}
      </td>
      <td className="px-3 py-2">
        <VisibilityToggle kind={kind} entry={entry} />
      </td>
    </tr>
  );
}

function MoveButtons({
  kind,
  id,
  name,
  first,
  last,
}: {
  kind: TaxonomyKind;
  id: number;
  name: string;
  first: boolean;
  last: boolean;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="inline-flex gap-1" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          className="btn btn-outline h-9 min-h-0 w-9 px-0 text-base"
          aria-label={t(direction === 'up' ? 'adminTaxonomy.moveUp' : 'adminTaxonomy.moveDown', { name })}
          title={t(direction === 'up' ? 'adminTaxonomy.moveUp' : 'adminTaxonomy.moveDown', { name })}
          disabled={busy || (direction === 'up' ? first : last)}
        >
          <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
        </button>
      ))}
    </Form>
  );
}

function VisibilityToggle({ kind, entry }: { kind: TaxonomyKind; entry: Entry }) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  const name = entry.names.fr;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="visibility" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="version" value={entry.version} />
      <input type="hidden" name="isHidden" value={String(!entry.isHidden)} />
      <button
        type="submit"
        className="btn btn-outline h-9 min-h-0 whitespace-nowrap px-3 text-xs"
        aria-label={t(entry.isHidden ? 'adminTaxonomy.showLabel' : 'adminTaxonomy.hideLabel', { name })}
        disabled={busy}
      >
        {t(entry.isHidden ? 'adminTaxonomy.show' : 'adminTaxonomy.hide')}
      </button>
    </Form>
  );
}

type ActionResult = ReturnType<typeof useActionData<typeof action>>;

function CreateForms({ rayons, result }: { rayons: Rayon[]; result: ActionResult }) {
  const { t } = useI18n();
  const failed = (intent: string) => (result && !result.ok && result.intent === intent ? result : null);
  return (
    <div className="mt-8 grid gap-6">
      <CreatePanel title={t('adminTaxonomy.newRayon')} intent="createRayon" failure={failed('createRayon')}>
        <TextField
          label={t('adminTaxonomy.icon')}
          id="new-rayon-icon"
          name="icon"
          required
          defaultValue="shopping-cart"
          aria-describedby="new-rayon-icon-hint"
          error={fieldMessage(failed('createRayon')?.errors, 'icon')}
        />
        <p id="new-rayon-icon-hint" className="-mt-2 text-xs text-ink-soft md:col-start-1">
          {t('adminTaxonomy.iconHint')}
        </p>
        <div>
          <label htmlFor="new-rayon-color" className="field-label">
            {t('adminTaxonomy.color')}
          </label>
          <input
            id="new-rayon-color"
            name="color"
            type="color"
            defaultValue="#f5c542"
            className="h-11 w-20"
          />
        </div>
      </CreatePanel>
      <CreatePanel
        title={t('adminTaxonomy.newCategory')}
        intent="createCategory"
        failure={failed('createCategory')}
      >
        <div>
          <label htmlFor="new-category-master" className="field-label">
            {t('adminTaxonomy.parent')}
          </label>
          <select id="new-category-master" name="masterId" className="field-input" required>
            {rayons.map((rayon) => (
              <option key={rayon.id} value={rayon.id}>
                {rayon.names.fr}
              </option>
            ))}
          </select>
        </div>
      </CreatePanel>
      <CreatePanel title={t('adminTaxonomy.newTag')} intent="createTag" failure={failed('createTag')} />
    </div>
  );
}

function CreatePanel({
  title,
  intent,
  failure,
  children,
}: {
  title: string;
  intent: string;
  failure: { error: string; errors: ReadonlyArray<{ field: string; message: string }> } | null;
  children?: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Panel>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mb-4 mt-1 text-sm text-ink-soft">{t('adminTaxonomy.newHint')}</p>
      {failure && (
        <Notice kind="error" className="mb-4">
          {failure.error}
        </Notice>
      )}
      <Form method="post" className="grid gap-4 md:grid-cols-2" aria-label={title}>
        <input type="hidden" name="intent" value={intent} />
        <NamesFields idPrefix={intent} errors={failure?.errors} />
        {children}
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary">
            {t('adminTaxonomy.create')}
          </button>
        </div>
      </Form>
    </Panel>
  );
}
