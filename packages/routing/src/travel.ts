/**
 * Travel times and distances between the stops of a day, behind one interface: computed offline from
 * coordinates by default, or asked of an OSRM- or Valhalla-compatible table service in production.
 */
export interface Place {
  lat: number;
  lng: number;
  /** How built-up the place is: sets the speed on legs from and to it (offline estimate only). */
  area?: AreaType;
}

export type AreaType = 'dense' | 'urban' | 'suburban' | 'rural';

export interface TravelMatrix {
  /** Row-major n×n, seconds. */
  seconds: Float64Array;
  /** Row-major n×n, metres. */
  metres: Float64Array;
}

export interface TravelTimes {
  matrix(places: readonly Place[]): Promise<TravelMatrix>;
}

/**
 * Average speeds by area type, in km/h, door to door (traffic lights, parking and one-way streets
 * included): a van in a city centre averages well under 20 km/h, on country roads near 50.
 */
export const AREA_SPEED_KMH: Record<AreaType, number> = { dense: 15, urban: 22, suburban: 32, rural: 50 };

/**
 * Roads are longer than the straight line: about 1.3 times in European towns (a detour index of 1.2
 * to 1.4 is what studies of road networks measure).
 */
export const DETOUR_FACTOR = 1.3;

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres (haversine). */
export function greatCircleMetres(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The offline estimate: great-circle distance times the detour factor; time at the slower of the two
 * ends' area speeds (a leg into the centre is driven at the centre's pace). Symmetric, zero on the
 * diagonal, no network.
 */
export function estimatedMatrix(
  places: readonly Place[],
  options: { detour?: number; speeds?: Record<AreaType, number> } = {},
): TravelMatrix {
  const detour = options.detour ?? DETOUR_FACTOR;
  const speeds = options.speeds ?? AREA_SPEED_KMH;
  const n = places.length;
  const seconds = new Float64Array(n * n);
  const metres = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const road = greatCircleMetres(places[i]!, places[j]!) * detour;
      const kmh = Math.min(speeds[places[i]!.area ?? 'urban'], speeds[places[j]!.area ?? 'urban']);
      metres[i * n + j] = metres[j * n + i] = road;
      seconds[i * n + j] = seconds[j * n + i] = road / (kmh / 3.6);
    }
  return { seconds, metres };
}

export const offlineTravelTimes: TravelTimes = { matrix: async (places) => estimatedMatrix(places) };

/**
 * An OSRM-compatible table service (`GET {base}/table/v1/driving/{lng,lat;…}?annotations=duration,distance`;
 * Valhalla and others offer the same through an OSRM-compatible endpoint). A leg the service cannot
 * route (null) falls back to the offline estimate of that leg, so one unroutable stop never stops a plan.
 * Never called inside a database transaction: the plan is made before anything is written.
 */
export function osrmTravelTimes(
  base: string,
  options: { fetch?: typeof fetch; timeoutMs?: number; profile?: string } = {},
): TravelTimes {
  const get = options.fetch ?? fetch;
  const profile = options.profile ?? 'driving';
  return {
    async matrix(places) {
      if (places.length < 2) return estimatedMatrix(places);
      const coordinates = places.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
      const url = `${base.replace(/\/+$/, '')}/table/v1/${profile}/${coordinates}?annotations=duration,distance`;
      const response = await get(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
      if (!response.ok) throw new Error(`routing table service answered ${response.status}`);
      const body = (await response.json()) as OsrmTable;
      if (body.code !== 'Ok' || !body.durations)
        throw new Error(`routing table service: ${body.code ?? 'no table'}`);
      return fromOsrm(places, body);
    },
  };
}

interface OsrmTable {
  code?: string;
  durations?: (number | null)[][];
  distances?: (number | null)[][];
}

function fromOsrm(places: readonly Place[], body: OsrmTable): TravelMatrix {
  const n = places.length;
  const fallback = estimatedMatrix(places);
  const seconds = new Float64Array(n * n);
  const metres = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const duration = body.durations?.[i]?.[j];
      const distance = body.distances?.[i]?.[j];
      const routed = typeof duration === 'number' && Number.isFinite(duration);
      seconds[i * n + j] = routed ? duration : fallback.seconds[i * n + j]!;
      metres[i * n + j] =
        routed && typeof distance === 'number' && Number.isFinite(distance)
          ? distance
          : fallback.metres[i * n + j]!;
    }
  return { seconds, metres };
}
