import { data } from 'react-router';
import type { Route } from './+types/admin.export.$';
import { figuresCsv, reuseCsv, stockCsv } from '../lib/admin-api-files.server';
import { requireStaff } from '../lib/admin.server';
import { loader as cashSheets } from './admin.caisses';
import { loader as customers } from './admin.clients';
import { loader as promoCodes } from './admin.codes-promo';
import { loader as orders } from './admin.commandes';
import { loader as audit } from './admin.journal';
import { loader as products } from './admin.produits';
import { loader as redirects } from './admin.redirections';

/**
 * The back-office's spreadsheets, by the list they come from: /admin/export/<list>?<its filters>.
 * One route for all of them (each would be an entry of the route manifest every first load carries);
 * each list's own loader, with its own guard, writes its file (lib/admin-list.server.ts).
 */
// Each loader reads only the request, its context and its URL: the same arguments serve them all.
const FILES: Record<string, (args: never) => Promise<unknown>> = {
  caisses: cashSheets,
  clients: customers,
  'codes-promo': promoCodes,
  commandes: orders,
  journal: audit,
  produits: products,
  redirections: redirects,
  'prix-et-stocks': stockCsv,
  chiffres: figuresCsv,
  reemploi: reuseCsv,
};

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args.request, args.context);
  const file = Object.hasOwn(FILES, args.params['*']) ? FILES[args.params['*']] : undefined;
  if (!file) throw data(null, { status: 404 });
  return file(args as never);
}
