/**
 * An area's API messages in the four locales, side by side (the back-office areas each keep their own
 * file; apps/api/src/lib/messages.ts merges them). French is the reference; Belgian French falls back
 * to it key by key.
 */
export interface ApiMessages<K extends string> {
  fr: Record<K, string>;
  es_ES: Record<K, string>;
  nl_BE: Record<K, string>;
  fr_BE?: Partial<Record<K, string>>;
}

export const defineApiMessages = <K extends string>(messages: ApiMessages<K>): ApiMessages<K> => messages;
