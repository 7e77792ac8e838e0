import { savePromoBarBody } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { Link, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.contenus.bandeau';
import { AdminForm, Field } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { SaveBar } from '../components/admin/content/EditorFields';
import { SaveNotices } from '../components/admin/content/SaveNotices';
import { useI18n } from '../i18n';
import { answerOf } from '../lib/admin-form.server';
import { adminApi, requireAdmin } from '../lib/admin.server';
import { CONTENT_LOCALES } from '../lib/admin-content';
import { adminMeta } from '../lib/admin';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';

const FRAGMENTS = ['label', 'part1', 'part2', 'part3'] as const;

/** /admin/contenus/bandeau: the home's promo bar in the four locales, on or off. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const result = await adminApi(request, context).call(routes.getAdminPromoBar);
  return { bar: result.data, error: result.error };
}

/** The bar's one action: its texts in every locale and whether it shows, at the version read. */
const INTENTS = {
  save: intent(savePromoBarBody, (form) => ({
    enabled: form.get('enabled') === 'on',
    texts: Object.fromEntries(
      CONTENT_LOCALES.map((locale) => [
        locale,
        Object.fromEntries(FRAGMENTS.map((f) => [f, String(form.get(`texts.${locale}.${f}`) ?? '')])),
      ]),
    ),
    version: Number(form.get('version')),
  })),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const parsed = parseIntent(request, await request.formData(), INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const result = await send(adminApi(request, context), parsed.value);
  return answerOf(result, () => ({ ok: true as const }));
}

function send(api: ReturnType<typeof adminApi>, parsed: ParsedIntent<typeof INTENTS>) {
  switch (parsed.intent) {
    case 'save':
      return api.call(routes.updateAdminPromoBar, { body: parsed.body });
    default:
      return unreachable(parsed.intent);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.content.promoBar');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function PromoBarEditor() {
  const { bar, error } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <AdminPage
      title={t('admin.content.promoBar')}
      intro={t('admin.content.promoBarIntro')}
      actions={
        <Link to="/admin/contenus" className="btn btn-outline min-h-10 px-4 text-sm">
          {t('admin.content.backToList')}
        </Link>
      }
    >
      <SaveNotices loadError={error} result={undefined} created={result?.ok === true} />
      {bar && (
        <AdminForm intent="save" result={result} key={bar.version} className="space-y-6">
          <input type="hidden" name="version" value={bar.version} />
          <Panel>
            <label className="inline-flex min-h-10 items-center gap-2 font-semibold">
              <input type="checkbox" name="enabled" defaultChecked={bar.enabled} />
              {t('admin.content.promoBarEnabled')}
            </label>
          </Panel>
          <div className="grid gap-4 lg:grid-cols-2">
            {CONTENT_LOCALES.map((locale) => (
              <fieldset key={locale} className="min-w-0 rounded-card border border-line bg-white p-4">
                <legend className="px-1 font-bold">{t(`admin.content.locale.${locale}`)}</legend>
                <div className="space-y-3">
                  {FRAGMENTS.map((fragment) => (
                    <Field
                      key={fragment}
                      id={`bar-${locale}-${fragment}`}
                      name={`texts.${locale}.${fragment}`}
                      label={t(`admin.content.promoBar.${fragment}`)}
                      defaultValue={bar.texts[locale][fragment]}
                      maxLength={120}
                      required
                    />
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <SaveBar />
        </AdminForm>
      )}
    </AdminPage>
  );
}
