/**
 * The live secrets an e-mail carries (a reset link's token, a registration's confirmation token) are
 * sent to the reader and stored nowhere in clear: not in mail_outbox, not in the queued job, not in
 * a log. Every stored copy of the message holds a placeholder in the secret's place; the values travel
 * beside it sealed (AES-256-GCM) with a key derived from JWT_SECRET, which the database never holds,
 * so a backup or a database reader cannot open a link. The job opens them at send time.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** What a stored copy holds in a secret's place. */
const placeholder = (index: number) => `[[secret:${index}]]`;
const PLACEHOLDER = /\[\[secret:(\d+)\]\]/g;

/** A secret is URL-safe (base64url), so it reads the same in the text, in an href and in a URL. */
const URL_SAFE = /^[A-Za-z0-9_-]{16,}$/;

export interface Texts {
  subject: string;
  text: string;
  html: string;
}

/** The texts with every secret replaced by its placeholder: what may be stored. */
export function maskSecrets<T extends Texts>(texts: T, secrets: readonly string[]): T {
  const mask = (value: string) =>
    secrets.reduce((masked, secret, index) => masked.replaceAll(secret, placeholder(index)), value);
  for (const secret of secrets)
    if (!URL_SAFE.test(secret)) throw new Error('mail secrets: a secret must be a URL-safe token');
  return { ...texts, subject: mask(texts.subject), text: mask(texts.text), html: mask(texts.html) };
}

/** The texts with the placeholders filled again: what is sent (or shown by the dev outbox). */
export function revealSecrets<T extends Texts>(texts: T, secrets: readonly string[]): T {
  const reveal = (value: string) =>
    value.replace(PLACEHOLDER, (whole, index: string) => secrets[Number(index)] ?? whole);
  return { ...texts, subject: reveal(texts.subject), text: reveal(texts.text), html: reveal(texts.html) };
}

/** The sealing key, derived from JWT_SECRET with its own label (never the token key itself). */
export function mailSecretsKey(jwtSecret: Uint8Array): Buffer {
  return createHmac('sha256', jwtSecret).update('consigne/mail-secrets/v1').digest();
}

/** base64url(iv ‖ tag ‖ ciphertext) of the JSON list. */
export function sealSecrets(key: Buffer, secrets: readonly string[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the seal was made with another key (JWT_SECRET rotated) or altered. */
export function unsealSecrets(key: Buffer, sealed: string): string[] {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(json) as string[];
}
