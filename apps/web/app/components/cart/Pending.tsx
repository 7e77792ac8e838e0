import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';

/**
 * Figures of the server's last answer while a cart change is not confirmed yet: dimmed,
 * busy for assistive technologies, with a small 'Mise à jour…' laid over them (no layout shift).
 * The browser never recomputes them: the server's next answer replaces them.
 */
export function Pending({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="relative" aria-busy={pending || undefined} data-pending={pending || undefined}>
      <div className={`transition-opacity ${pending ? 'opacity-50' : ''}`}>{children}</div>
      {pending && (
        <p role="status" className="pointer-events-none absolute inset-0 grid place-items-center">
          <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ink shadow-sm">
            {t('cart.updating')}
          </span>
        </p>
      )}
    </div>
  );
}
