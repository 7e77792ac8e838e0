import { useLoaderData } from 'react-router';
import type { Route } from './+types/livreur';
import { DriverRoundPage } from '../components/driver/DriverRoundPage';
import { loadDriverPage, runDriverAction } from '../components/driver/round.server';
import { runGuards } from '../lib/guards.server';

/** The driver's page (operators only). Guests log in first; customers get a 403 page. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  return loadDriverPage(args.request, args.context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runDriverAction(request, context);
}

export default function DriverRound() {
  return <DriverRoundPage {...useLoaderData<typeof loader>()} />;
}
