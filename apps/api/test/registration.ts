import type { testApp } from './app.js';

/** A Lille address as the registration form sends it (the lookup's coordinates included). */
export const LILLE_ADDRESS = {
  number: '12',
  street: 'rue Nationale',
  postalCode: '59000',
  city: 'Lille',
  country: 'FR',
  fullAddress: '12 rue Nationale, 59000 Lille',
  coordinates: { lat: 50.6363, lng: 3.0571 },
};

type App = Awaited<ReturnType<typeof testApp>>['app'];

/** The token of the latest registration link e-mailed to this address (kept unsent: GET /api/dev/outbox). */
export async function registrationTokenOf(app: App, email: string): Promise<string> {
  await app.jobs.drain();
  const to = encodeURIComponent(email.trim().toLowerCase());
  const mails = (await app.inject({ url: `/api/dev/outbox?to=${to}` })).json() as Array<{ text: string }>;
  const token = mails
    .map((mail) => /\/inscription\/success\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`no registration link e-mailed to ${email}`);
  return token;
}

/** POST /register, then the e-mailed link followed (POST /register/confirm): the confirmation's answer. */
export async function registerConfirmed(app: App, payload: Record<string, unknown>, locale = 'fr_FR') {
  const asked = await app.inject({ method: 'POST', url: `/api/register?locale=${locale}`, payload });
  if (asked.statusCode !== 202) throw new Error(`registration refused: ${asked.statusCode} ${asked.body}`);
  const token = await registrationTokenOf(app, String(payload.email));
  return app.inject({ method: 'POST', url: `/api/register/confirm?locale=${locale}`, payload: { token } });
}
