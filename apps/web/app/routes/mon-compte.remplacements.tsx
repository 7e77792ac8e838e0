import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/mon-compte.remplacements';
import { SubstitutionSettings } from '../components/substitutes/SubstitutionSettings';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'accountArea.substitution.title' };

/** The account's substitution default and the products never wanted as a substitute (login required). */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const api = serverApi(args.request, args.context);
  const [substitution, disliked] = await Promise.all([
    api.call(routes.getSubstitutionDefault),
    api.call(routes.listDislikedProducts),
  ]);
  if (substitution.error !== null) throw data(substitution.error, { status: substitution.status || 500 });
  if (disliked.error !== null) throw data(disliked.error, { status: disliked.status || 500 });
  return { substitution: substitution.data.substitution, disliked: disliked.data.products };
}

/** Intent 'default': the account's choice; intent 'undislike': a product off the list. */
export async function action(args: Route.ActionArgs) {
  await runGuards(['auth'], args);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  if (form.get('intent') === 'undislike') {
    const productId = Number(form.get('productId'));
    if (!Number.isInteger(productId) || productId < 1)
      return data({ done: null, error: 'invalid' }, { status: 400 });
    const result = await api.call(routes.removeDislikedProduct, { params: { productId } });
    return result.error === null
      ? { done: 'undisliked' as const, error: null }
      : data({ done: null, error: result.error }, { status: result.status || 400 });
  }
  const substitution = form.get('substitution');
  if (substitution !== 'closest' && substitution !== 'none')
    return data({ done: null, error: 'invalid' }, { status: 400 });
  const result = await api.call(routes.setSubstitutionDefault, { body: { substitution } });
  return result.error === null
    ? { done: 'default' as const, error: null }
    : data({ done: null, error: result.error }, { status: result.status || 400 });
}

export default function Substitutions() {
  const { t } = useI18n();
  const { substitution, disliked } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('accountArea.substitution.title') })}</title>
      <SubstitutionSettings substitution={substitution} disliked={disliked} outcome={outcome} />
    </>
  );
}
