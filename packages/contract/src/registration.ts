/** Registration (the registration form): POST /register, POST /non-eligible, GET /address/search. */
import { passwordProblem } from '@consigne/domain';
import { z } from 'zod';
import { HOUSE_TYPES } from './account.js';
import { type ErrorKey, localeQuery, safeText } from './primitives.js';

/** The countries delivered: an address, a suggestion and a lead are in one of them. */
export const ADDRESS_COUNTRIES = ['FR', 'BE'] as const;

/** Each issue's message is an error key, translated by the API when the errors leave. */
const requiredOr = (invalid: ErrorKey, required: ErrorKey = 'required') => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? required : invalid,
});

const text = (max: number, required: ErrorKey = 'required') =>
  safeText(max, { required }).min(1, { error: required });

const optionalText = (max: number) =>
  safeText(max)
    .nullish()
    .transform((v) => v || null);

const addressPart = (max: number) =>
  safeText(max, { error: 'addressIncomplete' })
    .optional()
    .transform((v) => v ?? '');

const country = z.enum(ADDRESS_COUNTRIES, { error: 'invalidValue' }).optional();

export const emailSchema = z
  .string(requiredOr('invalidEmail', 'emailRequired'))
  .trim()
  .min(1, { error: 'emailRequired' })
  .pipe(z.email({ error: 'invalidEmail' }).max(254, { error: 'invalidEmail' }))
  .transform((v) => v.toLowerCase());

export const addressInput = z.object(
  {
    number: addressPart(20),
    street: addressPart(200),
    postalCode: addressPart(10),
    city: addressPart(100),
    country,
    fullAddress: addressPart(300),
    coordinates: z
      .object(
        { lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) },
        { error: 'invalidValue' },
      )
      .nullish(),
  },
  { error: 'addressIncomplete' },
);

/**
 * The password's length rule (packages/domain); the API adds its common-password check (a Node-only
 * word list) on top, see apps/api/src/modules/registration/validation.ts.
 */
export const passwordInput = z.string(requiredOr('invalidValue')).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      message: problem === 'tooShort' ? 'passwordTooShort' : 'passwordTooLong',
    });
});

export const registrationBody = z.object({
  address: addressInput,
  houseType: z.enum(HOUSE_TYPES, requiredOr('invalidValue')),
  apartmentDetails: optionalText(200),
  companyName: optionalText(200),
  firstname: text(100),
  lastname: text(100),
  phone: text(30).pipe(z.string().regex(/^\+?[0-9][0-9 .()-]{5,24}$/, { error: 'invalidValue' })),
  email: emailSchema,
  password: passwordInput,
  newsletterOptIn: z.boolean({ error: 'invalidValue' }).optional().default(false),
  isAdult: z.literal(true, { error: 'adultRequired' }),
  /** A sponsor's code, any case (checked against the accounts in register()). */
  sponsorshipCode: optionalText(40),
  locale: z.string().optional(),
});
export type RegistrationInput = z.output<typeof registrationBody>;

export const leadBody = z.object({
  email: emailSchema,
  fullAddress: addressPart(300),
  postalCode: addressPart(10),
  city: addressPart(100),
  country,
  locale: z.string().optional(),
});
export type LeadInput = z.output<typeof leadBody>;

/**
 * The answer of POST /register: the same whether or not the address already has an account (an e-mail
 * goes to the address either way: the link that creates the account, or a word to its owner).
 */
export const registrationRequestedSchema = z.object({ message: z.string() });

/** POST /register/confirm: the token of the e-mailed link. */
export const registrationConfirmBody = z.object({
  token: safeText(200).min(1),
  locale: z.string().optional(),
});

/** The answer of POST /non-eligible. */
export const leadSavedSchema = z.object({ ok: z.literal(true) });

export const addressSearchQuery = localeQuery.extend({
  q: safeText(200).describe('What the shopper typed; fewer than 2 characters gives []'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(ADDRESS_COUNTRIES))
    .optional()
    .describe('FR or BE; any country when absent'),
});

export const addressSuggestionSchema = z.object({
  fullAddress: z.string(),
  number: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.enum(ADDRESS_COUNTRIES),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  precision: z
    .enum(['street', 'commune'])
    .describe(
      "'street': the lookup knows this street (a geocoder); 'commune': only the postal code and city are known, number and street are what the shopper typed",
    ),
  isEligible: z.boolean(),
  zoneId: z.number().nullable(),
  zoneName: z.string().nullable(),
  warehouseId: z
    .number()
    .nullable()
    .describe("The zone's warehouse: the catalogue a guest at this address sees"),
});

export const addressSearchResponse = z.object({ suggestions: z.array(addressSuggestionSchema) });
