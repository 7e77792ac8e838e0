import { fieldMessages, isFieldMessageKey } from '@consigne/contract';
import { API_LOCALES } from '@consigne/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isMessageKey, message } from './messages.js';

const CONTRACT_SOURCES = fileURLToPath(new URL('../../../../packages/contract/src', import.meta.url));

/** The quoted words of the contract's code (comments left out) that are keys of the API's catalogue. */
function messageKeysNamedByTheContract(): Set<string> {
  const files = readdirSync(CONTRACT_SOURCES, { recursive: true, encoding: 'utf8' }).filter(
    // The endpoint table's summaries quote error codes in prose; its schemas are the files beside it.
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !file.endsWith('field-messages.ts') &&
      !file.startsWith('endpoints'),
  );
  const keys = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(CONTRACT_SOURCES, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const [, word] of code.matchAll(/'([A-Za-z]+)'/g)) if (isMessageKey(word)) keys.add(word!);
  }
  return keys;
}

describe('the API catalogue and the contract’s field messages', () => {
  it('has the text of every key the contract’s schemas name in the contract itself (the web reads it there)', () => {
    const named = [...messageKeysNamedByTheContract()];
    expect(named).toContain('promoAmountMin');
    expect(named.filter((key) => !isFieldMessageKey(key))).toEqual([]);
  });

  it('answers a field message with the contract’s text, Belgian French falling back to French', () => {
    for (const locale of API_LOCALES)
      expect(message(locale, 'promoAmountMin')).toBe(fieldMessages(locale).promoAmountMin);
    expect(message('fr_BE', 'slotRuleRange')).toBe('Valeur hors des limites permises.');
  });
});
