import type { AddressSuggestionDto } from '@consigne/api-client';
import { isAddressComplete, normalizeSponsorshipCode, SPONSORSHIP_LINK_PARAM } from '@consigne/domain';
import { useEffect, useRef, useState } from 'react';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/inscription.step1';
import {
  countryOfPostalCode,
  EMPTY_FIELDS,
  fieldsOfSuggestion,
  formatFullAddress,
  type AddressFields,
  type ChosenAddress,
  REGISTER_PAGE_HEADERS,
} from '../components/register/address';
import { AddressAutocomplete } from '../components/register/AddressAutocomplete';
import { eligibilityOf } from '../components/register/eligibility.server';
import { FormAlert, RegisterFrame } from '../components/register/RegisterFrame';
import {
  readSelectedAddress,
  selectedAddressCookie,
  warehouseCookie,
} from '../components/register/selected-address.server';
import { Canonical } from '../components/seo/Canonical';
import { TextField } from '../components/ui/TextField';
import { useI18n, type MessageKey } from '../i18n';
import { guestApi } from '../lib/api.server';
import { isSecureRequest } from '../lib/cookies';
import { runGuards } from '../lib/guards.server';
import { detectLocale, prefixOf } from '../lib/locale';
import { useAddressStore } from '../stores/address';
import { useTypedBeforeHydration } from '../lib/typed-before-hydration';
import * as routes from '@consigne/contract/routes';

export const headers = () => REGISTER_PAGE_HEADERS;

const PARTS = ['number', 'street', 'postalCode', 'city'] as const;
type Part = (typeof PARTS)[number];
type FieldError = 'required' | 'postalCodeInvalid';

/**
 * Step 1 (registration): the delivery address. Prefilled from the home page's hero field
 * (?address=…) or from the address chosen before.
 */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['login'], args);
  const { request, context } = args;
  const params = new URL(request.url).searchParams;
  // The sponsorship share link (?parrain=CODE): carried to step 2, which pre-fills it.
  const sponsorCode = normalizeSponsorshipCode(params.get(SPONSORSHIP_LINK_PARAM));
  const typed = (params.get('address') ?? '').trim().slice(0, 200);
  if (typed) {
    const first = (
      await guestApi(request, context).call(routes.searchAddresses, { query: { q: typed }, skipAuth: true })
    ).data?.suggestions[0];
    return { sponsorCode, query: typed, values: first ? fieldsOfSuggestion(first) : EMPTY_FIELDS };
  }
  const saved = readSelectedAddress(request);
  if (!saved) return { sponsorCode, query: '', values: EMPTY_FIELDS };
  return {
    sponsorCode,
    query: saved.fullAddress,
    values: {
      number: saved.number,
      street: saved.street,
      postalCode: saved.postalCode,
      city: saved.city,
      country: saved.country,
      lat: saved.coordinates ? String(saved.coordinates.lat) : '',
      lng: saved.coordinates ? String(saved.coordinates.lng) : '',
    },
  };
}

/**
 * Checks the address (complete, delivered), keeps it in the 'selected_address' cookie (and, when
 * delivered, the zone's warehouse in 'warehouse_id'), then goes to step 2 or to the non-eligible page.
 * Without JavaScript, a whole address typed in the search field alone is looked up here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const get = (key: string, max = 200) =>
    String(form.get(key) ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max);
  const query = get('query');
  const api = guestApi(request, context);
  let values: AddressFields = {
    number: get('number', 20),
    street: get('street'),
    postalCode: get('postalCode', 10),
    city: get('city', 100),
    country: get('country', 2),
    lat: get('lat', 30),
    lng: get('lng', 30),
  };
  if (PARTS.every((part) => !values[part]) && query) {
    const first = (await api.call(routes.searchAddresses, { query: { q: query }, skipAuth: true })).data
      ?.suggestions[0];
    if (first) values = fieldsOfSuggestion(first);
  }

  const errors: Partial<Record<Part, FieldError>> = {};
  for (const part of PARTS) if (!values[part]) errors[part] = 'required';
  if (values.postalCode && !/^\d{4,5}$/.test(values.postalCode)) errors.postalCode = 'postalCodeInvalid';
  const country =
    values.country === 'BE' || values.country === 'FR'
      ? values.country
      : countryOfPostalCode(values.postalCode);
  const fullAddress = formatFullAddress({ ...values, country });
  if (Object.keys(errors).length || !isAddressComplete({ ...values, fullAddress })) {
    return data(
      { errors, formError: Object.keys(errors).length ? null : ('incomplete' as const), query, values },
      { status: 400 },
    );
  }

  const match = await eligibilityOf(api, values, fullAddress);
  if (match === 'error') {
    return data({ errors, formError: 'generic' as const, query, values }, { status: 503 });
  }
  const lat = Number(values.lat);
  const lng = Number(values.lng);
  const chosen: ChosenAddress = {
    fullAddress,
    street: values.street,
    number: values.number,
    postalCode: values.postalCode,
    city: values.city,
    country,
    coordinates:
      values.lat && values.lng && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null,
    zoneId: match?.isEligible ? match.zoneId : null,
    zoneName: match?.isEligible ? match.zoneName : null,
    isEligible: match?.isEligible ?? false,
    warehouseId: match?.isEligible ? match.warehouseId : null,
  };
  const secure = isSecureRequest(request);
  const headers = new Headers();
  headers.append('Set-Cookie', selectedAddressCookie(chosen, secure));
  if (chosen.isEligible && chosen.warehouseId)
    headers.append('Set-Cookie', warehouseCookie(chosen.warehouseId, secure));
  const prefix = prefixOf(detectLocale(request));
  const sponsorCode = normalizeSponsorshipCode(String(form.get(SPONSORSHIP_LINK_PARAM) ?? ''));
  const next = chosen.isEligible
    ? `step2${sponsorCode ? `?${SPONSORSHIP_LINK_PARAM}=${sponsorCode}` : ''}`
    : 'non-eligible';
  return redirect(`${prefix}/inscription/${next}`, { headers });
}

const LABELS: Record<Part, MessageKey> = {
  number: 'register.step1.number',
  street: 'register.step1.street',
  postalCode: 'register.step1.postalCode',
  city: 'register.step1.city',
};
const AUTOCOMPLETE: Record<Part, string> = {
  number: 'off',
  street: 'address-line1',
  postalCode: 'postal-code',
  city: 'address-level2',
};

export default function RegisterStep1() {
  const { t } = useI18n();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [values, setValues] = useState<AddressFields>(result?.values ?? loaded.values);
  const setAddress = useAddressStore((s) => s.setAddress);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(
    form,
    PARTS,
    (part) => values[part],
    (typed) => setValues((v) => ({ ...v, ...typed, lat: '', lng: '' })),
  );

  useEffect(() => {
    if (result) setValues(result.values);
  }, [result]);

  function onSelect(s: AddressSuggestionDto) {
    setValues(fieldsOfSuggestion(s));
    setAddress({
      fullAddress: s.fullAddress,
      street: s.street,
      number: s.number,
      postalCode: s.postalCode,
      city: s.city,
      country: s.country,
      coordinates: s.coordinates,
      zoneId: s.zoneId,
      zoneName: s.zoneName,
      isEligible: s.isEligible,
    });
  }

  const errorText = (part: Part) => {
    const error = result?.errors[part];
    return error === 'required'
      ? t('register.required')
      : error === 'postalCodeInvalid'
        ? t('register.step1.postalCodeInvalid')
        : undefined;
  };
  const hasFieldErrors = Boolean(result && Object.keys(result.errors).length);

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('register.step1.title') })}</title>
      <Canonical />
      <RegisterFrame step={1}>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('register.step1.heading')}</h1>
        <p className="mt-2 text-ink-soft">{t('register.step1.lead')}</p>
        {loaded.sponsorCode && (
          <p
            className="mt-4 rounded-2xl bg-leaf-soft px-4 py-3 text-sm font-semibold text-forest"
            data-testid="sponsor-applied"
          >
            {t('sponsorship.applied', { code: loaded.sponsorCode })}
          </p>
        )}
        <Form ref={form} method="post" noValidate className="mt-6 space-y-6">
          {result?.formError === 'generic' && <FormAlert>{t('register.genericError')}</FormAlert>}
          {result?.formError === 'incomplete' && <FormAlert>{t('register.step1.incomplete')}</FormAlert>}
          {hasFieldErrors && <FormAlert>{t('register.fixErrors')}</FormAlert>}
          <AddressAutocomplete
            id="address-search"
            name="query"
            label={t('register.step1.search')}
            hint={t('register.step1.searchHint')}
            placeholder={t('register.step1.searchPlaceholder')}
            defaultValue={result?.query ?? loaded.query}
            onSelect={onSelect}
          />
          <fieldset>
            <legend className="mb-3 text-sm font-bold uppercase tracking-wide text-ink-soft">
              {t('register.step1.details')}
            </legend>
            <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
              {PARTS.map((part) => (
                <div key={part}>
                  <TextField
                    id={`address-${part}`}
                    name={part}
                    label={t(LABELS[part])}
                    autoComplete={AUTOCOMPLETE[part]}
                    inputMode={part === 'postalCode' ? 'numeric' : undefined}
                    required
                    value={values[part]}
                    error={errorText(part)}
                    onChange={(event) =>
                      setValues((v) => ({ ...v, [part]: event.target.value, lat: '', lng: '' }))
                    }
                  />
                </div>
              ))}
            </div>
          </fieldset>
          {loaded.sponsorCode && (
            <input type="hidden" name={SPONSORSHIP_LINK_PARAM} value={loaded.sponsorCode} />
          )}
          <input type="hidden" name="country" value={values.country} />
          <input type="hidden" name="lat" value={values.lat} />
          <input type="hidden" name="lng" value={values.lng} />
          <button type="submit" className="btn btn-primary h-12 w-full text-base" disabled={submitting}>
            {t('register.step1.submit')}
          </button>
        </Form>
      </RegisterFrame>
    </>
  );
}
