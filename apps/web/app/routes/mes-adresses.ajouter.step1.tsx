import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/mes-adresses.ajouter.step1';
import { AddressFields, addressErrors, addressValuesOf } from '../components/account/AddressFields';
import { Notice } from '../components/account/Notice';
import { translator, useI18n } from '../i18n';
import { catalogs } from '../i18n/catalogs.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { detectLocale, prefixOf } from '../lib/locale';

export const handle: PageHandle = { titleKey: 'accountArea.addresses.addTitle' };

/** Coming back from step 2 ("Modifier l'adresse") keeps what was typed. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  return { initial: addressValuesOf(new URL(args.request.url).searchParams) };
}

/** Step 1: the street address; step 2 gets it in its query string. */
export async function action({ request }: Route.ActionArgs) {
  const values = addressValuesOf(await request.formData());
  const locale = detectLocale(request);
  const errors = addressErrors(values, translator(catalogs[locale], locale));
  if (Object.keys(errors).length) return data({ values, errors }, { status: 400 });
  const query = new URLSearchParams(Object.entries(values).filter(([, v]) => v) as Array<[string, string]>);
  return redirect(`${prefixOf(locale)}/mes-adresses/ajouter/step2?${query}`);
}

export default function AddAddressStep1() {
  const { t, prefix } = useI18n();
  const { initial } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const title = t('accountArea.addresses.addTitle');
  return (
    <>
      <title>{t('meta.titleSuffix', { title })}</title>
      <Link
        to={`${prefix}/mes-adresses`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-forest underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('accountArea.addressForm.back')}
      </Link>
      <div className="card mt-4 max-w-2xl p-6 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
          {t('accountArea.addressForm.step', { step: 1 })}
        </p>
        <h2 className="mt-1 text-xl font-bold">{t('accountArea.addressForm.step1Title')}</h2>
        <Form method="post" className="mt-6 space-y-5" noValidate>
          {outcome?.errors && <Notice kind="error">{t('accountArea.addressForm.incomplete')}</Notice>}
          <AddressFields
            key={JSON.stringify(outcome?.values ?? initial)}
            initial={outcome?.values ?? initial}
            errors={outcome?.errors}
          />
          <button type="submit" className="btn btn-primary w-full sm:w-auto">
            {t('accountArea.addressForm.continue')}
          </button>
        </Form>
      </div>
    </>
  );
}
