import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Field, TextAreaField } from '../AdminForm';
import { useI18n } from '../../../i18n';
import { CONTENT_LOCALES, TEXT_FIELDS, type Texts } from '../../../lib/admin-content';
import type { Locale } from '@consigne/domain';

/** How long typing must pause before the preview is asked for (one request per pause, not per key). */
const PREVIEW_DEBOUNCE_MS = 400;

const PREVIEW_PROSE = [
  'text-sm leading-relaxed text-ink/90',
  '[&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-extrabold [&_h3]:mt-3 [&_h3]:font-bold',
  '[&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_a]:font-semibold [&_a]:text-forest [&_a]:underline [&_strong]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-yellow [&_blockquote]:pl-3 [&_blockquote]:italic',
].join(' ');

/**
 * The four locales side by side (two columns from 1024 px), each with its title, summary and Markdown
 * body; a locale left empty is flagged as missing (the storefront shows French there). The preview
 * under each body is rendered on the server by the storefront's own renderer. Inside an AdminForm:
 * each field shows its error from the action.
 */
export function TextsEditor({ texts, summaryLabel }: { texts: Texts; summaryLabel: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {CONTENT_LOCALES.map((locale) => (
        <LocaleTexts key={locale} locale={locale} initial={texts[locale]} summaryLabel={summaryLabel} />
      ))}
    </div>
  );
}

function LocaleTexts({
  locale,
  initial,
  summaryLabel,
}: {
  locale: Locale;
  initial: Texts[Locale];
  summaryLabel: string;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const missing = TEXT_FIELDS.every((f) => values[f].trim() === '');
  const input = (field: (typeof TEXT_FIELDS)[number]) => ({
    id: `text-${locale}-${field}`,
    name: `texts.${locale}.${field}`,
    defaultValue: initial[field],
    onInput: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
  });
  return (
    <fieldset className="min-w-0 rounded-card border border-line bg-white p-4" data-locale={locale}>
      <legend className="flex items-center gap-2 px-1 font-bold">
        {t(`admin.content.locale.${locale}`)}
        {missing && locale !== 'fr' && (
          <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning">
            {t('admin.content.missing')}
          </span>
        )}
      </legend>
      <div className="space-y-3">
        <Field label={t('admin.content.fieldTitle')} maxLength={200} {...input('title')} />
        <TextAreaField
          label={summaryLabel}
          className="field-input min-h-16"
          rows={2}
          maxLength={600}
          {...input('summary')}
        />
        <TextAreaField
          label={t('admin.content.fieldBody')}
          className="field-input min-h-48 font-mono text-sm"
          rows={10}
          {...input('body')}
        />
        <MarkdownPreview
          source={values.body}
          label={t('admin.content.preview', { locale: t(`admin.content.locale.${locale}`) })}
        />
      </div>
    </fieldset>
  );
}

/** The body as the storefront will show it, asked for once typing pauses. */
function MarkdownPreview({ source, label }: { source: string; label: string }) {
  const { t } = useI18n();
  const fetcher = useFetcher<{ html: string }>();
  const first = useRef(true);
  useEffect(() => {
    // The first render previews at once; later ones wait for a pause in typing.
    const delay = first.current ? 0 : PREVIEW_DEBOUNCE_MS;
    first.current = false;
    if (source.trim() === '') return;
    const timer = setTimeout(() => {
      void fetcher.submit({ markdown: source }, { method: 'post', action: '/admin/contenus/apercu' });
    }, delay);
    return () => clearTimeout(timer);
  }, [source]);
  const html = source.trim() === '' ? '' : (fetcher.data?.html ?? '');
  return (
    <section aria-label={label} className="rounded-xl border border-dashed border-line bg-cream/40 p-3">
      <h3 className="text-xs font-bold uppercase tracking-wide text-ink-soft">
        {t('admin.content.previewTitle')}
      </h3>
      {html ? (
        <div
          className={`min-h-12 ${PREVIEW_PROSE}`}
          data-testid="markdown-preview"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="min-h-12 text-sm text-ink-soft">{t('admin.content.previewEmpty')}</p>
      )}
    </section>
  );
}
