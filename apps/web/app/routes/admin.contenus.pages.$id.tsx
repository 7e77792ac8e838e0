import { savePageBody } from '@consigne/contract';
import { Link, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.contenus.pages.$id';
import { AdminForm, Field } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { SaveBar, StatusSelect } from '../components/admin/content/EditorFields';
import { SaveNotices } from '../components/admin/content/SaveNotices';
import { TextsEditor } from '../components/admin/content/TextsEditor';
import { useI18n } from '../i18n';
import { requireAdmin } from '../lib/admin.server';
import { loadEditable, PAGE_CALLS, saveEditable } from '../lib/admin-content.server';
import { BLANK_TEXTS, textsFromForm, type Texts } from '../lib/admin-content';
import { adminMeta } from '../lib/admin';
import { intent, parseIntent, unreachable } from '../lib/form-intent.server';

const NEW = 'nouvelle';

/** /admin/contenus/pages/:id (or /nouvelle): an editorial page or the CGV in the four locales. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { record, error, created } = await loadEditable(request, context, {
    id: params.id,
    newId: NEW,
    calls: PAGE_CALLS,
  });
  return { page: record, error, created };
}

/** The page editor's one action: the page saved (created when new), checked with the API's schema. */
const intentsFor = (isNew: boolean) => ({
  save: intent(savePageBody, (form) => ({
    slug: String(form.get('slug') ?? ''),
    status: form.get('status') === 'published' ? 'published' : 'draft',
    texts: textsFromForm(form),
    version: isNew ? undefined : Number(form.get('version')),
  })),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const parsed = parseIntent(request, await request.formData(), intentsFor(params.id === NEW));
  if (!parsed.ok) return parsed.refusal;
  switch (parsed.value.intent) {
    case 'save':
      return saveEditable(request, context, {
        id: params.id,
        newId: NEW,
        calls: PAGE_CALLS,
        page: '/admin/contenus/pages',
        body: parsed.value.body,
      });
    default:
      return unreachable(parsed.value.intent);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.content.page');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function PageEditor() {
  const { page, error, created } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, prefix } = useI18n();
  const texts: Texts = page?.texts ?? BLANK_TEXTS;
  return (
    <AdminPage
      title={page ? t('admin.content.editPage', { title: page.title }) : t('admin.content.newPage')}
      intro={page?.key ? t('admin.content.keyedPage', { key: page.key }) : t('admin.content.pageIntro')}
      actions={
        <>
          {page?.status === 'published' && (
            <a href={`${prefix}/page/${page.slug}`} className="btn btn-outline min-h-10 px-4 text-sm">
              {t('admin.content.viewOnShop')}
            </a>
          )}
          <Link to="/admin/contenus" className="btn btn-outline min-h-10 px-4 text-sm">
            {t('admin.content.backToList')}
          </Link>
        </>
      }
    >
      <SaveNotices loadError={error} result={undefined} created={created || result?.ok === true} />
      <AdminForm
        intent="save"
        result={result}
        key={`${page?.id ?? 'new'}-${page?.version ?? 0}`}
        className="space-y-6"
      >
        <input type="hidden" name="version" value={page?.version ?? ''} />
        <Panel>
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              label={t('admin.content.slug')}
              id="page-slug"
              name="slug"
              defaultValue={page?.slug ?? ''}
              required
            />
            <StatusSelect id="page-status" defaultValue={page?.status ?? 'draft'} />
          </div>
        </Panel>
        <TextsEditor texts={texts} summaryLabel={t('admin.content.summary')} />
        <SaveBar />
      </AdminForm>
    </AdminPage>
  );
}
