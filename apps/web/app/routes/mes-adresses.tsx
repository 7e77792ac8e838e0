import type { AddressDto } from '@consigne/api-client';
import { data, Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/mes-adresses';
import { formatAddress } from '../components/account/AddressFields';
import { ConfirmAction } from '../components/account/ConfirmAction';
import { Notice } from '../components/account/Notice';
import { StoreIcon } from '../components/ui/icons';
import { colon, useI18n, type MessageKey } from '../i18n';
import { currentUser, serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'account.addresses' };

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const [result, user] = await Promise.all([
    serverApi(args.request, args.context).call(routes.listAddresses),
    currentUser(args.request, args.context),
  ]);
  if (result.error !== null) throw data(result.error, { status: result.status || 500 });
  // A pickup point chosen instead of a home address (User.zone.isDeliveryPoint).
  const pickupPoint = user?.zone?.isDeliveryPoint
    ? { name: user.zone.name, address: user.zone.address ?? '' }
    : null;
  return { addresses: result.data, pickupPoint };
}

/** Select or delete an address (each behind a confirmation dialog). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = form.get('intent');
  const api = serverApi(request, context);
  if (!Number.isInteger(id) || (intent !== 'select' && intent !== 'delete'))
    return data({ done: null, error: 'invalid' }, { status: 400 });
  const result =
    intent === 'select'
      ? await api.call(routes.selectAddress, { params: { id } })
      : await api.call(routes.deleteAddress, { params: { id } });
  if (result.error !== null)
    return data({ done: null, error: result.error }, { status: result.status || 400 });
  return { done: intent === 'select' ? ('selectedDone' as const) : ('deleted' as const), error: null };
}

const DONE: Record<string, MessageKey> = {
  added: 'accountArea.addresses.added',
  addedNotEligible: 'accountArea.addresses.addedNotEligible',
  updated: 'accountArea.addresses.updated',
  deleted: 'accountArea.addresses.deleted',
  selectedDone: 'accountArea.addresses.selectedDone',
};

function AddressCard({ address, currentZoneId }: { address: AddressDto; currentZoneId: number | null }) {
  const { t, locale, prefix } = useI18n();
  const line = formatAddress(address);
  const details = [
    t(`accountArea.addresses.${address.houseType}`),
    address.houseType === 'company' ? address.companyName : address.apartmentDetails,
  ]
    .filter(Boolean)
    .join(' · ');
  const zoneChange = currentZoneId !== null && address.zone !== null && address.zone.id !== currentZoneId;
  return (
    <li
      data-testid="address-card"
      className={`card flex flex-col p-5 ${address.isSelected ? 'ring-2 ring-forest' : ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-lg font-bold">{address.name}</h2>
        {address.isSelected ? (
          <span className="shrink-0 rounded-full bg-forest px-2.5 py-1 text-xs font-bold text-white">
            {t('accountArea.addresses.selected')}
          </span>
        ) : (
          !address.isEligible && (
            <span className="shrink-0 rounded-full bg-warning-soft px-2.5 py-1 text-xs font-bold text-warning">
              {t('accountArea.addresses.notEligible')}
            </span>
          )
        )}
      </div>
      <p className="mt-2">{line}</p>
      <p className="mt-1 text-sm text-ink-soft">{details}</p>
      <p className="mt-1 text-sm text-ink-soft">
        {address.zone
          ? t('accountArea.addresses.zone', { zone: address.zone.name })
          : t('accountArea.addresses.notEligibleText')}
      </p>
      <div className="mt-auto space-y-2 pt-5">
        {!address.isSelected && address.isEligible && (
          <div>
            <ConfirmAction
              fields={{ intent: 'select', id: String(address.id) }}
              label={t('accountArea.addresses.select')}
              title={t(
                zoneChange ? 'accountArea.addresses.zoneChangeTitle' : 'accountArea.addresses.selectTitle',
              )}
              confirmLabel={t('accountArea.addresses.confirm')}
              cancelLabel={t('accountArea.addresses.cancel')}
              className="btn btn-primary min-h-10 w-full text-sm"
            >
              <p>{t('accountArea.addresses.selectText', { address: line })}</p>
              {zoneChange && <p>{t('accountArea.addresses.zoneChangeText')}</p>}
            </ConfirmAction>
          </div>
        )}
        <div className="flex gap-2">
          <Link
            to={`${prefix}/mes-adresses/editer/${address.id}`}
            className="btn btn-outline min-h-10 flex-1 text-sm"
            aria-label={`${t('accountArea.addresses.edit')}${colon(locale)}${address.name}`}
          >
            {t('accountArea.addresses.edit')}
          </Link>
          <ConfirmAction
            fields={{ intent: 'delete', id: String(address.id) }}
            label={t('accountArea.addresses.delete')}
            title={t('accountArea.addresses.deleteTitle')}
            confirmLabel={t('accountArea.addresses.delete')}
            cancelLabel={t('accountArea.addresses.cancel')}
            className="btn min-h-10 flex-1 border-2 border-transparent text-sm text-danger hover:bg-danger-soft"
            danger
          >
            <p>{t('accountArea.addresses.deleteText', { name: address.name })}</p>
            {address.isSelected && <p>{t('accountArea.addresses.deleteSelectedText')}</p>}
          </ConfirmAction>
        </div>
      </div>
    </li>
  );
}

export default function Addresses() {
  const { t, prefix } = useI18n();
  const { addresses, pickupPoint } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const [params] = useSearchParams();
  const selected = addresses.find((a) => a.isSelected);
  const doneKey = DONE[outcome?.done ?? params.get('done') ?? ''];
  const warning = outcome?.done ? false : params.get('done') === 'addedNotEligible';

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('account.addresses') })}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-soft">{t('accountArea.addresses.intro')}</p>
        <Link to={`${prefix}/mes-adresses/ajouter/step1`} className="btn btn-primary shrink-0">
          <span aria-hidden="true">+</span> {t('accountArea.addresses.add')}
        </Link>
      </div>
      <div className="mt-5 space-y-3">
        {doneKey && (
          <Notice kind={warning ? 'warning' : 'success'} testId="addresses-notice">
            {t(doneKey)}
          </Notice>
        )}
        {outcome?.error && <Notice kind="error">{outcome.error}</Notice>}
        {pickupPoint ? (
          <div
            data-testid="addresses-pickup-point"
            className="card flex items-start gap-3 p-4 ring-2 ring-forest"
          >
            <span className="mt-0.5 text-forest">
              <StoreIcon />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-bold uppercase tracking-wide text-ink-soft">
                {t('slots.pickupPoint')}
              </p>
              <p className="font-bold">{pickupPoint.name}</p>
              {pickupPoint.address && <p className="text-sm text-ink-soft">{pickupPoint.address}</p>}
            </div>
          </div>
        ) : (
          !selected && <Notice kind="info">{t('account.noAddress')}</Notice>
        )}
      </div>
      {addresses.length === 0 ? (
        <p className="card mt-6 p-8 text-center text-ink-soft">{t('accountArea.addresses.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} currentZoneId={selected?.zone?.id ?? null} />
          ))}
        </ul>
      )}
    </>
  );
}
