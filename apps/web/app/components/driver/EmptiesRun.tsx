import type { EmptiesCustomerDto } from '@consigne/api-client';
import { EMPTIES_SEARCH_MIN_LENGTH } from '@consigne/domain';
import { Form } from 'react-router';
import { useI18n } from '../../i18n';
import { EmptiesForm } from './EmptiesForm';
import { PendingLine } from './PendingLine';

/**
 * Empties collected without an order: a customer of the warehouse with deposits pending, found by
 * name, postcode, e-mail or phone.
 */
export function EmptiesRun({ q, customers }: { q: string; customers: EmptiesCustomerDto[] | null }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="empties-run" className="mt-10" data-testid="empties-run">
      <h2 id="empties-run" className="text-lg font-bold">
        {t('driver.emptiesRun.title')}
      </h2>
      <p className="text-sm text-ink-soft">{t('driver.emptiesRun.hint')}</p>
      <Form method="get" className="mt-3 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="empties-q" className="field-label">
            {t('driver.emptiesRun.search')}
          </label>
          <input
            id="empties-q"
            name="q"
            type="search"
            defaultValue={q}
            minLength={EMPTIES_SEARCH_MIN_LENGTH}
            autoComplete="off"
            className="field-input h-12"
          />
        </div>
        <button type="submit" className="btn btn-primary min-h-12">
          {t('driver.emptiesRun.submit')}
        </button>
      </Form>
      {q.length > 0 && q.length < EMPTIES_SEARCH_MIN_LENGTH && (
        <p className="mt-3 text-ink-soft">
          {t('driver.emptiesRun.tooShort', { min: EMPTIES_SEARCH_MIN_LENGTH })}
        </p>
      )}
      {customers && customers.length === 0 && (
        <p className="mt-3 text-ink-soft">{t('driver.emptiesRun.none')}</p>
      )}
      {customers && customers.length > 0 && (
        <ul className="mt-4 space-y-4">
          {customers.map((c) => (
            <EmptiesCustomer key={c.id} customer={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A customer the search found: the empties form if they have deposits out, else a word saying none. */
function EmptiesCustomer({ customer: c }: { customer: EmptiesCustomerDto }) {
  const { t } = useI18n();
  const name = `${c.firstname} ${c.lastname}`.trim();
  return (
    <li className="card p-4" data-testid="empties-customer">
      <h3 className="text-lg font-bold">{name}</h3>
      {(c.postalCode || c.city) && (
        <p className="text-sm">{[c.postalCode, c.city].filter(Boolean).join(' ')}</p>
      )}
      {c.pending.amount > 0 ? (
        <>
          <PendingLine name={name} pending={c.pending} />
          <EmptiesForm customerId={c.id} pendingAmount={c.pending.amount} />
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">{t('driver.emptiesRun.nothingOut')}</p>
      )}
    </li>
  );
}
