import type { HouseType } from '@consigne/api-client';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { AddressAutocomplete } from '../register/AddressAutocomplete';
import { TextField } from '../ui/TextField';

export interface AddressValues {
  streetNumber: string;
  address: string;
  cp: string;
  city: string;
  country?: string;
  lat?: string;
  lng?: string;
}

export interface DetailValues {
  name: string;
  houseType: HouseType;
  apartmentDetails: string;
  companyName: string;
}

export const HOUSE_TYPES: HouseType[] = ['house', 'apartment', 'company', 'other'];

type Errors = Partial<Record<string, string>>;

/** Street address: a search with suggestions that fills the four fields, which stay editable. */
export function AddressFields({
  initial,
  errors = {},
  search = true,
}: {
  initial: AddressValues;
  errors?: Errors;
  search?: boolean;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const set = (key: keyof AddressValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value, ...(key === 'cp' ? { country: '' } : {}) }));
  return (
    <div className="space-y-4">
      {search && (
        <AddressAutocomplete
          id="address-search"
          name="search"
          label={t('accountArea.addressForm.search')}
          hint={t('accountArea.addressForm.searchHint')}
          placeholder={t('accountArea.addressForm.searchPlaceholder')}
          onSelect={(s) =>
            setValues({
              streetNumber: s.number,
              address: s.street,
              cp: s.postalCode,
              city: s.city,
              country: s.country,
              lat: s.coordinates ? String(s.coordinates.lat) : '',
              lng: s.coordinates ? String(s.coordinates.lng) : '',
            })
          }
        />
      )}
      <div className="grid grid-cols-[6.5rem_1fr] gap-3 sm:grid-cols-[8rem_1fr]">
        <TextField
          id="streetNumber"
          name="streetNumber"
          label={t('accountArea.addressForm.number')}
          autoComplete="off"
          value={values.streetNumber}
          onChange={set('streetNumber')}
          error={errors.streetNumber}
        />
        <TextField
          id="address"
          name="address"
          label={t('accountArea.addressForm.street')}
          autoComplete="address-line1"
          value={values.address}
          onChange={set('address')}
          error={errors.address}
        />
      </div>
      <div className="grid grid-cols-[6.5rem_1fr] gap-3 sm:grid-cols-[8rem_1fr]">
        <TextField
          id="cp"
          name="cp"
          label={t('accountArea.addressForm.postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          value={values.cp}
          onChange={set('cp')}
          error={errors.cp}
        />
        <TextField
          id="city"
          name="city"
          label={t('accountArea.addressForm.city')}
          autoComplete="address-level2"
          value={values.city}
          onChange={set('city')}
          error={errors.city}
        />
      </div>
      <input type="hidden" name="country" value={values.country ?? ''} />
      <input type="hidden" name="lat" value={values.lat ?? ''} />
      <input type="hidden" name="lng" value={values.lng ?? ''} />
    </div>
  );
}

/** Name of the address, house type, and the apartment or company details that go with it. */
export function DetailFields({ initial, errors = {} }: { initial: DetailValues; errors?: Errors }) {
  const { t } = useI18n();
  const [houseType, setHouseType] = useState<HouseType>(initial.houseType);
  const optional = (
    <span className="font-normal text-ink-soft"> {t('accountArea.addressForm.optional')}</span>
  );
  return (
    <div className="space-y-5">
      <TextField
        id="name"
        name="name"
        label={t('accountArea.addressForm.name')}
        placeholder={t('accountArea.addressForm.namePlaceholder')}
        maxLength={80}
        defaultValue={initial.name}
        error={errors.name}
      />
      <fieldset>
        <legend className="field-label">{t('accountArea.addressForm.houseType')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {HOUSE_TYPES.map((type) => (
            <label
              key={type}
              className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-semibold transition-colors ${
                houseType === type
                  ? 'border-forest bg-leaf-soft text-forest'
                  : 'border-line bg-white hover:border-ink-soft'
              }`}
            >
              <input
                type="radio"
                name="houseType"
                value={type}
                checked={houseType === type}
                onChange={() => setHouseType(type)}
                className="accent-forest"
              />
              {t(`accountArea.addresses.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {houseType === 'apartment' && (
        <div>
          <label htmlFor="apartmentDetails" className="field-label">
            {t('accountArea.addressForm.apartmentDetails')}
            {optional}
          </label>
          <input
            id="apartmentDetails"
            name="apartmentDetails"
            className="field-input"
            maxLength={200}
            defaultValue={initial.apartmentDetails}
          />
        </div>
      )}
      {houseType === 'company' && (
        <div>
          <label htmlFor="companyName" className="field-label">
            {t('accountArea.addressForm.companyName')}
            {optional}
          </label>
          <input
            id="companyName"
            name="companyName"
            className="field-input"
            maxLength={120}
            defaultValue={initial.companyName}
          />
        </div>
      )}
    </div>
  );
}

/** Reads the address fields of a submitted form. */
export function addressValuesOf(form: FormData | URLSearchParams): AddressValues {
  const get = (name: string) => String(form.get(name) ?? '').trim();
  return {
    streetNumber: get('streetNumber'),
    address: get('address'),
    cp: get('cp'),
    city: get('city'),
    country: get('country'),
    lat: get('lat'),
    lng: get('lng'),
  };
}

/** Client-side check before the API's: the four parts, and a 4- or 5-digit postal code. */
export function addressErrors(
  values: AddressValues,
  t: (key: 'accountArea.required' | 'accountArea.addressForm.postalCodeInvalid') => string,
): Errors {
  const errors: Errors = {};
  for (const key of ['streetNumber', 'address', 'cp', 'city'] as const)
    if (!values[key]) errors[key] = t('accountArea.required');
  if (values.cp && !/^\d{4,5}$/.test(values.cp)) errors.cp = t('accountArea.addressForm.postalCodeInvalid');
  return errors;
}

/** The API payload of the address fields. */
export function addressPayload(values: AddressValues) {
  const lat = Number(values.lat);
  const lng = Number(values.lng);
  const hasCoordinates = values.lat && values.lng && Number.isFinite(lat) && Number.isFinite(lng);
  return {
    streetNumber: values.streetNumber,
    address: values.address,
    cp: values.cp,
    city: values.city,
    ...(values.country === 'FR' || values.country === 'BE' ? { country: values.country as 'FR' | 'BE' } : {}),
    ...(hasCoordinates ? { lat, lng } : {}),
  };
}

/** The displayed address: 'streetNumber address, cp city'. */
export function formatAddress(a: { streetNumber: string; address: string; cp: string; city: string }) {
  return `${a.streetNumber} ${a.address}, ${a.cp} ${a.city}`.trim();
}
