import { localDate } from '@consigne/domain';
import * as routes from '@consigne/contract/routes';
import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/livreur.caisse';
import { CashSheetPage, type CashSheetPageData } from '../components/driver/CashSheetPage';
import { eurosToCents } from '../components/driver/form-values';
import { currentUser, serverApi } from '../lib/api.server';
import { dateParam } from '../lib/date-param';
import { runGuards } from '../lib/guards.server';

/** The driver's cash sheet of a day (operators only): the door payments, the totals, the cash counted. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const { request, context } = args;
  const user = await currentUser(request, context);
  const date = dateParam(new URL(request.url).searchParams, 'date') ?? localDate(new Date());
  if (user?.role !== 'operator')
    return data({ forbidden: true, date, sheet: null, error: null } satisfies CashSheetPageData, {
      status: 403,
    });
  const result = await serverApi(request, context).call(routes.getDriverCashSheet, { query: { date } });
  return {
    forbidden: false,
    date,
    sheet: result.data ?? null,
    error: result.error,
  } satisfies CashSheetPageData;
}

/** The count of the day's cash (online, without JavaScript; offline the page queues it). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const countedCents = eurosToCents(String(form.get('counted') ?? ''));
  const date = String(form.get('date') ?? '');
  if (countedCents === null) return { intent: 'count' as const, error: 'invalid', saved: false };
  const result = await serverApi(request, context).call(routes.countDriverCash, {
    body: { date, countedCents },
  });
  return { intent: 'count' as const, error: result.error, saved: result.error === null };
}

export default function DriverCashSheet() {
  return <CashSheetPage {...useLoaderData<typeof loader>()} />;
}
