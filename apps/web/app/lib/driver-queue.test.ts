import { describe, expect, it } from 'vitest';
import { createDriverQueue, memoryStore, outcomeOf, type SendOutcome } from './driver-queue';

/** A fake API: answers each send with the next scripted outcome, and records what it was sent. */
function fakeApi(script: Array<SendOutcome | Error> = []) {
  const sent: Array<{ kind: string; payload: unknown; key: string }> = [];
  const answer = async (kind: string, payload: unknown, key: string) => {
    sent.push({ kind, payload, key });
    const next = script.shift() ?? { kind: 'sent' };
    if (next instanceof Error) throw next;
    return next;
  };
  return {
    sent,
    kinds: {
      advance: (payload: never, key: string) => answer('advance', payload, key),
      collect: (payload: never, key: string) => answer('collect', payload, key),
      proofPhoto: (payload: never, key: string) => answer('proofPhoto', payload, key),
    },
  };
}

const setup = (script?: Array<SendOutcome | Error>) => {
  const store = memoryStore();
  const api = fakeApi(script);
  let n = 0;
  const queue = createDriverQueue({ store, kinds: api.kinds, newKey: () => `key-${++n}` });
  return { store, api, queue };
};

describe('the driver’s offline queue', () => {
  it('keeps actions with a key each and sends them in the order taken, once', async () => {
    const { api, queue } = setup();
    await queue.enqueue('advance', { orderId: 7, status: 'preparing' }, { orderId: 7 });
    await queue.enqueue('collect', { userId: 3, crates: 1 });
    await queue.enqueue('advance', { orderId: 7, status: 'out_for_delivery' }, { orderId: 7 });
    expect((await queue.list()).map((a) => a.seq)).toEqual([1, 2, 3]);
    const report = await queue.replay();
    expect(report).toMatchObject({ waiting: false, refused: [] });
    expect(api.sent.map((s) => [s.kind, s.key])).toEqual([
      ['advance', 'key-1'],
      ['collect', 'key-2'],
      ['advance', 'key-3'],
    ]);
    expect(await queue.list()).toEqual([]);
    await queue.replay();
    expect(api.sent).toHaveLength(3);
  });

  it('keeps a photo’s Blob in the payload (IndexedDB stores it as is) and sends its bytes once', async () => {
    const { api, queue, store } = setup([{ kind: 'retry' }]);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const photo = new Blob([bytes], { type: 'image/jpeg' });
    await queue.enqueue('proofPhoto', { orderId: 7, photo, takenAt: '2026-11-29T10:00:00Z' }, { orderId: 7 });
    // Kept as a structured clone, as IndexedDB keeps it: still a Blob of the same bytes and type.
    const [kept] = [...store.actions.values()];
    const keptPhoto = (kept!.payload as { photo: Blob }).photo;
    expect(keptPhoto).toBeInstanceOf(Blob);
    expect(keptPhoto.type).toBe('image/jpeg');
    expect(new Uint8Array(await keptPhoto.arrayBuffer())).toEqual(bytes);
    expect((await queue.replay()).waiting).toBe(true);
    await queue.replay();
    expect(api.sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
    const sentPhoto = (api.sent[1]!.payload as { photo: Blob }).photo;
    expect(new Uint8Array(await sentPhoto.arrayBuffer())).toEqual(bytes);
    expect(await queue.list()).toEqual([]);
    await queue.replay();
    expect(api.sent).toHaveLength(2);
  });

  it('stops at the first action without an answer and sends it again, under the same key, later', async () => {
    const { api, queue } = setup([{ kind: 'sent' }, { kind: 'retry' }]);
    await queue.enqueue('advance', { n: 1 });
    await queue.enqueue('advance', { n: 2 });
    await queue.enqueue('advance', { n: 3 });
    expect(await queue.replay()).toMatchObject({ waiting: true });
    expect(api.sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
    expect((await queue.list()).map((a) => a.key)).toEqual(['key-2', 'key-3']);
    await queue.replay();
    expect(api.sent.map((s) => s.key)).toEqual(['key-1', 'key-2', 'key-2', 'key-3']);
    expect(await queue.list()).toEqual([]);
  });

  it('takes a thrown send (the network dropped) for no answer', async () => {
    const { queue } = setup([new TypeError('Failed to fetch')]);
    await queue.enqueue('advance', { n: 1 });
    expect(await queue.replay()).toMatchObject({ waiting: true });
    expect(await queue.list()).toHaveLength(1);
  });

  it('keeps a refusal as a conflict, sends the next ones, and drops it only when acknowledged', async () => {
    const { api, queue } = setup([{ kind: 'refused', status: 409, message: 'Commande annulée' }]);
    await queue.enqueue('advance', { n: 1 }, { orderId: 9 });
    await queue.enqueue('collect', { n: 2 });
    const report = await queue.replay();
    expect(report.refused.map((a) => [a.orderId, a.conflict])).toEqual([
      [9, { status: 409, message: 'Commande annulée' }],
    ]);
    expect(report.sent.map((a) => a.key)).toEqual(['key-2']);
    const [conflict] = await queue.list();
    expect(conflict).toMatchObject({ key: 'key-1', conflict: { status: 409 } });
    // A conflict is never sent again.
    await queue.replay();
    expect(api.sent).toHaveLength(2);
    await queue.acknowledge('key-1');
    expect(await queue.list()).toEqual([]);
  });

  it('numbers a new action after the ones kept, across reloads of the page', async () => {
    const { store, api } = setup();
    const first = createDriverQueue({ store, kinds: api.kinds, newKey: () => 'a' });
    await first.enqueue('advance', {});
    const reloaded = createDriverQueue({ store, kinds: api.kinds, newKey: () => 'b' });
    expect((await reloaded.enqueue('advance', {})).seq).toBe(2);
  });

  it('runs one replay at a time: two calls at once send each action once', async () => {
    const { api, queue } = setup();
    await queue.enqueue('advance', {});
    await queue.enqueue('collect', {});
    await Promise.all([queue.replay(), queue.replay()]);
    expect(api.sent).toHaveLength(2);
  });

  it('tells its listeners of every change', async () => {
    const { queue } = setup();
    let calls = 0;
    const stop = queue.subscribe(() => calls++);
    await queue.enqueue('advance', {});
    await queue.replay();
    stop();
    await queue.enqueue('advance', {});
    expect(calls).toBe(2);
  });

  it('reads API answers: no answer, 5xx and 401 wait; other refusals are final', () => {
    expect(outcomeOf({ error: null, status: 200, data: { ok: 1 } })).toEqual({
      kind: 'sent',
      answer: { ok: 1 },
    });
    for (const status of [0, 401, 502, 503]) expect(outcomeOf({ error: 'x', status }).kind).toBe('retry');
    for (const status of [400, 404, 409, 422])
      expect(outcomeOf({ error: 'Refusée', status })).toEqual({
        kind: 'refused',
        status,
        message: 'Refusée',
      });
  });
});
