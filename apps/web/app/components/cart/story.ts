/**
 * Delivery info story: pure helpers for the remote config key
 * ftu_livraison_dynamique — parsing, placeholder filling and the once-an-hour fetch rule.
 */
import { formatEuros, toCents } from '@consigne/domain';

export interface StoryPage {
  title: string;
  content: string;
  image: string;
}

/** Warehouse amounts in euros (the warehouse selection). */
export interface StoryAmounts {
  deliveryFreeThreshold: number;
  deliveryFee: number;
  orderMinimumAmount: number;
}

export const REMOTE_CONFIG_KEY = 'ftu_livraison_dynamique';
/** Minimum fetch interval and timeout, 1 hour each. */
const REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS = 3_600_000;
export const REMOTE_CONFIG_FETCH_TIMEOUT_MS = 3_600_000;
/** localStorage key of the cached remote config (one entry per API locale). */
export const STORY_STORAGE_KEY = 'remote-config:ftu_livraison_dynamique';

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The pages of the story. A parse failure leaves the story empty — anything but a JSON array
 * of { title, content, image } strings (or an empty array) gives [].
 */
export function parseStory(raw: unknown): StoryPage[] {
  if (!isText(raw)) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const pages: StoryPage[] = [];
  for (const page of value) {
    if (!page || typeof page !== 'object') return [];
    const { title, content, image } = page as Record<string, unknown>;
    if (!isText(title) || !isText(content) || !isText(image)) return [];
    pages.push({ title, content, image });
  }
  return pages;
}

const PLACEHOLDER = /\{(deliveryFreeThreshold|deliveryFee|orderMinimumAmount)\}/g;

/** Replaces the amount placeholders with the warehouse amounts: 2 decimals and a euro sign. */
export function fillPlaceholders(text: string, amounts: StoryAmounts, intlLocale = 'fr-FR'): string {
  return text.replace(PLACEHOLDER, (_, name: keyof StoryAmounts) =>
    formatEuros(toCents(amounts[name] ?? 0), intlLocale),
  );
}

export function fillStory(pages: StoryPage[], amounts: StoryAmounts, intlLocale = 'fr-FR'): StoryPage[] {
  return pages.map((page) => ({
    ...page,
    title: fillPlaceholders(page.title, amounts, intlLocale),
    content: fillPlaceholders(page.content, amounts, intlLocale),
  }));
}

export interface CachedRemoteConfig {
  /** Epoch ms of the last successful fetch. */
  at: number;
  locale: string;
  value: string;
}

/** The cached value when fetched less than an hour ago for this locale; otherwise null (fetch again). */
export function freshCache(
  stored: string | null,
  locale: string,
  now: number,
  interval = REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
): CachedRemoteConfig | null {
  if (!stored) return null;
  try {
    const cached = JSON.parse(stored) as Partial<CachedRemoteConfig>;
    if (typeof cached.at !== 'number' || cached.locale !== locale || !isText(cached.value)) return null;
    return now - cached.at >= 0 && now - cached.at < interval ? (cached as CachedRemoteConfig) : null;
  } catch {
    return null;
  }
}
