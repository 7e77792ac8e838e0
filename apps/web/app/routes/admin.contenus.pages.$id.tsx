import type { adminPageSchema } from '@consigne/contract';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/admin.contenus.pages.$id';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { SaveNotices } from '../components/admin/content/SaveNotices';
import { TextsEditor } from '../components/admin/content/TextsEditor';
import { fieldMessage } from '../components/account/Notice';
import { TextField } from '../components/ui/TextField';
import { useI18n } from '../i18n';
import { requireAdmin } from '../lib/admin.server';
import { loadEditable, saveEditable } from '../lib/admin-content.server';
import { textsFromForm, type Texts } from '../lib/admin-content';
import { adminMeta } from '../lib/admin';

type Page = z.infer<typeof adminPageSchema>;
const NEW = 'nouvelle';
const blank = { title: '', summary: '', body: '' };

/** /admin/contenus/pages/:id (or /nouvelle): an editorial page or the CGV in the four locales. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { record, error, created } = await loadEditable<Page>(request, context, {
    id: params.id,
    newId: NEW,
    path: '/admin/content/pages',
  });
  return { page: record, error, created };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const body = {
    slug: String(form.get('slug') ?? ''),
    status: form.get('status') === 'published' ? 'published' : 'draft',
    texts: textsFromForm(form),
    version: params.id === NEW ? undefined : Number(form.get('version')),
  };
  return saveEditable<Page>(request, context, {
    id: params.id,
    newId: NEW,
    path: '/admin/content/pages',
    page: '/admin/contenus/pages',
    body,
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.content.page');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function PageEditor() {
  const { page, error, created } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, prefix } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const field = (name: string) => fieldMessage(result?.errors, name);
  const texts: Texts = page?.texts ?? { fr: blank, es: blank, be: blank, 'nl-BE': blank };
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
      <SaveNotices loadError={error} result={result} created={created} />
      <Form method="post" key={`${page?.id ?? 'new'}-${page?.version ?? 0}`} className="space-y-6" noValidate>
        <input type="hidden" name="version" value={page?.version ?? ''} />
        <Panel>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label={t('admin.content.slug')}
              id="page-slug"
              name="slug"
              defaultValue={page?.slug ?? ''}
              error={field('slug')}
              required
            />
            <div>
              <label htmlFor="page-status" className="field-label">
                {t('admin.content.status')}
              </label>
              <select
                id="page-status"
                name="status"
                defaultValue={page?.status ?? 'draft'}
                className="field-input"
                aria-invalid={field('status') ? true : undefined}
                aria-describedby={field('status') ? 'page-status-error' : undefined}
              >
                <option value="draft">{t('admin.content.status.draft')}</option>
                <option value="published">{t('admin.content.status.published')}</option>
              </select>
              {field('status') && (
                <p id="page-status-error" className="mt-1 text-sm text-danger">
                  {field('status')}
                </p>
              )}
            </div>
          </div>
        </Panel>
        <TextsEditor texts={texts} errors={result?.errors} summaryLabel={t('admin.content.summary')} />
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary min-h-11 px-6" disabled={busy}>
            {t('admin.save')}
          </button>
        </div>
      </Form>
    </AdminPage>
  );
}
