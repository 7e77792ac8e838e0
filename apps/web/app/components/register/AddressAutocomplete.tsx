import type { AddressSuggestionDto } from '@consigne/api-client';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
import * as routes from '@consigne/contract/routes';

const DEBOUNCE_MS = 250;
const MIN_CHARS = 3;

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * Address field with suggestions (ARIA 1.2 combobox with a listbox popup): typing asks
 * GET /api/address/search (debounced, in the page's locale) from the browser; arrows move through
 * the suggestions, Enter picks one, Escape closes the list. Without JavaScript it is a plain text
 * field submitted with the form.
 */
export function AddressAutocomplete({
  id,
  name,
  label,
  hint,
  placeholder,
  defaultValue = '',
  onSelect,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
  defaultValue?: string;
  onSelect: (suggestion: AddressSuggestionDto) => void;
}) {
  const { t } = useI18n();
  // Derived from the field's id, not useId(): the server (React) and the browser (preact) make
  // different useId ids and preact keeps the server's attributes when it hydrates, so the listbox
  // (server id) and its options (rendered later, client id) would carry ids of two runtimes
  // (docs/adr/0002-preact-client-runtime.md, Risks).
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const api = useBrowserApi();
  const [query, setQuery] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<AddressSuggestionDto[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Only the answer to the latest query counts.
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const picked = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(
    root,
    [name],
    () => query,
    (typed) => {
      const text = typed[name] ?? '';
      setQuery(text);
      search(text);
    },
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  function search(text: string) {
    clearTimeout(timer.current);
    const q = text.trim();
    if (q.length < MIN_CHARS || q === picked.current) {
      sequence.current++;
      setSuggestions([]);
      setStatus('idle');
      setOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const mine = ++sequence.current;
      setStatus('loading');
      const result = await api.call(routes.searchAddresses, { query: { q }, skipAuth: true });
      if (mine !== sequence.current) return;
      if (result.error !== null) {
        setSuggestions([]);
        setStatus('error');
        setOpen(false);
        return;
      }
      setSuggestions(result.data.suggestions);
      setStatus('done');
      setActive(-1);
      setOpen(true);
    }, DEBOUNCE_MS);
  }

  function choose(suggestion: AddressSuggestionDto) {
    picked.current = suggestion.fullAddress;
    sequence.current++;
    setQuery(suggestion.fullAddress);
    setOpen(false);
    setActive(-1);
    onSelect(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open && count) setOpen(true);
      setActive((i) => (count ? (i + 1) % count : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open && count) setOpen(true);
      setActive((i) => (count ? (i <= 0 ? count - 1 : i - 1) : -1));
    } else if (event.key === 'Enter') {
      const suggestion = open ? suggestions[active] : undefined;
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const expanded = open && status === 'done';
  const optionId = (i: number) => `${listboxId}-option-${i}`;
  const announcement =
    status === 'loading'
      ? t('register.step1.searching')
      : status === 'done'
        ? suggestions.length
          ? t('register.step1.results', { count: suggestions.length })
          : t('register.step1.noResult')
        : '';

  return (
    <div ref={root} className="relative">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-soft"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          className="field-input h-14 pl-12 text-base"
          value={query}
          onChange={(event) => {
            picked.current = null;
            setQuery(event.target.value);
            search(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => suggestions.length && status === 'done' && setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        {status === 'loading' && (
          <span
            aria-hidden="true"
            className="absolute right-4 top-1/2 h-5 w-5 -translate-y-1/2 animate-spin rounded-full border-2 border-line border-t-forest"
          />
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('register.step1.suggestions')}
          hidden={!expanded || suggestions.length === 0}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-2xl border border-line bg-white p-1.5 shadow-xl"
        >
          {suggestions.map((s, i) => (
            <li
              key={`${s.fullAddress}-${s.postalCode}-${i}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ${
                i === active ? 'bg-leaf-soft' : 'hover:bg-cream'
              }`}
              // Keep the focus in the field: the option is chosen on click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(s)}
              onMouseEnter={() => setActive(i)}
            >
              <span className="min-w-0 flex-1">
                {/* A commune-level suggestion claims no street: the shopper checks number and street below. */}
                <span className="block truncate font-semibold">
                  {(s.precision === 'commune'
                    ? ''
                    : (s.country === 'BE' ? `${s.street} ${s.number}` : `${s.number} ${s.street}`).trim()) ||
                    s.city}
                </span>
                <span className="block truncate text-sm text-ink-soft">
                  {s.postalCode} {s.city}
                </span>
              </span>
              <span
                className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${
                  s.isEligible ? 'bg-leaf-soft text-forest' : 'bg-sand text-ink-soft'
                }`}
              >
                {s.isEligible ? t('register.step1.eligible') : t('register.step1.notEligible')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {((status === 'done' && suggestions.length === 0) || status === 'error') && (
        <p className="mt-1.5 text-sm text-ink-soft">{t('register.step1.noResult')}</p>
      )}
    </div>
  );
}
