import { useLoaderData } from 'react-router';
import type { Route } from './+types/zones';
import { ZonesPage } from '../components/zones/ZonesPage';
import { loadZones } from '../components/zones/zones.server';

/** 'zones': the delivery zones page (same page as nos-zones-de-livraison). */
export async function loader(args: Route.LoaderArgs) {
  return loadZones(args);
}

export default function Zones() {
  return <ZonesPage {...useLoaderData<typeof loader>()} />;
}
