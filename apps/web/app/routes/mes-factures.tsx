import { intlTag, SHOP_TIME_ZONE, dateTimeFormat } from '@consigne/domain';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/mes-factures';
import { EmptyState } from '../components/account/Money';
import { Notice } from '../components/account/Notice';
import { colon, useI18n, formatMoney } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import { creditNotePdfHref, invoicePdfHref } from '../lib/api-href.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'invoices.title' };

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const api = serverApi(args.request, args.context);
  const [result, credits] = await Promise.all([
    api.call(routes.listInvoices),
    api.call(routes.listCreditNotes),
  ]);
  const invoices = result.data?.map((invoice) => ({
    ...invoice,
    pdfHref: invoicePdfHref(args.request, invoice.invoiceId),
  }));
  // Credit notes: those of orders refunded after their invoice (none for most accounts).
  const creditNotes = credits.data?.map((note) => ({
    ...note,
    pdfHref: creditNotePdfHref(args.request, note.creditNoteId),
  }));
  return { invoices: invoices ?? null, creditNotes: creditNotes ?? [] };
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

/** One document of the list (an invoice or a credit note): number, date, order, amount, PDF. */
type Doc = {
  id: number;
  number: string;
  issuedAt: string;
  orderId: number;
  amount: number;
  specimen: boolean;
  pdfHref: string;
  /** The invoice a credit note corrects. */
  ofInvoice?: string;
};

function DocumentList({
  docs,
  testId,
  numberLabel,
  amountLabel,
  filePrefix,
  downloadLabel,
}: {
  docs: Doc[];
  testId: string;
  numberLabel: string;
  amountLabel: string;
  filePrefix: string;
  downloadLabel: (number: string) => string;
}) {
  const { t, locale, prefix } = useI18n();
  const date = dateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
  const head = 'text-xs font-semibold uppercase tracking-wide text-ink-soft';
  return (
    <div className="card overflow-hidden">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[1.2fr_1fr_1fr_1fr_auto] gap-4 border-b border-line bg-sand/60 px-6 py-3 sm:grid"
      >
        <span className={head}>{numberLabel}</span>
        <span className={head}>{t('invoices.date')}</span>
        <span className={head}>{t('invoices.order')}</span>
        <span className={`${head} text-right`}>{amountLabel}</span>
        <span className="w-40" />
      </div>
      <ul className="divide-y divide-line" data-testid={testId}>
        {docs.map((doc) => (
          <li
            key={doc.id}
            data-testid={`${testId.replace(/s$/, '')}-row`}
            className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-5 py-4 sm:grid-cols-[1.2fr_1fr_1fr_1fr_auto] sm:px-6"
          >
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-bold">
                <span className="sr-only">{numberLabel} </span>
                {doc.number}
              </p>
              {doc.specimen && (
                <span
                  data-testid="invoice-specimen"
                  className="rounded-md border-2 border-danger px-1.5 py-0.5 text-xs font-black tracking-widest text-danger"
                >
                  {t('shopIdentity.specimen')}
                </span>
              )}
              {doc.ofInvoice && (
                <p className="w-full text-sm text-ink-soft">
                  {t('creditNotes.ofInvoice', { number: doc.ofInvoice })}
                </p>
              )}
            </div>
            <p className="text-right font-bold tabular-nums sm:order-4">
              <span className="sr-only">
                {amountLabel}
                {colon(locale)}
              </span>
              {formatMoney(doc.amount, locale)}
            </p>
            <p className="text-sm text-ink-soft sm:order-2 sm:text-base sm:text-ink">
              <time dateTime={doc.issuedAt}>{date.format(new Date(doc.issuedAt))}</time>
            </p>
            <p className="text-right text-sm sm:order-3 sm:text-left sm:text-base">
              <span className="text-ink-soft sm:sr-only">{t('invoices.order')} </span>
              <Link
                to={`${prefix}/mon-compte/mes-commandes/order-detail/${doc.orderId}`}
                aria-label={t('invoices.orderLinkLabel', { id: doc.orderId })}
                className="font-semibold text-forest underline underline-offset-4 hover:text-forest-dark"
              >
                {t('invoices.orderLink', { id: doc.orderId })}
              </Link>
            </p>
            <p className="col-span-2 mt-2 sm:order-5 sm:col-span-1 sm:mt-0">
              <a
                href={doc.pdfHref}
                download={`${filePrefix}-${doc.number}.pdf`}
                aria-label={downloadLabel(doc.number)}
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
  );
}

export default function Invoices() {
  const { t, prefix } = useI18n();
  const { invoices, creditNotes } = useLoaderData<typeof loader>();
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
            <DocumentList
              testId="invoices"
              numberLabel={t('invoices.number')}
              amountLabel={t('invoices.amount')}
              filePrefix="facture"
              downloadLabel={(number) => t('invoices.downloadLabel', { number })}
              docs={invoices.map((i) => ({ ...i, id: i.invoiceId, amount: i.amountTtc }))}
            />
          </>
        )}
      </div>
      {creditNotes.length > 0 && (
        <section className="mt-10" aria-labelledby="credit-notes-title">
          <h2 id="credit-notes-title" className="text-xl font-black">
            {t('creditNotes.title')}
          </h2>
          <p className="mt-1 max-w-3xl text-ink-soft">{t('creditNotes.intro')}</p>
          <div className="mt-4">
            <DocumentList
              testId="credit-notes"
              numberLabel={t('creditNotes.number')}
              amountLabel={t('creditNotes.amount')}
              filePrefix="avoir"
              downloadLabel={(number) => t('creditNotes.downloadLabel', { number })}
              docs={creditNotes.map((n) => ({
                ...n,
                id: n.creditNoteId,
                amount: n.amountTtc,
                ofInvoice: n.invoiceNumber,
              }))}
            />
          </div>
        </section>
      )}
    </>
  );
}
