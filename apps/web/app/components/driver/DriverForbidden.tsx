import { Form, Link } from 'react-router';
import { TruckIcon } from '../ui/icons';
import { useI18n } from '../../i18n';

/** Not a driver's account: a way to log in as one, or back to the shop. */
export function DriverForbidden() {
  const { t, prefix } = useI18n();
  return (
    <div className="card mx-auto mt-8 max-w-md p-6 text-center" data-testid="driver-forbidden">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-brand-yellow"
      >
        <TruckIcon width={32} height={32} />
      </span>
      <h1 className="mt-4 text-xl font-bold">{t('driver.forbidden')}</h1>
      <p className="mt-2 text-ink-soft">{t('driver.forbiddenText')}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Form method="post" action={`${prefix}/logout`}>
          <button type="submit" className="btn btn-primary w-full">
            {t('driver.switchAccount')}
          </button>
        </Form>
        <Link to={prefix} className="btn btn-outline">
          {t('driver.backToShop')}
        </Link>
      </div>
    </div>
  );
}
