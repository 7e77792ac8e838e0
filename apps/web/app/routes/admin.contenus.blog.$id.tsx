import { id as recordId, savePostBody, type CallResponse } from '@consigne/contract';
import { intlTag, SHOP_TIME_ZONE, dateTimeFormat } from '@consigne/domain';
import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.contenus.blog.$id';
import { AdminForm, Field } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DeleteForm } from '../components/admin/DeleteForm';
import { SaveBar, StatusSelect } from '../components/admin/content/EditorFields';
import { SaveNotices } from '../components/admin/content/SaveNotices';
import { TextsEditor } from '../components/admin/content/TextsEditor';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { requireAdmin } from '../lib/admin.server';
import { deleteEditable, loadEditable, POST_CALLS, saveEditable } from '../lib/admin-content.server';
import {
  BLANK_TEXTS,
  fromShopLocalInput,
  textsFromForm,
  toShopLocalInput,
  type Texts,
} from '../lib/admin-content';
import { adminMeta } from '../lib/admin';
import { intent, parseIntent, unreachable } from '../lib/form-intent.server';

const NEW = 'nouveau';

/** /admin/contenus/blog/:id (or /nouveau): one article in the four locales, its state and its date. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { record, error, created } = await loadEditable(request, context, {
    id: params.id,
    newId: NEW,
    calls: POST_CALLS,
  });
  return { post: record, error, created };
}

/** The post's body as the form holds it; a publication time the form cannot read is sent as typed. */
function postBodyOf(form: FormData, isNew: boolean) {
  const publishedAt = fromShopLocalInput(String(form.get('publishedAt') ?? ''));
  return {
    slug: String(form.get('slug') ?? ''),
    status: form.get('status') === 'published' ? 'published' : 'draft',
    publishedAt: publishedAt ?? String(form.get('publishedAt') ?? ''),
    author: String(form.get('author') ?? ''),
    coverIcon: String(form.get('coverIcon') ?? ''),
    coverColor: String(form.get('coverColor') ?? ''),
    videoUrl: String(form.get('videoUrl') ?? '') || null,
    texts: textsFromForm(form),
    version: isNew ? undefined : Number(form.get('version')),
  };
}

/** The post editor's actions: the post saved (created when new), or deleted at the version read. */
const intentsFor = (isNew: boolean) => ({
  save: intent(savePostBody, (form) => postBodyOf(form, isNew)),
  delete: intent(z.object({ version: recordId() })),
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
        calls: POST_CALLS,
        page: '/admin/contenus/blog',
        body: parsed.value.body,
      });
    case 'delete':
      return deleteEditable(request, context, {
        id: params.id,
        page: '/admin/contenus',
        version: parsed.value.body.version,
      });
    default:
      return unreachable(parsed.value);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.content.post');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function BlogEditor() {
  const { post, error, created } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const texts: Texts = post?.texts ?? BLANK_TEXTS;
  // The form is re-mounted on each saved version so its defaults follow what the server stored.
  const formKey = `${post?.id ?? 'new'}-${post?.version ?? 0}`;
  return (
    <AdminPage
      title={post ? t('admin.content.editPost', { title: post.title }) : t('admin.content.newPost')}
      intro={t('admin.content.postIntro')}
      actions={
        <Link to="/admin/contenus" className="btn btn-outline min-h-10 px-4 text-sm">
          {t('admin.content.backToList')}
        </Link>
      }
    >
      <SaveNotices loadError={error} result={undefined} created={created || result?.ok === true} />
      {post && <StateNotice post={post} />}
      <AdminForm intent="save" result={result} key={formKey} className="space-y-6">
        <input type="hidden" name="version" value={post?.version ?? ''} />
        <Panel>
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              label={t('admin.content.slug')}
              id="post-slug"
              name="slug"
              defaultValue={post?.slug ?? ''}
              required
            />
            <Field
              label={t('admin.content.author')}
              id="post-author"
              name="author"
              defaultValue={post?.author ?? 'Équipe consigne'}
              required
            />
            <StatusSelect id="post-status" defaultValue={post?.status ?? 'draft'} />
            <Field
              label={t('admin.content.publishedAt')}
              id="post-published-at"
              name="publishedAt"
              type="datetime-local"
              step={1}
              defaultValue={toShopLocalInput(post?.publishedAt ?? new Date().toISOString())}
              hint={t('admin.content.publishedAtHint')}
              required
            />
            <Field
              label={t('admin.content.coverIcon')}
              id="post-cover-icon"
              name="coverIcon"
              defaultValue={post?.coverIcon ?? 'leafy-green'}
            />
            <Field
              label={t('admin.content.coverColor')}
              id="post-cover-color"
              name="coverColor"
              defaultValue={post?.coverColor ?? '#e8f5e9'}
            />
            <div className="md:col-span-2">
              <Field
                label={t('admin.content.videoUrl')}
                id="post-video"
                name="videoUrl"
                defaultValue={post?.videoUrl ?? ''}
              />
            </div>
          </div>
        </Panel>
        <TextsEditor texts={texts} summaryLabel={t('admin.content.excerpt')} />
        <SaveBar />
      </AdminForm>
      {post && (
        <DeleteForm
          label={t('admin.content.deletePost')}
          confirmation={t('admin.content.deletePostConfirm')}
          version={post.version}
          busy={busy}
        />
      )}
    </AdminPage>
  );
}

function StateNotice({ post }: { post: CallResponse<'getAdminBlogPost'> }) {
  const { t, locale } = useI18n();
  const when = dateTimeFormat(intlTag(locale), {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(post.publishedAt));
  return (
    <Notice kind={post.state === 'published' ? 'success' : 'info'} className="mb-4" testId="post-state">
      {t(`admin.content.state.${post.state}`, { when })}
    </Notice>
  );
}
