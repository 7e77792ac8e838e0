import type { MessageTexts } from '@consigne/contract';

/**
 * An area's API messages in the four locales, side by side (the back-office areas each keep their own
 * file; apps/api/src/lib/messages.ts merges them). French is the reference; Belgian French falls back
 * to it key by key — the same shape as the contract's field messages.
 */
export type ApiMessages<K extends string> = MessageTexts<K>;

export const defineApiMessages = <K extends string>(messages: ApiMessages<K>): ApiMessages<K> => messages;
