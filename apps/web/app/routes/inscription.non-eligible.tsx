import { useEffect } from 'react';
import { data, Form, Link, replace, useActionData, useLoaderData, useNavigation } from 'react-router';
import { REGISTER_PAGE_HEADERS } from '../components/register/address';
import type { Route } from './+types/inscription.non-eligible';
import { readSelectedAddress } from '../components/register/selected-address.server';
import { Canonical } from '../components/seo/Canonical';
import { colon, useI18n } from '../i18n';
import { guestApi } from '../lib/api.server';
import { detectLocale, prefixOf } from '../lib/locale';
import { toSelectedAddress, useAddressStore } from '../stores/address';
import * as routes from '@consigne/contract/routes';

export const headers = () => REGISTER_PAGE_HEADERS;

/** Without a chosen delivery address, this page sends back (replace) to step 1. */
function chosenAddressOr(request: Request) {
  const address = readSelectedAddress(request);
  if (!address) throw replace(`${prefixOf(detectLocale(request))}/inscription/step1`);
  return address;
}

export function loader({ request }: Route.LoaderArgs) {
  return { address: chosenAddressOr(request) };
}

/**
 * The non-eligible e-mail capture (docs/rules.md#zones): the e-mail is required ('L'email est requis'); it is
 * stored with the address by POST /api/non-eligible; any failure shows the retry message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const address = chosenAddressOr(request);
  const form = await request.formData();
  const email = String(form.get('email') ?? '')
    .trim()
    .slice(0, 320);
  if (!email) return data({ state: 'error' as const, error: 'required' as const, message: null, email }, 400);
  const api = guestApi(request, context);
  const result = await api.call(routes.leaveNonEligibleEmail, {
    body: {
      email,
      fullAddress: address.fullAddress,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country === 'BE' ? 'BE' : 'FR',
    },
    skipAuth: true,
  });
  if (result.error !== null) {
    // An invalid e-mail is the shopper's to fix (the API says why); anything else is our failure.
    const emailError = result.status === 400 ? result.errors?.find((e) => e.field === 'email') : undefined;
    return data(
      {
        state: 'error' as const,
        error: emailError ? ('invalid' as const) : ('failed' as const),
        message: emailError?.message ?? null,
        email,
      },
      result.status === 400 ? 400 : 502,
    );
  }
  return { state: 'thanks' as const, error: null, message: null, email };
}

export default function NonEligible() {
  const { t, prefix, locale } = useI18n();
  const { address } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const setAddress = useAddressStore((s) => s.setAddress);
  useEffect(() => setAddress(toSelectedAddress(address)), [address, setAddress]);

  // idle → submitting → thank-you | error
  const state = navigation.state === 'submitting' ? 'submitting' : (result?.state ?? 'idle');
  const errorText =
    result?.error === 'required'
      ? t('register.nonEligible.emailRequired')
      : result?.error === 'invalid'
        ? (result.message ?? t('register.nonEligible.error'))
        : null;
  const failed = result?.error === 'failed';

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('register.nonEligible.title') })}</title>
      <Canonical />
      <div className="card mx-auto w-full max-w-xl overflow-hidden">
        <div className="bg-sand px-6 py-8 text-center sm:px-10">
          <svg aria-hidden="true" viewBox="0 0 120 64" className="mx-auto h-16 w-32">
            <rect x="4" y="14" width="74" height="36" rx="6" fill="#0f4d34" />
            <path d="M78 24h20l14 14v12H78Z" fill="#1f8a4c" />
            <rect x="86" y="28" width="12" height="9" rx="2" fill="#e3f3e8" />
            <circle cx="24" cy="52" r="8" fill="#15241b" />
            <circle cx="94" cy="52" r="8" fill="#15241b" />
            <circle cx="24" cy="52" r="3" fill="#ffd23f" />
            <circle cx="94" cy="52" r="3" fill="#ffd23f" />
            <path
              d="M30 32h22m-6-6 6 6-6 6"
              stroke="#ffd23f"
              strokeWidth="4"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('register.nonEligible.heading', { city: address.city || address.postalCode })}
          </h1>
          <p className="mt-2 text-ink-soft">{t('register.nonEligible.lead')}</p>
        </div>
        <div className="px-6 py-6 sm:px-10 sm:py-8">
          <p className="text-sm text-ink-soft">
            {t('register.nonEligible.address')}
            {colon(locale)}
            <span className="font-semibold text-ink" data-testid="chosen-address">
              {address.fullAddress}
            </span>
          </p>
          {state === 'thanks' ? (
            <div role="status" className="mt-5 rounded-2xl bg-leaf-soft p-5">
              <p className="text-lg font-bold text-forest">{t('register.nonEligible.thanksTitle')}</p>
              <p className="mt-1 text-sm">
                {t('register.nonEligible.thanks', { email: result?.email ?? '', city: address.city })}
              </p>
            </div>
          ) : (
            <Form method="post" noValidate className="mt-5 space-y-4">
              {failed && (
                <p
                  role="alert"
                  className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
                >
                  {t('register.nonEligible.error')}
                </p>
              )}
              <div>
                <label htmlFor="lead-email" className="field-label">
                  {t('register.nonEligible.email')}
                </label>
                <input
                  id="lead-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  className="field-input"
                  defaultValue={result?.email ?? ''}
                  aria-invalid={errorText ? true : undefined}
                  aria-describedby={errorText ? 'lead-email-error' : undefined}
                />
                {errorText && (
                  <p id="lead-email-error" role="alert" className="mt-1 text-sm text-danger">
                    {errorText}
                  </p>
                )}
              </div>
              <button
                type="submit"
                className="btn btn-primary h-12 w-full text-base"
                disabled={state === 'submitting'}
              >
                {state === 'submitting'
                  ? t('register.nonEligible.submitting')
                  : t('register.nonEligible.submit')}
              </button>
            </Form>
          )}
          <div className="mt-6 flex flex-col gap-2 text-sm sm:flex-row sm:justify-between">
            <Link
              to={`${prefix}/inscription/step1`}
              className="font-semibold text-forest underline underline-offset-4"
            >
              {t('register.nonEligible.otherAddress')}
            </Link>
            <Link to={`${prefix}/zones`} className="font-semibold text-forest underline underline-offset-4">
              {t('register.nonEligible.zones')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
