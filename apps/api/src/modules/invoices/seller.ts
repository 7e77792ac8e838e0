/**
 * The shop's legal identity printed on invoices (SELLER_NAME, SELLER_ADDRESS, SELLER_SIRET,
 * SELLER_VAT_NUMBER). Until all four are set and valid, every invoice is a SPECIMEN: marked so on
 * the PDF and in the invoice list, with no invented identity printed.
 */
export interface Seller {
  name: string;
  address: string;
  siret: string;
  vatNumber: string;
  /** True while the seller's real identity is not configured. */
  specimen: boolean;
  /** SELLER_VAT_ON_DEBITS: the seller opted to pay VAT on debits (a mention on every invoice). */
  vatOnDebits: boolean;
  /** FACTURX_ALL: every invoice is Factur-X, not only business buyers' ones. */
  facturxForAll: boolean;
}

/** A SIRET: 14 digits whose Luhn sum is a multiple of 10 (La Poste's establishments: digit sum multiple of 5), not all zeros. */
export function isValidSiret(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{14}$/.test(digits) || /^0+$/.test(digits)) return false;
  if (digits.startsWith('356000000')) return [...digits].reduce((n, d) => n + Number(d), 0) % 5 === 0;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(digits[13 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** An intra-EU VAT number: a country code and 2 to 13 letters or digits, not all zeros. */
export const isValidVatNumber = (value: string) => {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(compact) && !/^[A-Z]{2}0+$/.test(compact);
};

/** The variables a real invoice still needs (empty once the identity is configured). */
export function missingSellerSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const missing: string[] = [];
  if (!env.SELLER_NAME?.trim()) missing.push('SELLER_NAME');
  if (!env.SELLER_ADDRESS?.trim()) missing.push('SELLER_ADDRESS');
  if (!isValidSiret(env.SELLER_SIRET ?? '')) missing.push('SELLER_SIRET');
  if (!isValidVatNumber(env.SELLER_VAT_NUMBER ?? '')) missing.push('SELLER_VAT_NUMBER');
  return missing;
}

export function sellerFromEnv(env: NodeJS.ProcessEnv = process.env): Seller {
  const specimen = missingSellerSettings(env).length > 0;
  return {
    name: env.SELLER_NAME?.trim() || 'consigne',
    address: env.SELLER_ADDRESS?.trim() ?? '',
    siret: specimen ? '' : env.SELLER_SIRET!.trim(),
    vatNumber: specimen ? '' : env.SELLER_VAT_NUMBER!.replace(/\s/g, '').toUpperCase(),
    specimen,
    vatOnDebits: env.SELLER_VAT_ON_DEBITS === 'true',
    facturxForAll: env.FACTURX_ALL === 'true',
  };
}
