import { forwardRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { CloseIcon } from '../ui/icons';

/** Two buttons, to /login and /inscription/step1 (416 px wide on mobile). Native <dialog>: focus trap and Escape for free. */
export const LoginOrRegisterDialog = forwardRef<HTMLDialogElement>(
  function LoginOrRegisterDialog(_props, ref) {
    const { t, prefix } = useI18n();
    const close = (event: React.MouseEvent) =>
      (event.currentTarget.closest('dialog') as HTMLDialogElement | null)?.close();
    return (
      <dialog
        ref={ref}
        aria-labelledby="login-or-register-title"
        className="m-auto w-[calc(100%-2rem)] max-w-[416px] rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="login-or-register-title" className="text-xl font-bold">
            {t('loginOrRegister.title')}
          </h2>
          <button
            type="button"
            onClick={close}
            className="btn-icon -mr-2 -mt-2"
            aria-label={t('common.close')}
          >
            <CloseIcon />
          </button>
        </div>
        <p className="mt-2 text-ink-soft">{t('loginOrRegister.text')}</p>
        <div className="mt-6 grid gap-3">
          <Link to={`${prefix}/login`} onClick={close} className="btn btn-primary">
            {t('loginOrRegister.login')}
          </Link>
          <Link to={`${prefix}/inscription/step1`} onClick={close} className="btn btn-outline">
            {t('loginOrRegister.register')}
          </Link>
        </div>
      </dialog>
    );
  },
);
