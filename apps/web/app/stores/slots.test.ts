import type { ApiResult, SelectedSlotDto, SlotDto, SlotGroupDto } from '@consigne/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  createSlotStore,
  selectHeaderSlot,
  selectNextSlot,
  SLOT_LOAD_ERROR,
  SLOT_SAVE_ERROR,
  type SlotApi,
} from './slots';

const slot = (id: number, extra: Partial<SlotDto> = {}): SlotDto => ({
  id,
  startAt: `2026-11-23T${String(8 + id).padStart(2, '0')}:00:00.000Z`,
  endAt: `2026-11-23T${String(10 + id).padStart(2, '0')}:00:00.000Z`,
  isFull: false,
  isSoonFull: false,
  marketingOperationText: null,
  marketingDescription: null,
  icon: null,
  backgroundColor: null,
  textColor: null,
  isGreen: false,
  greenDiscount: 0,
  reservedForYou: false,
  ...extra,
});

const ok = <T>(data: T): ApiResult<T> => ({ data, error: null, status: 200 });
const fail = (error: string, status = 500): ApiResult<never> => ({ data: null, error, status });

const groups: SlotGroupDto[] = [
  { date: '2026-11-23', slots: [slot(1, { isFull: true }), slot(2, { isFull: true })] },
  { date: '2026-11-24', slots: [slot(3, { isFull: true }), slot(4, { isSoonFull: true }), slot(5)] },
];

function fakeApi(overrides: Partial<SlotApi> = {}): SlotApi {
  return {
    slots: vi.fn(async () => ok(groups)),
    selectedSlot: vi.fn(async () => ok<SelectedSlotDto | null>(null)),
    user: vi.fn(async () => ok({ selectedSlot: null })),
    selectSlot: vi.fn(async (id: number) => ok({ ...slot(id), holdExpiresAt: '2026-11-23T10:00:00.000Z' })),
    changeOrderSlot: vi.fn(async (_orderId: number | string, id: number) =>
      ok({ ...slot(id), holdExpiresAt: null }),
    ),
    ...overrides,
  };
}

describe('slot store: loading', () => {
  it('loads once and caches: a second fetch with groups does not call the API', async () => {
    const store = createSlotStore();
    const api = fakeApi();
    await store.getState().fetchSlots(api);
    await store.getState().fetchSlots(api);
    expect(api.slots).toHaveBeenCalledTimes(1);
    expect(store.getState().groups).toEqual(groups);
    expect(store.getState().loading).toBe(false);
  });

  it('does not fetch again while a load is in flight', async () => {
    const store = createSlotStore();
    let resolve!: (r: ApiResult<SlotGroupDto[]>) => void;
    const api = fakeApi({ slots: vi.fn(() => new Promise<ApiResult<SlotGroupDto[]>>((r) => (resolve = r))) });
    const first = store.getState().fetchSlots(api);
    expect(store.getState().loading).toBe(true);
    await store.getState().fetchSlots(api);
    expect(api.slots).toHaveBeenCalledTimes(1);
    resolve(ok(groups));
    await first;
    expect(store.getState().groups).toHaveLength(2);
  });

  it('reloads when forced', async () => {
    const store = createSlotStore();
    const api = fakeApi();
    await store.getState().fetchSlots(api);
    await store.getState().fetchSlots(api, { force: true });
    expect(api.slots).toHaveBeenCalledTimes(2);
  });

  it('fetches again once the list is empty (an empty answer is not cached)', async () => {
    const store = createSlotStore();
    const api = fakeApi({ slots: vi.fn(async () => ok<SlotGroupDto[]>([])) });
    await store.getState().fetchSlots(api);
    await store.getState().fetchSlots(api);
    expect(api.slots).toHaveBeenCalledTimes(2);
  });

  it("keeps the server's error text, or says 'Erreur lors du chargement des créneaux'", async () => {
    const store = createSlotStore();
    await store.getState().fetchSlots(fakeApi({ slots: vi.fn(async () => fail('Entrepôt inconnu', 404)) }));
    expect(store.getState()).toMatchObject({ error: 'Entrepôt inconnu', loading: false, groups: [] });
    await store.getState().fetchSlots(fakeApi({ slots: vi.fn(async () => fail('')) }));
    expect(store.getState().error).toBe(SLOT_LOAD_ERROR);
    expect(SLOT_LOAD_ERROR).toBe('Erreur lors du chargement des créneaux');
    await store.getState().fetchSlots(
      fakeApi({
        slots: vi.fn(async () => {
          throw new Error('');
        }),
      }),
    );
    expect(store.getState().error).toBe(SLOT_LOAD_ERROR);
    await store.getState().fetchSlots(fakeApi());
    expect(store.getState().error).toBeNull();
  });

  it('reset clears groups, selection and error', async () => {
    const store = createSlotStore();
    await store.getState().fetchSlots(fakeApi());
    store.getState().restoreSelectedSlot(slot(5));
    store.setState({ error: 'x' });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ groups: [], selectedSlot: null, error: null, loading: false });
  });

  it('a load answered after a reset is dropped', async () => {
    const store = createSlotStore();
    let resolve!: (r: ApiResult<SlotGroupDto[]>) => void;
    const pending = store
      .getState()
      .fetchSlots(fakeApi({ slots: () => new Promise<ApiResult<SlotGroupDto[]>>((r) => (resolve = r)) }));
    store.getState().reset();
    resolve(ok(groups));
    await pending;
    expect(store.getState().groups).toEqual([]);
  });
});

describe('slot store: next and header slot', () => {
  it('the next slot is the first non-full slot of any group', async () => {
    const store = createSlotStore();
    expect(selectNextSlot(store.getState())).toBeNull();
    await store.getState().fetchSlots(fakeApi());
    expect(selectNextSlot(store.getState())?.id).toBe(4);
  });

  it('the header shows the selected slot, else the next one, else none', async () => {
    const store = createSlotStore();
    expect(selectHeaderSlot(store.getState())).toBeNull();
    await store.getState().fetchSlots(fakeApi());
    expect(selectHeaderSlot(store.getState())?.id).toBe(4);
    store.getState().restoreSelectedSlot(slot(5));
    expect(selectHeaderSlot(store.getState())?.id).toBe(5);
  });
});

describe('slot store: selected slot', () => {
  it('restores the selected slot from the user at start-up', () => {
    const store = createSlotStore();
    store.getState().restoreSelectedSlot(slot(3));
    expect(store.getState().selectedSlot?.id).toBe(3);
    store.getState().restoreSelectedSlot(undefined);
    expect(store.getState().selectedSlot).toBeNull();
  });

  it('reads GET /user/selected/slot', async () => {
    const store = createSlotStore();
    const api = fakeApi({ selectedSlot: vi.fn(async () => ok({ ...slot(4), holdExpiresAt: null })) });
    expect((await store.getState().fetchSelectedSlot(api))?.id).toBe(4);
    expect(api.user).not.toHaveBeenCalled();
    expect(store.getState().selectedSlot?.id).toBe(4);
  });

  it("falls back to GET /user's selectedSlot when it fails", async () => {
    const store = createSlotStore();
    const api = fakeApi({
      selectedSlot: vi.fn(async () => fail('Erreur réseau', 0)),
      user: vi.fn(async () => ok({ selectedSlot: slot(2) })),
    });
    expect((await store.getState().fetchSelectedSlot(api))?.id).toBe(2);
    expect(api.user).toHaveBeenCalledTimes(1);
  });

  it('keeps the current selection when both calls fail', async () => {
    const store = createSlotStore();
    store.getState().restoreSelectedSlot(slot(1));
    const api = fakeApi({
      selectedSlot: vi.fn(async () => {
        throw new Error('down');
      }),
      user: vi.fn(async () => fail('down')),
    });
    expect((await store.getState().fetchSelectedSlot(api))?.id).toBe(1);
  });

  it('a null answer means no selected slot', async () => {
    const store = createSlotStore();
    store.getState().restoreSelectedSlot(slot(1));
    await store.getState().fetchSelectedSlot(fakeApi());
    expect(store.getState().selectedSlot).toBeNull();
  });
});

describe('slot store: saving', () => {
  it('selects the slot when there is no order, and keeps the server answer', async () => {
    const store = createSlotStore();
    const api = fakeApi();
    const pending = store.getState().saveSlot(api, slot(5));
    expect(store.getState().saving).toBe(true);
    const result = await pending;
    expect(api.selectSlot).toHaveBeenCalledWith(5);
    expect(api.changeOrderSlot).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      success: true,
      slot: { id: 5, holdExpiresAt: '2026-11-23T10:00:00.000Z' },
    });
    expect(store.getState()).toMatchObject({ saving: false, selectedSlot: { id: 5 } });
  });

  it('uses PATCH /order/{orderId}/slot when an order id is given', async () => {
    const store = createSlotStore();
    const api = fakeApi({ changeOrderSlot: vi.fn(async () => ok(null as unknown as SelectedSlotDto)) });
    const result = await store.getState().saveSlot(api, slot(4), 42);
    expect(api.changeOrderSlot).toHaveBeenCalledWith(42, 4);
    expect(api.selectSlot).not.toHaveBeenCalled();
    // No body in the answer: the chosen slot is the selection.
    expect(result).toMatchObject({ success: true, slot: { id: 4 } });
  });

  it("fails with the server's text, else 'Erreur lors de l’enregistrement du créneau'", async () => {
    const store = createSlotStore();
    store.getState().restoreSelectedSlot(slot(1));
    const full = await store
      .getState()
      .saveSlot(fakeApi({ selectSlot: vi.fn(async () => fail('Ce créneau est complet.', 409)) }), slot(5));
    expect(full).toEqual({ success: false, error: 'Ce créneau est complet.' });
    expect(store.getState()).toMatchObject({ saving: false, selectedSlot: { id: 1 } });
    const silent = await store.getState().saveSlot(
      fakeApi({
        selectSlot: vi.fn(async () => {
          throw new Error('');
        }),
      }),
      slot(5),
    );
    expect(silent).toEqual({ success: false, error: SLOT_SAVE_ERROR });
    expect(SLOT_SAVE_ERROR).toBe('Erreur lors de l’enregistrement du créneau');
  });
});
