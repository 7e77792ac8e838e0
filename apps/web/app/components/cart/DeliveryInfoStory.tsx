import type { ApiClient } from '@consigne/api-client';
import { intlTag, toApiLocale } from '@consigne/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n';
import { browserApi } from '../../lib/browser-api';
import {
  fillStory,
  freshCache,
  parseStory,
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  REMOTE_CONFIG_KEY,
  STORY_STORAGE_KEY,
  type StoryAmounts,
  type StoryPage,
} from './story';
import * as routes from '@consigne/contract/routes';

export interface DeliveryInfoStoryProps {
  /** Controlled: the panel opens the story and closes it on `onClose`. */
  open: boolean;
  onClose: () => void;
  /** Warehouse amounts in euros; fetched from GET /api/warehouse/ when not given. */
  amounts?: StoryAmounts;
}

const readStorage = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const writeStorage = (key: string, value: string) => {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode or full storage: the next opening fetches again.
  }
};

/** The remote config value, fetched at most once an hour per browser and locale. */
async function loadStoryValue(api: ApiClient, apiLocale: string): Promise<string | null> {
  const cached = freshCache(readStorage(STORY_STORAGE_KEY), apiLocale, Date.now());
  if (cached) return cached.value;
  const result = await api.call(routes.getRemoteConfig, {
    signal: AbortSignal.timeout(REMOTE_CONFIG_FETCH_TIMEOUT_MS),
  });
  if (result.error !== null) throw new Error(result.error);
  const value = result.data?.[REMOTE_CONFIG_KEY];
  if (typeof value !== 'string') return null;
  writeStorage(STORY_STORAGE_KEY, JSON.stringify({ at: Date.now(), locale: apiLocale, value }));
  return value;
}

async function loadAmounts(api: ApiClient): Promise<StoryAmounts | null> {
  const result = await api.call(routes.getWarehouse);
  if (result.error !== null) return null;
  const body: Partial<StoryAmounts> = result.data;
  return {
    deliveryFreeThreshold: body.deliveryFreeThreshold ?? 40,
    deliveryFee: body.deliveryFee ?? 0,
    orderMinimumAmount: body.orderMinimumAmount ?? 0,
  };
}

/**
 * Delivery info story: a 384 px native dialog; one progress bar per page at the top,
 * filled up to the current page; title, content (amounts filled in), image; 'Suivant', then 'Fermer'
 * on the last page. A parse failure leaves the story empty — nothing is rendered.
 */
export function DeliveryInfoStory({ open, onClose, amounts }: DeliveryInfoStoryProps) {
  const { t, locale } = useI18n();
  const apiLocale = toApiLocale(locale);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [raw, setRaw] = useState<string | null>(null);
  const [fetchedAmounts, setFetchedAmounts] = useState<StoryAmounts | null>(null);
  const [index, setIndex] = useState(0);

  const needAmounts = !amounts;
  useEffect(() => {
    if (!open) return;
    let live = true;
    const api = browserApi(apiLocale);
    loadStoryValue(api, apiLocale).then(
      (value) => live && setRaw(value),
      (error: unknown) => {
        console.error('delivery info story', error);
        if (live) setRaw(null);
      },
    );
    if (needAmounts)
      loadAmounts(api).then(
        (value) => live && setFetchedAmounts(value),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [open, apiLocale, needAmounts]);

  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);

  const money = amounts ??
    fetchedAmounts ?? { deliveryFreeThreshold: 40, deliveryFee: 0, orderMinimumAmount: 0 };
  const pages: StoryPage[] = fillStory(parseStory(raw), money, intlTag(locale));
  const visible = open && pages.length > 0;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (visible && !element.open) element.showModal();
    if (!visible && element.open) element.close();
  }, [visible]);

  if (pages.length === 0) return null;
  const current = Math.min(index, pages.length - 1);
  const page = pages[current]!;
  const last = current === pages.length - 1;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid="delivery-info-story"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[384px] max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <div className="flex flex-col gap-4 p-5">
        <div
          className="flex gap-1"
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={pages.length}
          aria-valuenow={current + 1}
          aria-label={t('cart.storyProgress', { current: current + 1, total: pages.length })}
        >
          {pages.map((_, i) => (
            <span key={i} className={`h-1 flex-1 rounded-full ${i <= current ? 'bg-forest' : 'bg-ink/15'}`} />
          ))}
        </div>
        <h2 id={titleId} className="text-xl font-bold leading-7">
          {page.title}
        </h2>
        <p className="text-[15px] leading-6 text-ink-soft">{page.content}</p>
        <img src={page.image} alt="" width={160} height={160} className="mx-auto h-40 w-40 object-contain" />
        <button
          type="button"
          autoFocus
          className="btn btn-primary w-full"
          onClick={() => (last ? onClose() : setIndex(current + 1))}
        >
          {last ? t('cart.storyClose') : t('cart.storyNext')}
        </button>
      </div>
    </dialog>
  );
}
