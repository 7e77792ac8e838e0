import { updateCategoryBody, updateRayonBody, updateTagBody, type AdminTaxonomy } from '@consigne/contract';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.rayons.$kind.$id';
import { AdminForm, Field, SelectField, SubmitButton } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { NamesFields, namesFromForm } from '../components/admin/taxonomy/NamesFields';
import { RayonLookFields } from '../components/admin/taxonomy/RayonLookFields';
import {
  isTaxonomyKind,
  loadTaxonomy,
  UPDATE_ROUTE,
  type TaxonomyKind,
} from '../components/admin/taxonomy/taxonomy.server';
import { Notice } from '../components/account/Notice';
import { colon, useI18n } from '../i18n';
import { answerOf } from '../lib/admin-form.server';
import { adminApi, requireAdmin } from '../lib/admin.server';
import { pageId } from '../lib/not-found';
import { adminMeta } from '../lib/admin';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';

type Rayon = AdminTaxonomy['rayons'][number];
type Category = Rayon['categories'][number];
type Tag = AdminTaxonomy['tags'][number];
type Found =
  { kind: 'rayon'; entry: Rayon } | { kind: 'category'; entry: Category } | { kind: 'tag'; entry: Tag };

function findEntry(taxonomy: AdminTaxonomy, kind: TaxonomyKind, id: number): Found | null {
  if (kind === 'rayon') {
    const entry = taxonomy.rayons.find((r) => r.id === id);
    return entry ? { kind, entry } : null;
  }
  if (kind === 'category') {
    const entry = taxonomy.rayons.flatMap((r) => r.categories).find((c) => c.id === id);
    return entry ? { kind, entry } : null;
  }
  const entry = taxonomy.tags.find((tag) => tag.id === id);
  return entry ? { kind, entry } : null;
}

/** /admin/rayons/{rayon|category|tag}/{id}: names in the four locales side by side, address, visibility. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = pageId(params.id);
  if (!isTaxonomyKind(params.kind)) throw data(null, { status: 404 });
  const taxonomy = await loadTaxonomy(request, context);
  const found = findEntry(taxonomy, params.kind, id);
  if (!found) throw data(null, { status: 404 });
  return {
    ...found,
    rayons: taxonomy.rayons.map((r) => ({ id: r.id, name: r.names.fr })),
    saved: new URL(request.url).searchParams.has('saved'),
  };
}

/** The edited fields of an entry of `kind`: names and visibility, a new address, a Rayon's look, a category's Rayon. */
function entryBodyOf(kind: TaxonomyKind, form: FormData) {
  const slug = String(form.get('slug') ?? '').trim();
  const previousSlug = String(form.get('previousSlug') ?? '');
  const body: Record<string, unknown> = {
    version: Number(form.get('version')),
    names: namesFromForm(form),
    isHidden: form.get('isHidden') === 'on',
  };
  if (kind !== 'tag') {
    if (form.get('renewSlug') === 'on') body.renewSlug = true;
    else if (slug && slug !== previousSlug) body.slug = slug;
  }
  if (kind === 'rayon') {
    body.icon = String(form.get('icon') ?? '');
    body.color = String(form.get('color') ?? '');
  }
  if (kind === 'category') {
    body.masterId = Number(form.get('masterId'));
    body.writeOffOnReturn = form.get('writeOffOnReturn') === 'on';
  }
  return body;
}

const UPDATE_BODY = { rayon: updateRayonBody, category: updateCategoryBody, tag: updateTagBody };

/** The editor's one action: the entry saved, checked with the API's schema of its kind. */
const intentsFor = (kind: TaxonomyKind) => ({
  save: intent(UPDATE_BODY[kind], (form) => entryBodyOf(kind, form)),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const id = pageId(params.id);
  if (!isTaxonomyKind(params.kind)) throw data(null, { status: 404 });
  const parsed = parseIntent(request, await request.formData(), intentsFor(params.kind));
  if (!parsed.ok) return parsed.refusal;
  const result = await send(adminApi(request, context), params.kind, id, parsed.value);
  return answerOf(result, () => redirect(`/admin/rayons/${params.kind}/${id}?saved=1`), 'save');
}

function send(
  api: ReturnType<typeof adminApi>,
  kind: TaxonomyKind,
  id: number,
  parsed: ParsedIntent<ReturnType<typeof intentsFor>>,
) {
  switch (parsed.intent) {
    case 'save':
      return api.call(UPDATE_ROUTE[kind], { params: { id }, body: parsed.body });
    default:
      return unreachable(parsed.intent);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminTaxonomy.editTitle');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function TaxonomyEntry() {
  const found = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t, locale } = useI18n();
  const { kind, entry, saved } = found;
  return (
    <AdminPage
      title={t('adminTaxonomy.editTitle', { kind: t(`adminTaxonomy.kind.${kind}`), name: entry.names.fr })}
      actions={
        <Link to="/admin/rayons" className="btn btn-outline">
          {t('adminTaxonomy.back')}
        </Link>
      }
    >
      <SavedNotice show={saved && !failure} />
      <Panel>
        {/* Keyed by version: a saved or reloaded entry shows its new values, not the old inputs. */}
        <AdminForm
          intent="save"
          result={failure}
          testId="taxonomy-error"
          className="grid gap-5 md:grid-cols-2"
          key={entry.version}
        >
          <input type="hidden" name="version" value={entry.version} />
          <NamesFields idPrefix="edit" names={entry.names} />
          {found.kind !== 'tag' ? (
            <div className="md:col-span-2">
              <Field
                label={t('adminTaxonomy.slug')}
                id="edit-slug"
                name="slug"
                defaultValue={found.entry.slug}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                maxLength={80}
                hint={t('adminTaxonomy.slugHint')}
              />
              <input type="hidden" name="previousSlug" value={found.entry.slug} />
              <label className="mt-2 inline-flex min-h-8 items-center gap-2 text-sm">
                <input type="checkbox" name="renewSlug" />
                {t('adminTaxonomy.renewSlug')}
              </label>
            </div>
          ) : (
            <p className="text-sm md:col-span-2">
              {t('adminTaxonomy.key')}
              {colon(locale)}
              <code className="break-all">{found.entry.key}</code>
            </p>
          )}
          {found.kind === 'rayon' && (
            <RayonLookFields idPrefix="edit" icon={found.entry.icon} color={found.entry.color} />
          )}
          {found.kind === 'category' && (
            <SelectField
              label={t('adminTaxonomy.parent')}
              id="edit-master"
              name="masterId"
              defaultValue={found.entry.masterId}
              options={found.rayons.map((rayon) => [String(rayon.id), rayon.name])}
            />
          )}
          {found.kind === 'category' && (
            <label className="inline-flex min-h-10 items-center gap-2 text-sm md:col-span-2">
              <input type="checkbox" name="writeOffOnReturn" defaultChecked={found.entry.writeOffOnReturn} />
              {t('adminTaxonomy.writeOffOnReturn')}
            </label>
          )}
          <label className="inline-flex min-h-10 items-center gap-2 text-sm md:col-span-2">
            <input type="checkbox" name="isHidden" defaultChecked={entry.isHidden} />
            {t('adminTaxonomy.hiddenField')}
          </label>
          <div className="md:col-span-2">
            <SubmitButton>{t('adminTaxonomy.save')}</SubmitButton>
          </div>
        </AdminForm>
      </Panel>
    </AdminPage>
  );
}

function SavedNotice({ show }: { show: boolean }) {
  const { t } = useI18n();
  if (!show) return null;
  return (
    <Notice kind="success" className="mb-4" testId="taxonomy-notice">
      {t('adminTaxonomy.saved')}
    </Notice>
  );
}
