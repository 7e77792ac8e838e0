import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { ClockIcon, LeafIcon } from '../ui/icons';

/** Two-step progress shown above the registration forms. */
function RegisterSteps({ current }: { current: 1 | 2 }) {
  const { t } = useI18n();
  const steps = [t('register.stepAddress'), t('register.stepAccount')];
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold text-ink-soft">{t('register.step', { current, total: 2 })}</p>
      <ol className="mt-2 grid grid-cols-2 gap-2" aria-label={t('register.step', { current, total: 2 })}>
        {steps.map((label, i) => (
          <li key={label} aria-current={i + 1 === current ? 'step' : undefined}>
            <span className={`block h-1.5 rounded-full ${i + 1 <= current ? 'bg-forest' : 'bg-line'}`} />
            <span
              className={`mt-1.5 block text-xs font-bold uppercase tracking-wide ${
                i + 1 <= current ? 'text-forest' : 'text-ink-soft'
              }`}
            >
              {label}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function CrateIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="9" width="18" height="11" rx="2" />
      <path d="M7 9V4m5 5V3m5 6V4M3 14h18" />
    </svg>
  );
}

/** The registration page frame: the form card and, on wide screens, the shop's promises beside it. */
export function RegisterFrame({ children, step }: { children: ReactNode; step: 1 | 2 }) {
  const { t, prefix } = useI18n();
  const promises = [
    { icon: <ClockIcon width={22} height={22} />, text: t('register.step1.trustSameDay') },
    { icon: <CrateIcon />, text: t('register.step1.trustDeposit') },
    { icon: <LeafIcon width={22} height={22} />, text: t('register.step1.trustCities') },
  ];
  return (
    <div className="mx-auto grid w-full max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
      <div className="card p-5 sm:p-8">
        <RegisterSteps current={step} />
        {children}
      </div>
      <aside className="space-y-4">
        <ul className="card divide-y divide-line px-5">
          {promises.map((p) => (
            <li key={p.text} className="flex items-center gap-3 py-4 text-sm font-semibold">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-leaf-soft text-forest">
                {p.icon}
              </span>
              {p.text}
            </li>
          ))}
        </ul>
        <p className="px-1 text-sm text-ink-soft">
          {t('register.haveAccount')}{' '}
          <Link to={`${prefix}/login`} className="font-semibold text-forest underline underline-offset-4">
            {t('register.login')}
          </Link>
        </p>
      </aside>
    </div>
  );
}

/** Alert shown above a form when the server refused it. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mb-5 rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
      {children}
    </p>
  );
}
