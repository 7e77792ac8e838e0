import { createPromoCodeBody } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.codes-promo.nouveau';
import { AdminPage } from '../components/admin/AdminPage';
import { PromoForm } from '../components/admin/promo/PromoForm';
import { useI18n } from '../i18n';
import { promoBodyOf } from '../lib/admin-promo';
import { answerOf } from '../lib/admin-form.server';
import { adminApi, requireAdmin } from '../lib/admin.server';
import { adminMeta } from '../lib/admin';
import { intent, parseIntent } from '../lib/form-intent.server';

/** /admin/codes-promo/nouveau: creates a promo code (admins only), then opens its page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAdmin(request, context);
  return { warehouses: account.warehouses };
}

/** The new code page's one action: its settings (read by promoBodyOf) checked with the API's schema. */
const INTENTS = { save: intent(createPromoCodeBody, promoBodyOf) };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const parsed = parseIntent(request, await request.formData(), INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const result = await adminApi(request, context).call(routes.createAdminPromoCode, {
    body: parsed.value.body,
  });
  return answerOf(result, (code) => redirect(`/admin/codes-promo/${code.id}?created=1`));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.promo.newTitle');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function NewPromoCode() {
  const { warehouses } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <AdminPage
      title={t('admin.promo.newTitle')}
      intro={t('admin.promo.newIntro')}
      actions={
        <Link to="/admin/codes-promo" className="btn btn-outline">
          {t('admin.promo.back')}
        </Link>
      }
    >
      <PromoForm code={null} warehouses={warehouses} result={result} />
    </AdminPage>
  );
}
