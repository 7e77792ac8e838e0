import type {
  ApiClient,
  ApiResult,
  SelectedSlotDto,
  SlotDto,
  SlotGroupDto,
  UserDto,
} from '@consigne/api-client';
import * as routes from '@consigne/contract/routes';
import { nextSlot } from '@consigne/domain';
import { create } from 'zustand';

/**
 * Slot list, slot groups and slots (docs/rules.md#slots): the delivery slots of the shopper's warehouse,
 * loaded once and cached (a forced reload is possible), and the slot the shopper selected.
 */

/** Fallbacks when the server gives no text. */
export const SLOT_LOAD_ERROR = 'Erreur lors du chargement des créneaux';
export const SLOT_SAVE_ERROR = 'Erreur lors de l’enregistrement du créneau';

/** A selected slot: what GET /user/selected/slot answers, or GET /user's selectedSlot. */
export type SelectedSlot = SlotDto & { holdExpiresAt?: string | null };

/** The calls the store makes (the typed API client fits; tests pass fakes). */
export interface SlotApi {
  slots(): Promise<ApiResult<SlotGroupDto[]>>;
  selectedSlot(): Promise<ApiResult<SelectedSlotDto | null>>;
  user(): Promise<ApiResult<Pick<UserDto, 'selectedSlot'>>>;
  selectSlot(slotId: number): Promise<ApiResult<SelectedSlotDto>>;
  /** Answers the slot only: an order's slot holds no place for a while. */
  changeOrderSlot(orderId: number | string, slotId: number): Promise<ApiResult<SlotDto>>;
}

/** The store's calls over the page's API client. */
export const slotCalls = (api: Pick<ApiClient, 'call'>): SlotApi => ({
  slots: () => api.call(routes.listSlots),
  selectedSlot: () => api.call(routes.getSelectedSlot),
  user: () => api.call(routes.getUser),
  selectSlot: (slotId) => api.call(routes.selectSlot, { params: { slotId } }),
  changeOrderSlot: (orderId, slotId) =>
    api.call(routes.changeOrderSlot, { params: { orderId }, body: { slot_id: slotId } }),
});

type SaveSlotResult = { success: true; slot: SelectedSlot } | { success: false; error: string };

export interface SlotState {
  groups: SlotGroupDto[];
  loading: boolean;
  /** The load error (server text or SLOT_LOAD_ERROR), null otherwise. */
  error: string | null;
  selectedSlot: SelectedSlot | null;
  /** While a slot is being persisted (the modal dims its options). */
  saving: boolean;
  /** Loads the slots when the list is empty and not loading, or always with `force`. */
  fetchSlots: (api: Pick<SlotApi, 'slots'>, options?: { force?: boolean }) => Promise<void>;
  /** GET /user/selected/slot, falling back to GET /user's selectedSlot when it fails. */
  fetchSelectedSlot: (api: Pick<SlotApi, 'selectedSlot' | 'user'>) => Promise<SelectedSlot | null>;
  /** Start-up: the selected slot of the user the server rendered the page for. */
  restoreSelectedSlot: (slot: SelectedSlot | null | undefined) => void;
  /** Persists a slot: PATCH /order/{orderId}/slot when an order exists, else POST /user/select/slot/{id}. */
  saveSlot: (
    api: Pick<SlotApi, 'selectSlot' | 'changeOrderSlot'>,
    slot: SlotDto,
    orderId?: number | string | null,
  ) => Promise<SaveSlotResult>;
  /** Clears groups, selection and error. */
  reset: () => void;
}

const errorText = (error: unknown, fallback: string) =>
  typeof error === 'string' && error.trim() ? error : fallback;

export function createSlotStore() {
  /** The in-flight load, so that a forced reload supersedes an older answer. */
  let loadSeq = 0;
  return create<SlotState>((set, get) => ({
    groups: [],
    loading: false,
    error: null,
    selectedSlot: null,
    saving: false,

    fetchSlots: async (api, options = {}) => {
      const { groups, loading } = get();
      if (!options.force && (groups.length > 0 || loading)) return;
      const seq = ++loadSeq;
      set({ loading: true, error: null });
      let result: ApiResult<SlotGroupDto[]> | null = null;
      let thrown: unknown = null;
      try {
        result = await api.slots();
      } catch (error) {
        thrown = error;
      }
      if (seq !== loadSeq) return;
      if (result && result.error === null && Array.isArray(result.data)) {
        set({ groups: result.data, loading: false, error: null });
      } else {
        const message = result?.error ?? (thrown instanceof Error ? thrown.message : null);
        set({ loading: false, error: errorText(message, SLOT_LOAD_ERROR) });
      }
    },

    fetchSelectedSlot: async (api) => {
      let slot: SelectedSlot | null | undefined;
      try {
        const result = await api.selectedSlot();
        if (result.error === null) slot = result.data;
      } catch {
        slot = undefined;
      }
      if (slot === undefined) {
        try {
          const result = await api.user();
          if (result.error === null) slot = result.data.selectedSlot ?? null;
        } catch {
          slot = undefined;
        }
      }
      // Both failed: keep what we had.
      if (slot === undefined) return get().selectedSlot;
      set({ selectedSlot: slot });
      return slot;
    },

    restoreSelectedSlot: (slot) => set({ selectedSlot: slot ?? null }),

    saveSlot: async (api, slot, orderId) => {
      set({ saving: true });
      let result: ApiResult<SelectedSlot> | null = null;
      let thrown: unknown = null;
      try {
        result =
          orderId !== undefined && orderId !== null && orderId !== ''
            ? await api.changeOrderSlot(orderId, slot.id)
            : await api.selectSlot(slot.id);
      } catch (error) {
        thrown = error;
      }
      if (result && result.error === null) {
        // The server's answer when it gives one (PATCH /order's answer is not specified).
        const saved: SelectedSlot = result.data && typeof result.data === 'object' ? result.data : slot;
        set({ saving: false, selectedSlot: saved });
        return { success: true, slot: saved };
      }
      set({ saving: false });
      const message = result?.error ?? (thrown instanceof Error ? thrown.message : null);
      return { success: false, error: errorText(message, SLOT_SAVE_ERROR) };
    },

    reset: () => {
      loadSeq++;
      set({ groups: [], loading: false, error: null, selectedSlot: null, saving: false });
    },
  }));
}

export const useSlotStore = createSlotStore();

/** The next slot is the first non-full slot of any group. */
export const selectNextSlot = (state: Pick<SlotState, 'groups'>): SlotDto | null => nextSlot(state.groups);

/** The header's slot: the selected one, else the next one, else null ('Aucun créneau'). */
export const selectHeaderSlot = (state: Pick<SlotState, 'groups' | 'selectedSlot'>): SlotDto | null =>
  state.selectedSlot ?? nextSlot(state.groups);
