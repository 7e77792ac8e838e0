import { isAddressComplete } from '@consigne/domain';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/mes-adresses.ajouter.step2';
import {
  addressPayload,
  addressValuesOf,
  DetailFields,
  formatAddress,
  HOUSE_TYPES,
  type AddressValues,
} from '../components/account/AddressFields';
import { fieldMessage, Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { detectLocale, prefixOf } from '../lib/locale';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'accountArea.addresses.addTitle' };

const complete = (v: AddressValues) =>
  isAddressComplete({
    fullAddress: formatAddress(v),
    street: v.address,
    number: v.streetNumber,
    postalCode: v.cp,
    city: v.city,
  });

/** Step 2 needs the address of step 1 (else back there), and says whether it is delivered. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const url = new URL(args.request.url);
  const address = addressValuesOf(url.searchParams);
  const step1 = `${prefixOf(detectLocale(args.request))}/mes-adresses/ajouter/step1`;
  if (!complete(address) || !/^\d{4,5}$/.test(address.cp)) throw redirect(step1);
  const eligibility = await serverApi(args.request, args.context).call(routes.checkZoneEligibility, {
    query: { postalCode: address.cp, city: address.city },
  });
  return { address, isEligible: eligibility.data?.isEligible ?? null, back: `${step1}${url.search}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const address = addressValuesOf(new URL(request.url).searchParams);
  const houseType = HOUSE_TYPES.find((type) => type === form.get('houseType')) ?? 'house';
  const result = await serverApi(request, context).call(routes.createAddress, {
    body: {
      ...addressPayload(address),
      name: String(form.get('name') ?? '').trim(),
      houseType,
      apartmentDetails: String(form.get('apartmentDetails') ?? '').trim() || null,
      companyName: String(form.get('companyName') ?? '').trim() || null,
    },
  });
  if (result.error !== null)
    return data({ error: result.error, errors: result.errors ?? [] }, { status: result.status || 400 });
  const done = result.data.isEligible ? 'added' : 'addedNotEligible';
  return redirect(`${prefixOf(detectLocale(request))}/mes-adresses?done=${done}`);
}

export default function AddAddressStep2() {
  const { t, prefix } = useI18n();
  const { address, isEligible, back } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST';
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
          {t('accountArea.addressForm.step', { step: 2 })}
        </p>
        <h2 className="mt-1 text-xl font-bold">{t('accountArea.addressForm.step2Title')}</h2>
        <div className="mt-5 rounded-xl border border-line bg-cream p-4">
          <p className="font-semibold" data-testid="step2-address">
            {formatAddress(address)}
          </p>
          <Link
            to={back}
            className="mt-1 inline-block text-sm font-semibold text-forest underline-offset-4 hover:underline"
          >
            {t('accountArea.addressForm.changeAddress')}
          </Link>
        </div>
        {isEligible !== null && (
          <Notice kind={isEligible ? 'success' : 'warning'} className="mt-4">
            {t(isEligible ? 'accountArea.addressForm.eligible' : 'accountArea.addressForm.notEligible')}
          </Notice>
        )}
        <Form method="post" className="mt-6 space-y-6" noValidate>
          {outcome?.error && <Notice kind="error">{outcome.error}</Notice>}
          <DetailFields
            initial={{ name: '', houseType: 'house', apartmentDetails: '', companyName: '' }}
            errors={{ name: fieldMessage(outcome?.errors, 'name') }}
          />
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={saving}>
            {t('accountArea.addressForm.save')}
          </button>
        </Form>
      </div>
    </>
  );
}
