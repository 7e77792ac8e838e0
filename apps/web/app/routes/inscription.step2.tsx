import type { HouseType, RegistrationPayload } from '@consigne/api-client';
import type { CallInput } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { isAddressComplete, normalizeSponsorshipCode, SPONSORSHIP_LINK_PARAM } from '@consigne/domain';
import { useEffect, useState } from 'react';
import { data, Form, Link, replace, useActionData, useLoaderData, useNavigation } from 'react-router';
import { REGISTER_PAGE_HEADERS } from '../components/register/address';
import type { Route } from './+types/inscription.step2';
import { Checkbox } from '../components/register/Checkbox';
import { PasswordRules } from '../components/register/PasswordRules';
import { FormAlert, RegisterFrame } from '../components/register/RegisterFrame';
import { readSelectedAddress } from '../components/register/selected-address.server';
import { Canonical } from '../components/seo/Canonical';
import { TextField } from '../components/ui/TextField';
import { useI18n, type MessageKey } from '../i18n';
import { guestApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import { detectLocale, prefixOf } from '../lib/locale';
import { toSelectedAddress, useAddressStore } from '../stores/address';

export const headers = () => REGISTER_PAGE_HEADERS;

const HOUSE_TYPES: Array<{ value: HouseType; label: MessageKey }> = [
  { value: 'house', label: 'register.step2.house' },
  { value: 'apartment', label: 'register.step2.apartment' },
  { value: 'company', label: 'register.step2.company' },
  { value: 'other', label: 'register.step2.other' },
];

/** Without a chosen delivery address, step 2 sends back (replace) to step 1. */
function chosenAddressOr(request: Request) {
  const prefix = prefixOf(detectLocale(request));
  const address = readSelectedAddress(request);
  if (!address || !isAddressComplete(address))
    throw replace(`${prefix}/inscription/step1${sponsorQuery(request)}`);
  if (!address.isEligible) throw replace(`${prefix}/inscription/non-eligible`);
  return address;
}

/** The sponsorship code of the share link (?parrain=CODE), carried from step 1. */
const sponsorCodeOf = (request: Request) =>
  normalizeSponsorshipCode(new URL(request.url).searchParams.get(SPONSORSHIP_LINK_PARAM));
const sponsorQuery = (request: Request) => {
  const code = sponsorCodeOf(request);
  return code ? `?${SPONSORSHIP_LINK_PARAM}=${code}` : '';
};

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['login'], args);
  return {
    address: chosenAddressOr(args.request),
    sponsorCode: sponsorCodeOf(args.request),
    sponsorQuery: sponsorQuery(args.request),
  };
}

/**
 * Posts the account form to POST /api/register; the API's errors[] come back per field. A valid form
 * is answered the same whether or not the address already has an account (an e-mail goes to it
 * either way): the page then asks the shopper to open that e-mail, whose link creates the account
 * (the success page).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const address = chosenAddressOr(request);
  const form = await request.formData();
  const get = (key: string, max = 200) =>
    String(form.get(key) ?? '')
      .trim()
      .slice(0, max);
  const values = {
    houseType: get('houseType', 20),
    apartmentDetails: get('apartmentDetails'),
    companyName: get('companyName'),
    firstname: get('firstname', 100),
    lastname: get('lastname', 100),
    phone: get('phone', 30),
    email: get('email', 320),
    newsletterOptIn: form.get('newsletterOptIn') === 'on',
    isAdult: form.get('isAdult') === 'on',
    sponsorshipCode: get('sponsorshipCode', 40),
  };
  const payload: RegistrationPayload = {
    ...values,
    sponsorshipCode: values.sponsorshipCode || undefined,
    houseType: values.houseType as HouseType,
    address: {
      number: address.number,
      street: address.street,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country === 'BE' ? 'BE' : 'FR',
      fullAddress: address.fullAddress,
      coordinates: address.coordinates,
    },
    password: String(form.get('password') ?? '').slice(0, 1024),
  };
  const api = guestApi(request, context);
  const result = await api.call(routes.register, {
    // An unticked isAdult is sent as it is: the API refuses it with its own localized message.
    body: payload as CallInput<'register'>['body'],
    skipAuth: true,
  });
  if (result.error !== null) {
    const fieldErrors: Record<string, string> = {};
    for (const e of result.errors ?? []) fieldErrors[e.field] ??= e.message;
    const known = Object.keys(fieldErrors).length > 0 && result.status === 400;
    return data(
      { fieldErrors, formError: known ? null : result.error, values, sent: null },
      { status: result.status >= 400 && result.status < 600 ? result.status : 502 },
    );
  }
  const fieldErrors: Record<string, string> = {};
  return { fieldErrors, formError: null, values, sent: values.email.toLowerCase() };
}

/** The answer to a valid form: open the e-mail just sent (the same for a new or a known address). */
function CheckYourMail({ email }: { email: string }) {
  const { t, prefix } = useI18n();
  return (
    <section role="status" data-testid="register-sent" className="text-center">
      <div
        aria-hidden="true"
        className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-leaf-soft text-3xl"
      >
        ✉
      </div>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t('register.sent.heading')}
      </h1>
      <p className="mt-3 text-ink-soft">{t('register.sent.text', { email })}</p>
      <p className="mt-3 text-sm text-ink-soft">{t('register.sent.hint')}</p>
      <Link to={`${prefix}/inscription/step1`} className="btn btn-outline mt-6">
        {t('register.sent.restart')}
      </Link>
    </section>
  );
}

export default function RegisterStep2() {
  const { t, prefix } = useI18n();
  const { address, sponsorCode, sponsorQuery } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [password, setPassword] = useState('');
  const setAddress = useAddressStore((s) => s.setAddress);
  const errors = result?.fieldErrors ?? {};
  const values = result?.values;

  useEffect(() => setAddress(toSelectedAddress(address)), [address, setAddress]);

  if (result?.sent)
    return (
      <>
        <title>{t('meta.titleSuffix', { title: t('register.sent.heading') })}</title>
        <RegisterFrame step={2}>
          <CheckYourMail email={result.sent} />
        </RegisterFrame>
      </>
    );
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('register.step2.title') })}</title>
      <Canonical />
      <RegisterFrame step={2}>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('register.step2.heading')}</h1>

        <section
          aria-label={t('register.stepAddress')}
          className={`mt-5 flex items-start gap-3 rounded-2xl p-4 ${
            errors.address ? 'bg-danger-soft' : 'bg-leaf-soft'
          }`}
        >
          <span
            aria-hidden="true"
            className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-forest text-lg font-black text-white"
          >
            ✓
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-bold text-forest">{t('register.step2.eligible')}</p>
            <p className="mt-0.5 break-words text-sm" data-testid="chosen-address">
              {address.fullAddress}
            </p>
            {address.zoneName && (
              <p className="text-xs text-ink-soft">{t('register.step2.zone', { zone: address.zoneName })}</p>
            )}
            {errors.address && (
              <p id="address-error" className="mt-1 text-sm font-medium text-danger">
                {errors.address}
              </p>
            )}
            <Link
              to={`${prefix}/inscription/step1${sponsorQuery}`}
              className="mt-2 inline-block text-sm font-semibold text-forest underline underline-offset-4"
            >
              {t('register.step2.changeAddress')}
            </Link>
          </div>
        </section>

        <Form method="post" noValidate className="mt-6 space-y-6">
          {result?.formError && <FormAlert>{result.formError}</FormAlert>}
          {!result?.formError && Object.keys(errors).length > 0 && (
            <FormAlert>{t('register.fixErrors')}</FormAlert>
          )}

          <fieldset aria-describedby={errors.houseType ? 'houseType-error' : undefined}>
            <legend className="field-label">{t('register.step2.houseType')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {HOUSE_TYPES.map((type) => (
                <div key={type.value}>
                  <input
                    id={`houseType-${type.value}`}
                    type="radio"
                    name="houseType"
                    value={type.value}
                    defaultChecked={(values?.houseType || 'house') === type.value}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={`houseType-${type.value}`}
                    className="flex h-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-white px-3 text-sm font-semibold transition-colors hover:border-forest peer-checked:border-forest peer-checked:bg-leaf-soft peer-checked:text-forest peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest"
                  >
                    {t(type.label)}
                  </label>
                </div>
              ))}
            </div>
            {errors.houseType && (
              <p id="houseType-error" className="mt-1 text-sm text-danger">
                {errors.houseType}
              </p>
            )}
            {/* Shown by CSS from the checked radio, so it works without JavaScript too. */}
            <div className="mt-4 hidden [form:has(#houseType-apartment:checked)_&]:block">
              <TextField
                id="apartmentDetails"
                name="apartmentDetails"
                label={`${t('register.step2.apartmentDetails')} ${t('register.step2.optional')}`}
                autoComplete="address-line2"
                defaultValue={values?.apartmentDetails}
                error={errors.apartmentDetails}
              />
            </div>
            <div className="mt-4 hidden [form:has(#houseType-company:checked)_&]:block">
              <TextField
                id="companyName"
                name="companyName"
                label={`${t('register.step2.companyName')} ${t('register.step2.optional')}`}
                autoComplete="organization"
                defaultValue={values?.companyName}
                error={errors.companyName}
              />
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="mb-3 text-sm font-bold uppercase tracking-wide text-ink-soft">
              {t('register.step2.identity')}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="firstname"
                name="firstname"
                label={t('register.step2.firstname')}
                autoComplete="given-name"
                required
                defaultValue={values?.firstname}
                error={errors.firstname}
              />
              <TextField
                id="lastname"
                name="lastname"
                label={t('register.step2.lastname')}
                autoComplete="family-name"
                required
                defaultValue={values?.lastname}
                error={errors.lastname}
              />
            </div>
            <div>
              <TextField
                id="phone"
                name="phone"
                type="tel"
                label={t('register.step2.phone')}
                autoComplete="tel"
                required
                defaultValue={values?.phone}
                error={errors.phone}
              />
              <p className="mt-1 text-xs text-ink-soft">{t('register.step2.phoneHint')}</p>
            </div>
            <TextField
              id="email"
              name="email"
              type="email"
              label={t('register.step2.email')}
              autoComplete="email"
              required
              defaultValue={values?.email}
              error={errors.email}
            />
            <div>
              <TextField
                id="password"
                name="password"
                type="password"
                label={t('register.step2.password')}
                autoComplete="new-password"
                required
                error={errors.password}
                aria-describedby={errors.password ? 'password-error password-rules' : 'password-rules'}
                onChange={(event) => setPassword(event.target.value)}
              />
              <PasswordRules id="password-rules" password={password} />
            </div>
          </fieldset>

          <div>
            <TextField
              id="sponsorshipCode"
              name="sponsorshipCode"
              label={`${t('sponsorship.field')} ${t('register.step2.optional')}`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              defaultValue={values?.sponsorshipCode ?? sponsorCode ?? ''}
              error={errors.sponsorshipCode}
              aria-describedby={
                errors.sponsorshipCode ? 'sponsorshipCode-error sponsorshipCode-hint' : 'sponsorshipCode-hint'
              }
              className="field-input font-mono uppercase tracking-wider"
            />
            <p id="sponsorshipCode-hint" className="mt-1 text-xs text-ink-soft">
              {t('sponsorship.fieldHint')}
            </p>
          </div>

          <div className="space-y-4 rounded-2xl border border-line p-4">
            <Checkbox
              id="newsletterOptIn"
              name="newsletterOptIn"
              label={t('register.step2.newsletter')}
              defaultChecked={values?.newsletterOptIn}
            />
            <Checkbox
              id="isAdult"
              name="isAdult"
              required
              label={
                <>
                  {t('register.step2.adult')} <span className="text-danger">*</span>
                </>
              }
              hint={t('register.step2.adultHint')}
              defaultChecked={values?.isAdult}
              error={errors.isAdult}
            />
          </div>

          <button type="submit" className="btn btn-primary h-12 w-full text-base" disabled={submitting}>
            {t('register.step2.submit')}
          </button>
          <p className="text-center text-xs text-ink-soft">
            {t('register.step2.terms')}{' '}
            <Link
              to={`${prefix}/page/cgv`}
              className="font-semibold text-forest underline underline-offset-2"
            >
              {t('register.step2.termsLink')}
            </Link>
            .
          </p>
        </Form>
      </RegisterFrame>
    </>
  );
}
