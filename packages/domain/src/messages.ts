/**
 * Message formatting for the catalogs and e-mails: `{name}` placeholders and ICU plural blocks,
 * `{count, plural, =0 {aucun article} one {# article} other {# articles}}`, chosen with
 * Intl.PluralRules of the message's locale (French 0 and 1 are "one", Dutch 0 is "other").
 * A subset of ICU MessageFormat: plural only, `#` is the count formatted for the locale, branches
 * may hold placeholders and nested blocks. A malformed message is shown as written, never thrown.
 */
import { numberFormat, pluralRules } from './intl.js';
import type { Locale } from './locale.js';

export type MessageParams = Record<string, string | number>;

/** Index of the brace closing the one opened at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `=0 {…} one {…} other {…}` → selector → branch text. */
function pluralBranches(body: string): Map<string, string> | null {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!selector) return body.slice(i).trim() === '' ? branches : null;
    const open = i + selector[0].length - 1;
    const close = closingBrace(body, open);
    if (close < 0) return null;
    branches.set(selector[1]!, body.slice(open + 1, close));
    i = close + 1;
  }
  return branches.has('other') ? branches : null;
}

function formatPlural(
  argument: string,
  body: string,
  params: MessageParams,
  intlLocale: string,
): string | null {
  const value = Number(params[argument]);
  const branches = pluralBranches(body);
  if (!branches || !Number.isFinite(value)) return null;
  const category = pluralRules(intlLocale).select(value);
  const branch = branches.get(`=${value}`) ?? branches.get(category) ?? branches.get('other')!;
  const shown = numberFormat(intlLocale).format(value);
  // `#` is the count of this block only: a nested block's own `#` is replaced when it is formatted.
  return formatMessage(branch.replace(/#(?![^{]*\})/g, shown), params, intlLocale);
}

/** Formats `text` with `params` in `intlLocale` (a BCP 47 tag such as 'fr-FR' or 'nl-BE'). */
export function formatMessage(text: string, params: MessageParams | undefined, intlLocale: string): string {
  if (!text.includes('{')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const close = closingBrace(text, open);
    if (close < 0) break;
    out += text.slice(i, open);
    const inner = text.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    const simple = /^\s*(\w+)\s*$/.exec(inner);
    if (plural && params) {
      out += formatPlural(plural[1]!, plural[2]!, params, intlLocale) ?? text.slice(open, close + 1);
    } else if (simple && params && params[simple[1]!] !== undefined) {
      out += String(params[simple[1]!]);
    } else {
      out += text.slice(open, close + 1);
    }
    i = close + 1;
  }
  return out + text.slice(i);
}

/** Problems in a catalog message: unbalanced braces, a plural block without `other`. */
export function messageProblems(text: string): string[] {
  const problems: string[] = [];
  let depth = 0;
  for (const char of text) {
    if (char === '{') depth++;
    else if (char === '}' && --depth < 0) break;
  }
  if (depth !== 0) problems.push('unbalanced braces');
  for (const match of text.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g)) {
    const close = closingBrace(text, match.index);
    const body = close < 0 ? null : text.slice(match.index + match[0].length, close);
    if (body === null || !pluralBranches(body)) problems.push(`malformed plural at ${match.index}`);
  }
  return problems;
}

/** The arguments a message uses, plural ones included: 'Caisse {name} : {left, plural, …}' → name, left. */
export function messageArguments(text: string): string[] {
  const names = new Set<string>();
  const walk = (part: string) => {
    for (let open = part.indexOf('{'); open >= 0;) {
      const close = closingBrace(part, open);
      if (close < 0) return;
      const inner = part.slice(open + 1, close);
      const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
      const simple = /^\s*(\w+)\s*$/.exec(inner);
      if (plural) {
        names.add(plural[1]!);
        for (const branch of pluralBranches(plural[2]!)?.values() ?? []) walk(branch);
      } else if (simple) names.add(simple[1]!);
      open = part.indexOf('{', close + 1);
    }
  };
  walk(text);
  return [...names].sort();
}

/**
 * A feature's texts in the four locales, side by side: the storefront's feature catalogs and the
 * e-mails' (one catalog system, formatted by formatMessage). French is the reference: the other
 * locales must have exactly its keys; Belgian French falls back to French key by key.
 */
export type FeatureMessages<K extends string> = {
  fr: Record<K, string>;
  es: Record<K, string>;
  'nl-BE': Record<K, string>;
  be?: Partial<Record<K, string>>;
};

export function defineMessages<K extends string>(messages: FeatureMessages<K>): FeatureMessages<K> {
  return messages;
}

/** A feature's texts in one locale, Belgian French completed by French. */
export function featureMessagesOf<K extends string>(
  feature: FeatureMessages<K>,
  locale: Locale,
): Record<K, string> {
  return locale === 'be' ? { ...feature.fr, ...feature.be } : feature[locale];
}
