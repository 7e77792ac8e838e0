import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/mes-adresses.editer.$id';
import {
  AddressFields,
  addressErrors,
  addressPayload,
  addressValuesOf,
  DetailFields,
  HOUSE_TYPES,
} from '../components/account/AddressFields';
import { fieldMessage, Notice } from '../components/account/Notice';
import { translator, useI18n } from '../i18n';
import { catalogs } from '../i18n/catalogs.server';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { detectLocale, prefixOf } from '../lib/locale';
import { pageId } from '../lib/not-found';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'accountArea.addresses.editTitle' };

/** Only the user's own addresses: any other id is the not-found page. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const id = pageId(args.params.id);
  const result = await serverApi(args.request, args.context).call(routes.listAddresses);
  const address = result.data?.find((a) => a.id === id);
  if (!address) throw data(null, { status: 404 });
  return { address };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = detectLocale(request);
  const values = addressValuesOf(form);
  const errors = addressErrors(values, translator(catalogs[locale], locale));
  const details = {
    name: String(form.get('name') ?? '').trim(),
    houseType: HOUSE_TYPES.find((type) => type === form.get('houseType')) ?? 'house',
    apartmentDetails: String(form.get('apartmentDetails') ?? '').trim() || null,
    companyName: String(form.get('companyName') ?? '').trim() || null,
  };
  if (Object.keys(errors).length)
    return data(
      {
        error: null,
        errors: Object.entries(errors).map(([field, message]) => ({ field, message: message! })),
      },
      { status: 400 },
    );
  const result = await serverApi(request, context).call(routes.updateAddress, {
    params: { id: pageId(params.id) },
    body: {
      ...addressPayload(values),
      ...details,
    },
  });
  if (result.error !== null)
    return data({ error: result.error, errors: result.errors ?? [] }, { status: result.status || 400 });
  return redirect(`${prefixOf(locale)}/mes-adresses?done=updated`);
}

/** The edit-address page goes back to the address list. */
export default function EditAddress() {
  const { t, prefix } = useI18n();
  const { address } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const title = t('accountArea.addresses.editTitle');
  const error = (field: string) => fieldMessage(outcome?.errors, field);
  return (
    <>
      <title>{t('meta.titleSuffix', { title })}</title>
      <Link
        to={`${prefix}/mes-adresses`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-forest underline-offset-4 hover:underline"
        data-testid="back-to-addresses"
      >
        <span aria-hidden="true">←</span> {t('accountArea.addressForm.back')}
      </Link>
      <div className="card mt-4 max-w-2xl p-6 sm:p-8">
        <h2 className="text-xl font-bold">{address.name}</h2>
        {!address.isEligible && (
          <Notice kind="warning" className="mt-3">
            {t('accountArea.addresses.notEligibleText')}
          </Notice>
        )}
        <Form method="post" className="mt-6 space-y-6" noValidate>
          {outcome?.error &&
            !outcome.errors.some((e) =>
              ['streetNumber', 'address', 'cp', 'city', 'name'].includes(e.field),
            ) && <Notice kind="error">{outcome.error}</Notice>}
          <AddressFields
            search={false}
            initial={{
              streetNumber: address.streetNumber,
              address: address.address,
              cp: address.cp,
              city: address.city,
              country: address.country,
            }}
            errors={{
              streetNumber: error('streetNumber'),
              address: error('address'),
              cp: error('cp'),
              city: error('city'),
            }}
          />
          <DetailFields
            initial={{
              name: address.name,
              houseType: address.houseType,
              apartmentDetails: address.apartmentDetails ?? '',
              companyName: address.companyName ?? '',
            }}
            errors={{ name: error('name') }}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Link to={`${prefix}/mes-adresses`} className="btn btn-outline">
              {t('accountArea.addresses.cancel')}
            </Link>
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {t('accountArea.addressForm.save')}
            </button>
          </div>
        </Form>
      </div>
    </>
  );
}
