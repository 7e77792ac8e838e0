/**
 * A business buyer's identity (mon-compte/entreprise): company name, French SIREN, intra-EU VAT
 * number and an optional electronic address (Peppol endpoint). Checked here once: the contract's
 * schema, the API and the page all use these.
 */

/** Luhn: every second digit from the right doubled, the sum a multiple of 10. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** A SIREN: 9 digits passing Luhn, not all zeros (spaces allowed as typed: '732 829 320'). */
export function isValidSiren(value: string): boolean {
  const digits = compact(value);
  return /^\d{9}$/.test(digits) && !/^0+$/.test(digits) && luhn(digits);
}

/** A Belgian enterprise number (BCE/KBO): 10 digits, the last two 97 − (the first eight mod 97). */
export function isValidBelgianEnterpriseNumber(value: string): boolean {
  const digits = compact(value);
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** The French VAT number of a SIREN: FR, a two-digit key (12 + 3 × (SIREN mod 97)) mod 97, the SIREN. */
export function frenchVatNumberOf(siren: string): string {
  const digits = compact(siren);
  const key = (12 + 3 * (Number(digits) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${digits}`;
}

/**
 * An intra-EU VAT number: its country code and 2 to 13 letters or digits; French and Belgian numbers
 * are also checked against their key (FR: the key of its SIREN; BE: the enterprise number's).
 */
export function isValidEuVatNumber(value: string): boolean {
  const v = compact(value);
  if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(v) || /^[A-Z]{2}0+$/.test(v)) return false;
  if (v.startsWith('FR')) {
    const m = /^FR([0-9A-Z]{2})(\d{9})$/.exec(v);
    if (!m) return false;
    // Numeric keys are checkable; the rare alphanumeric keys are not (their algorithm is not public).
    return /^\d\d$/.test(m[1]!) ? isValidSiren(m[2]!) && frenchVatNumberOf(m[2]!) === v : isValidSiren(m[2]!);
  }
  if (v.startsWith('BE')) return isValidBelgianEnterpriseNumber(v.slice(2));
  return true;
}

/**
 * The electronic-address schemes we accept (ISO 6523 ICD / Peppol EAS): France's SIREN (0002), SIRET
 * (0009) and routing code (0225), a GLN (0088), Belgium's enterprise number (0208), and the VAT-number
 * schemes of Belgium (9925) and France (9957).
 */
export const PEPPOL_SCHEMES = ['0002', '0009', '0088', '0208', '0225', '9925', '9957'] as const;
export type PeppolScheme = (typeof PEPPOL_SCHEMES)[number];

export const isPeppolScheme = (value: string): value is PeppolScheme =>
  (PEPPOL_SCHEMES as readonly string[]).includes(value);

/** An identifier valid for its scheme (the number itself where its scheme has a checkable key). */
export function isValidPeppolEndpoint(scheme: string, id: string): boolean {
  const v = compact(id);
  switch (scheme) {
    case '0002':
      return isValidSiren(v);
    case '0009':
      return /^\d{14}$/.test(v) && luhn(v) && !/^0+$/.test(v);
    case '0088':
      return /^\d{13}$/.test(v);
    case '0208':
      return isValidBelgianEnterpriseNumber(v);
    case '9925':
      return v.startsWith('BE') && isValidEuVatNumber(v);
    case '9957':
      return v.startsWith('FR') && isValidEuVatNumber(v);
    case '0225':
      // A French routing code: the SIREN, optionally followed by a suffix (_…) of letters and digits.
      return /^\d{9}(_[0-9A-Z]{1,40})?$/.test(id.trim().toUpperCase()) && isValidSiren(id.trim().slice(0, 9));
    default:
      return false;
  }
}

export interface BusinessIdentity {
  companyName: string;
  siren: string | null;
  vatNumber: string | null;
  peppolScheme: string | null;
  peppolId: string | null;
}

export type BusinessIdentityField = 'companyName' | 'siren' | 'vatNumber' | 'peppolId';
export type BusinessIdentityProblem =
  | 'companyNameRequired'
  | 'sirenInvalid'
  | 'vatNumberInvalid'
  | 'businessIdentifierRequired'
  | 'peppolEndpointInvalid';

/** The identity as stored: identifiers compacted and upper-cased, empty texts as null. */
export function normalizeBusinessIdentity(i: BusinessIdentity): BusinessIdentity {
  const opt = (v: string | null) => (v && compact(v) ? compact(v) : null);
  const peppolId = i.peppolId?.trim() ? i.peppolId.trim().replace(/\s/g, '').toUpperCase() : null;
  return {
    companyName: i.companyName.trim().replace(/\s+/g, ' '),
    siren: opt(i.siren),
    vatNumber: opt(i.vatNumber),
    peppolScheme: peppolId ? (i.peppolScheme?.trim() ?? null) : null,
    peppolId,
  };
}

/**
 * What is wrong with an identity, per field: a company name; a SIREN or a VAT number (at least one,
 * each valid); and, when an electronic address is given, a scheme we know with an identifier valid for it.
 */
export function businessIdentityProblems(
  input: BusinessIdentity,
): Partial<Record<BusinessIdentityField, BusinessIdentityProblem>> {
  const i = normalizeBusinessIdentity(input);
  const problems: Partial<Record<BusinessIdentityField, BusinessIdentityProblem>> = {};
  if (!i.companyName) problems.companyName = 'companyNameRequired';
  if (i.siren && !isValidSiren(i.siren)) problems.siren = 'sirenInvalid';
  if (i.vatNumber && !isValidEuVatNumber(i.vatNumber)) problems.vatNumber = 'vatNumberInvalid';
  if (!i.siren && !i.vatNumber) problems.siren = 'businessIdentifierRequired';
  if (i.peppolId && !(i.peppolScheme && isValidPeppolEndpoint(i.peppolScheme, i.peppolId)))
    problems.peppolId = 'peppolEndpointInvalid';
  return problems;
}
