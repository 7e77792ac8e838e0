import { adminProductUpdateBody, id as recordId } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { methodAndPath } from '@consigne/contract/routes';
import { pathWith } from '@consigne/api-client';
import { toApiLocale } from '@consigne/domain';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.produits.$id';
import { SubmitButton } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { ProductForm, productBodyOf, type ProductSheet } from '../components/admin/ProductForm';
import { Notice } from '../components/account/Notice';
import { colon, useI18n, useMoney } from '../i18n';
import { refusalOf } from '../lib/admin-form.server';
import { adminApi, requireAdmin, requireStaff } from '../lib/admin.server';
import { ACCESS_TOKEN_COOKIE, parseCookies } from '../lib/cookies';
import { detectLocale } from '../lib/locale';
import { loopbackFetch } from '../lib/loopback-fetch.server';
import { adminMeta } from '../lib/admin';
import { intent, parseIntent, refusalWith, unreachable, type ParsedIntent } from '../lib/form-intent.server';

const idOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data({ forbidden: false as const }, { status: 404 });
  return id;
};

/** /admin/produits/:id: a product's shared sheet and photo; managers read it, admins change it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const id = idOf(params);
  const api = adminApi(request, context);
  const [sheet, options] = await Promise.all([
    api.call(routes.getAdminProduct, { params: { id } }),
    api.call(routes.getAdminProductOptions),
  ]);
  if (sheet.error !== null || options.error !== null)
    throw data({ forbidden: false as const }, { status: sheet.status === 404 ? 404 : sheet.status || 502 });
  const url = new URL(request.url);
  return {
    sheet: sheet.data,
    options: options.data,
    readOnly: account.role !== 'admin',
    created: url.searchParams.get('created') === '1',
  };
}

type Failure = {
  status: number;
  error: string | null;
  errors?: { field: string; message: string }[];
};

/**
 * Sends the photo to the API as multipart (the typed client speaks JSON only), with the request's
 * session, locale and signed address like every other call.
 */
async function uploadPhoto(
  request: Request,
  context: Route.ActionArgs['context'],
  id: number,
  version: string,
  file: File,
): Promise<Failure> {
  const token = context.session?.token() ?? parseCookies(request.headers.get('cookie'))[ACCESS_TOKEN_COOKIE];
  const body = new FormData();
  body.set('photo', file, file.name);
  const query = new URLSearchParams({ version, locale: toApiLocale(detectLocale(request)) });
  const fetchImpl = context.apiFetch ?? loopbackFetch;
  const [method, path] = methodAndPath(routes.uploadAdminProductPhoto);
  const response = await fetchImpl(`${context.apiBaseUrl}/api${pathWith(path, { id })}?${query}`, {
    method,
    headers: {
      ...context.apiHeaders,
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  if (response.ok) return { status: response.status, error: null };
  const json = (await response.json().catch(() => null)) as { message?: string } | null;
  return { status: response.status, error: json?.message ?? response.statusText };
}

/** The product page's actions (admins only): its sheet, or its photo sent or removed, at the version read. */
const atVersion = z.object({ version: recordId() });
const INTENTS = {
  save: intent(adminProductUpdateBody, (form) => ({
    ...productBodyOf(form),
    version: Number(form.get('version') ?? ''),
  })),
  photo: intent(atVersion),
  removePhoto: intent(atVersion),
};

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const id = idOf(params);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return refusalWith(parsed.refusal, { stale: false });
  const { intent } = parsed.value;
  const result = await send(request, context, id, form, parsed.value);
  if (result.error === null) return { intent, ok: true as const };
  // A sheet someone else saved first (409) gets a link to reload it.
  const refusal = refusalOf({ ...result, data: null, error: result.error }, intent);
  return data({ ...refusal.data, stale: result.status === 409 }, refusal.init ?? undefined);
}

async function send(
  request: Request,
  context: Route.ActionArgs['context'],
  id: number,
  form: FormData,
  parsed: ParsedIntent<typeof INTENTS>,
): Promise<Failure> {
  const api = adminApi(request, context);
  switch (parsed.intent) {
    case 'save':
      return api.call(routes.updateAdminProduct, { params: { id }, body: parsed.body });
    case 'photo': {
      const file = form.get('photo');
      return file instanceof File && file.size > 0
        ? uploadPhoto(request, context, id, String(parsed.body.version), file)
        : { status: 400, error: 'photoMissing' };
    }
    case 'removePhoto':
      return api.call(routes.removeAdminProductPhoto, {
        params: { id },
        query: { version: parsed.body.version },
      });
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  adminMeta(matches, 'adminCatalog.title', loaded?.sheet.translations.fr?.name);
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

const SUCCESS = {
  save: 'adminCatalog.saved',
  photo: 'adminCatalog.photoSaved',
  removePhoto: 'adminCatalog.photoRemoved',
} as const;

export default function ProductPage() {
  const { sheet, options, readOnly, created } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const title = sheet.translations.fr?.name ?? sheet.key;
  return (
    <AdminPage
      title={title}
      intro={`${sheet.brand} · n° ${sheet.id}`}
      actions={
        <Link to="/admin/produits" className="btn btn-outline">
          {t('adminCatalog.back')}
        </Link>
      }
    >
      <div className="mb-4 space-y-3">
        {readOnly && <Notice kind="info">{t('adminCatalog.readOnly')}</Notice>}
        {created && !result && <Notice kind="success">{t('adminCatalog.created')}</Notice>}
        {result?.ok && (
          <Notice kind="success">{t(SUCCESS[result.intent as keyof typeof SUCCESS] ?? SUCCESS.save)}</Notice>
        )}
        {result && !result.ok && (
          <Notice kind="error" testId="product-error">
            {result.error === 'photoMissing'
              ? t('adminCatalog.photoMissing')
              : result.errors?.length
                ? t('adminCatalog.fixErrors')
                : result.error}{' '}
            {result.stale && (
              <a href={`/admin/produits/${sheet.id}`} className="font-semibold underline">
                {t('adminCatalog.reload')}
              </a>
            )}
          </Notice>
        )}
        <Sales sheet={sheet} />
      </div>
      <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
        <div className="order-2 xl:order-1">
          <ProductForm
            sheet={sheet}
            options={options}
            result={result?.intent === 'save' ? result : undefined}
            readOnly={readOnly}
            submitLabel={t('admin.save')}
            notice={false}
          />
        </div>
        <div className="order-1 xl:order-2">
          <Photo sheet={sheet} readOnly={readOnly} />
        </div>
      </div>
    </AdminPage>
  );
}

/** Where the product is sold; a product sold nowhere is not in the storefront yet. */
function Sales({ sheet }: { sheet: ProductSheet }) {
  const { t, locale } = useI18n();
  const { euros } = useMoney();
  if (!sheet.entries.length)
    return (
      <Notice kind="warning" testId="not-sold">
        {t('adminCatalog.notSold')}{' '}
        <Link to={`/admin/prix-et-stocks?productId=${sheet.id}`} className="font-semibold underline">
          {t('adminCatalog.pricesLink')}
        </Link>
      </Notice>
    );
  return (
    <p className="text-sm">
      <span className="font-semibold">
        {t('adminCatalog.soldIn')}
        {colon(locale)}
      </span>
      {sheet.entries
        .map(
          (e) =>
            `${e.warehouseName} (${euros(e.price)}, ${t(
              e.isAvailable ? 'adminCatalog.entryAvailable' : 'adminCatalog.entryUnavailable',
            )})`,
        )
        .join(' · ')}
    </p>
  );
}

function Photo({ sheet, readOnly }: { sheet: ProductSheet; readOnly: boolean }) {
  const { t } = useI18n();
  return (
    <Panel>
      <h2 className="mb-3 text-lg font-bold">{t('adminCatalog.photo')}</h2>
      <img
        src={sheet.image.url}
        width={sheet.image.width}
        height={sheet.image.height}
        alt={t('adminCatalog.photoAlt')}
        className="aspect-square h-auto w-full max-w-72 rounded-xl bg-sand object-contain"
      />
      <p className="mt-2 text-sm text-ink-soft" data-testid="image-kind">
        {t(`adminCatalog.photo.${sheet.image.kind}`)} · {sheet.image.width} × {sheet.image.height}
      </p>
      {!readOnly && (
        <>
          <Form method="post" encType="multipart/form-data" className="mt-4 space-y-2">
            <input type="hidden" name="intent" value="photo" />
            <input type="hidden" name="version" value={sheet.version} />
            <label htmlFor="photo" className="field-label">
              {t('adminCatalog.photoFile')}
            </label>
            <input
              id="photo"
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby="photo-help"
              className="block w-full text-sm"
            />
            <p id="photo-help" className="text-xs text-ink-soft">
              {t('adminCatalog.photoHelp')}
            </p>
            <SubmitButton className="btn btn-outline">{t('adminCatalog.photoSend')}</SubmitButton>
          </Form>
          {sheet.image.kind === 'photo' && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="removePhoto" />
              <input type="hidden" name="version" value={sheet.version} />
              <SubmitButton className="text-sm underline">{t('adminCatalog.photoRemove')}</SubmitButton>
            </Form>
          )}
        </>
      )}
    </Panel>
  );
}
