import { adminProductBody } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.produits.nouveau';
import { AdminPage } from '../components/admin/AdminPage';
import { ProductForm, productBodyOf } from '../components/admin/ProductForm';
import { useI18n } from '../i18n';
import { answerOf } from '../lib/admin-form.server';
import { adminApi, requireAdmin } from '../lib/admin.server';
import { adminMeta } from '../lib/admin';
import { intent, parseIntent } from '../lib/form-intent.server';

/** /admin/produits/nouveau: a new product's sheet (admins only); it is then priced in Prix et stocks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const options = await adminApi(request, context).call(routes.getAdminProductOptions);
  if (options.error !== null) throw data({ forbidden: false as const }, { status: options.status || 502 });
  return { options: options.data };
}

/** The new product page's one action: its sheet, checked with the API's schema. */
const INTENTS = { save: intent(adminProductBody, productBodyOf) };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const parsed = parseIntent(request, await request.formData(), INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const result = await adminApi(request, context).call(routes.createAdminProduct, {
    body: parsed.value.body,
  });
  return answerOf(result, (product) => redirect(`/admin/produits/${product.id}?created=1`));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminCatalog.newTitle');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function NewProduct() {
  const { options } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <AdminPage
      title={t('adminCatalog.newTitle')}
      intro={t('adminCatalog.newIntro')}
      actions={
        <Link to="/admin/produits" className="btn btn-outline">
          {t('adminCatalog.back')}
        </Link>
      }
    >
      <ProductForm
        sheet={null}
        options={options}
        result={result}
        readOnly={false}
        submitLabel={t('adminCatalog.create')}
      />
    </AdminPage>
  );
}
