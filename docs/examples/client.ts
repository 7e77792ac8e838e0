/**
 * The generated-client example of docs/api.md: openapi-typescript's types of the API's document
 * (`build/openapi.d.ts`, written by `npm run lint:openapi`) and openapi-fetch's client. Type-checked in
 * CI, so a change of the document that breaks an integrator's client breaks the lint first.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './build/openapi.js';

type Slot = components['schemas']['Slot'];
type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });

/** Logs in, then holds the first delivery slot that still has room (a full one answers `slot_full`). */
export async function holdFirstSlot(username: string, password: string): Promise<Slot | ErrorEnvelope> {
  const login = await api.POST('/api/login_check', { body: { username, password } });
  if (login.error) return login.error;
  const headers = { Authorization: `Bearer ${login.data.token}` };

  const days = await api.GET('/api/slots', { params: { query: { locale: 'nl_BE' } }, headers });
  if (days.error) return days.error;
  let refusal: ErrorEnvelope = { code: 'no_slot', message: 'No slot open', errors: [] };
  for (const slot of days.data.flatMap((day) => day.slots)) {
    const held = await api.POST('/api/user/select/slot/{slotId}', {
      params: { path: { slotId: String(slot.id) } },
      headers,
    });
    if (held.data) return held.data;
    refusal = held.error;
    // A stable code to branch on, whatever the language of the message: a full slot, try the next.
    if (refusal.code !== 'slot_full') break;
  }
  return refusal;
}
