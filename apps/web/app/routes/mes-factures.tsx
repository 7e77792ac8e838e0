import { intlTag, SHOP_TIME_ZONE, dateTimeFormat } from '@consigne/domain';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/mes-factures';
import { EmptyState } from '../components/account/Money';
import { Notice } from '../components/account/Notice';
import { colon, useI18n, formatMoney } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import { invoicePdfHref } from '../lib/api-href.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'invoices.title' };

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const result = await serverApi(args.request, args.context).call(routes.listInvoices);
  const invoices = result.data?.map((invoice) => ({
    ...invoice,
    pdfHref: invoicePdfHref(args.request, invoice.invoiceId),
  }));
  return { invoices: invoices ?? null };
}

const DownloadIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export default function Invoices() {
  const { t, locale, prefix } = useI18n();
  const { invoices } = useLoaderData<typeof loader>();
  const tag = intlTag(locale);
  const date = dateTimeFormat(tag, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
  const head = 'text-xs font-semibold uppercase tracking-wide text-ink-soft';
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('invoices.title') })}</title>
      <p className="max-w-3xl text-ink-soft">{t('invoices.intro')}</p>
      <div className="mt-6">
        {invoices === null ? (
          <Notice kind="error">{t('invoices.error')}</Notice>
        ) : invoices.length === 0 ? (
          <EmptyState title={t('invoices.emptyTitle')} testId="invoices-empty">
            <p>{t('invoices.empty')}</p>
            <Link to={`${prefix}/mes-commandes`} className="btn btn-outline mt-5">
              {t('invoices.ordersLink')}
            </Link>
          </EmptyState>
        ) : (
          <>
            {invoices.some((invoice) => invoice.specimen) && (
              <Notice kind="info" className="mb-4" testId="invoices-specimen">
                {t('shopIdentity.specimenNotice')}
              </Notice>
            )}
            <div className="card overflow-hidden">
              <div
                aria-hidden="true"
                className="hidden grid-cols-[1.2fr_1fr_1fr_1fr_auto] gap-4 border-b border-line bg-sand/60 px-6 py-3 sm:grid"
              >
                <span className={head}>{t('invoices.number')}</span>
                <span className={head}>{t('invoices.date')}</span>
                <span className={head}>{t('invoices.order')}</span>
                <span className={`${head} text-right`}>{t('invoices.amount')}</span>
                <span className="w-40" />
              </div>
              <ul className="divide-y divide-line" data-testid="invoices">
                {invoices.map((invoice) => (
                  <li
                    key={invoice.invoiceId}
                    data-testid="invoice-row"
                    className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-5 py-4 sm:grid-cols-[1.2fr_1fr_1fr_1fr_auto] sm:px-6"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-bold">
                        <span className="sr-only">{t('invoices.number')} </span>
                        {invoice.number}
                      </p>
                      {invoice.specimen && (
                        <span
                          data-testid="invoice-specimen"
                          className="rounded-md border-2 border-danger px-1.5 py-0.5 text-xs font-black tracking-widest text-danger"
                        >
                          {t('shopIdentity.specimen')}
                        </span>
                      )}
                    </div>
                    <p className="text-right font-bold tabular-nums sm:order-4">
                      <span className="sr-only">
                        {t('invoices.amount')}
                        {colon(locale)}
                      </span>
                      {formatMoney(invoice.amountTtc, locale)}
                    </p>
                    <p className="text-sm text-ink-soft sm:order-2 sm:text-base sm:text-ink">
                      <time dateTime={invoice.issuedAt}>{date.format(new Date(invoice.issuedAt))}</time>
                    </p>
                    <p className="text-right text-sm sm:order-3 sm:text-left sm:text-base">
                      <span className="text-ink-soft sm:sr-only">{t('invoices.order')} </span>
                      <Link
                        to={`${prefix}/mon-compte/mes-commandes/order-detail/${invoice.orderId}`}
                        aria-label={t('invoices.orderLinkLabel', { id: invoice.orderId })}
                        className="font-semibold text-forest underline underline-offset-4 hover:text-forest-dark"
                      >
                        {t('invoices.orderLink', { id: invoice.orderId })}
                      </Link>
                    </p>
                    <p className="col-span-2 mt-2 sm:order-5 sm:col-span-1 sm:mt-0">
                      <a
                        href={invoice.pdfHref}
                        download={`facture-${invoice.number}.pdf`}
                        aria-label={t('invoices.downloadLabel', { number: invoice.number })}
                        className="btn btn-outline min-h-11 w-full text-sm sm:w-40"
                      >
                        <DownloadIcon />
                        {t('invoices.download')}
                      </a>
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </div>
    </>
  );
}
