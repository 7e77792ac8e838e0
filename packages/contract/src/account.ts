/** The customer's account (mes-informations, préférences, adresses): PATCH /user, /user/addresses… */
import { API_LOCALES, businessIdentityProblems, PEPPOL_SCHEMES } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, idParam, safeText } from './primitives.js';

export const HOUSE_TYPES = ['house', 'apartment', 'company', 'other'] as const;
export type HouseType = (typeof HOUSE_TYPES)[number];

const optionalText = (max: number) =>
  safeText(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** Who the customer is: GET /user and PATCH /user both start with it. */
export const identitySchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
});

export const profileSchema = identitySchema.extend({
  locale: z.enum(API_LOCALES).describe('Preferred language of e-mails'),
});

export const profileChangesBody = z.object({
  firstname: safeText(60).min(1).optional(),
  lastname: safeText(60).min(1).optional(),
  phone: optionalText(20)
    .refine((value) => value == null || /^\+?[0-9 ().-]{6,20}$/.test(value))
    .describe('Empty to remove'),
  locale: z.enum(API_LOCALES).optional().describe('Preferred language of e-mails'),
});

export const changePasswordBody = z.object({
  // Passwords are hashed, never stored as text: any character may be in them.
  currentPassword: z.string().min(1).max(4096),
  newPassword: z.string().max(4096),
  refresh_token: safeText(200).optional().describe("The caller's refresh token, kept"),
  ...bodyLocale,
});

export const preferencesSchema = z.object({
  newsletterOptIn: z.boolean(),
  offersOptIn: z.boolean(),
  smsOptIn: z.boolean(),
  locale: z.enum(API_LOCALES).describe('Language of e-mails (changed with PATCH /user)'),
});

export const preferencesChangesBody = z.object({
  newsletterOptIn: z.boolean().optional(),
  offersOptIn: z.boolean().optional(),
  smsOptIn: z.boolean().optional(),
});

export const addressSchema = z.object({
  id: z.number(),
  name: z.string(),
  streetNumber: z.string(),
  address: z.string().describe('Street'),
  cp: z.string().describe('Postal code'),
  city: z.string(),
  country: z.string(),
  houseType: z.enum(HOUSE_TYPES),
  apartmentDetails: z.string().nullable(),
  companyName: z.string().nullable(),
  isSelected: z.boolean(),
  zone: z.object({ id: z.number(), name: z.string() }).nullable(),
  isEligible: z.boolean().describe('Inside a delivery zone: only such an address can be selected'),
});

const addressFields = {
  name: safeText(80).optional().describe('Label, e.g. "Maison"; defaults to number and street'),
  streetNumber: safeText(20),
  address: safeText(200).describe('Street'),
  cp: safeText(10).describe('Postal code'),
  city: safeText(100),
  country: z.enum(['FR', 'BE']).optional().describe('Defaults from the postal code (4 digits: BE)'),
  houseType: z.enum(HOUSE_TYPES).optional(),
  apartmentDetails: optionalText(200).describe('Floor, door, code…'),
  companyName: optionalText(120).describe('Kept for houseType company only'),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
};
export const addressBody = z.object({ ...addressFields, ...bodyLocale });
export const addressPatch = z.object(addressFields).partial().extend(bodyLocale);
export const addressIdParams = z.object({ id: idParam() });

/**
 * A business buyer's identity (mon-compte/entreprise): its invoices carry it and are Factur-X. The
 * checks are the domain's (`businessIdentityProblems`), each refusal on its field.
 */
export const businessProfileSchema = z.object({
  companyName: z.string(),
  siren: z.string().nullable().describe('French SIREN, 9 digits'),
  vatNumber: z.string().nullable().describe('Intra-EU VAT number'),
  peppolScheme: z.enum(PEPPOL_SCHEMES).nullable().describe('Electronic address scheme (ISO 6523 / EAS)'),
  peppolId: z.string().nullable().describe('Electronic address identifier'),
});

export const businessProfileAnswer = z.object({ profile: businessProfileSchema.nullable() });

export const businessProfileBody = z
  .object({
    companyName: safeText(120, { required: 'companyNameRequired' }),
    siren: optionalText(20),
    vatNumber: optionalText(20),
    peppolScheme: z.enum(PEPPOL_SCHEMES).nullable().optional(),
    peppolId: optionalText(60),
  })
  .superRefine((b, ctx) => {
    const problems = businessIdentityProblems({
      companyName: b.companyName,
      siren: b.siren ?? null,
      vatNumber: b.vatNumber ?? null,
      peppolScheme: b.peppolScheme ?? null,
      peppolId: b.peppolId ?? null,
    });
    for (const [field, message] of Object.entries(problems))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
