import { useI18n, type MessageKey } from '../../i18n';

const QUESTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
  (n) => [`shell.faq.q${n}`, `shell.faq.a${n}`] as [MessageKey, MessageKey],
);

/**
 * The FAQ block (per-route option; the footer's 'Questions fréquentes' lands on its #faq
 * anchor): crates, deposits, slots, delivery, payment, wallet, alcohol.
 */
export function FaqBlock({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      // The sticky header (taller on phones, with its search row) must not cover the title when #faq lands here.
      className={`scroll-mt-8 md:scroll-mt-0 ${className}`}
    >
      <h2 id="faq-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t('shell.faq.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('shell.faq.intro')}</p>
      <FaqList className="mt-5" items={QUESTIONS.map(([q, a]) => [t(q), t(a)])} />
    </section>
  );
}

/**
 * Questions and their answers as native <details>: keyboard and screen readers need nothing more,
 * and it works before the page is hydrated.
 */
export function FaqList({
  items,
  className = '',
}: {
  items: ReadonlyArray<readonly [string, string]>;
  className?: string;
}) {
  return (
    <div className={`divide-y divide-line border-y border-line ${className}`}>
      {items.map(([question, answer]) => (
        <details key={question} className="group py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-3 text-left font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest [&::-webkit-details-marker]:hidden">
            {question}
            <span
              aria-hidden="true"
              className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-sand text-lg leading-none transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="pb-4 pr-10 leading-relaxed text-ink-soft">{answer}</p>
        </details>
      ))}
    </div>
  );
}
