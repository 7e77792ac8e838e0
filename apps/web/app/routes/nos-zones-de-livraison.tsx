import { useLoaderData } from 'react-router';
import type { Route } from './+types/nos-zones-de-livraison';
import { ZonesPage } from '../components/zones/ZonesPage';
import { loadZones } from '../components/zones/zones.server';

/** 'nos-zones-de-livraison': the delivery zones page (same page as zones). */
export async function loader(args: Route.LoaderArgs) {
  return loadZones(args);
}

export default function NosZonesDeLivraison() {
  return <ZonesPage {...useLoaderData<typeof loader>()} />;
}
