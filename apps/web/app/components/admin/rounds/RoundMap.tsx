export interface MapPoint {
  lat: number;
  lng: number;
}
export interface MapRound {
  vanId: number;
  name: string;
  stops: (MapPoint & { position: number; label: string })[];
}

/** A van's colour and line on the map (and beside its name in the list): told apart without colour too. */
const VAN_STYLES = [
  { colour: '#0f4d34', dash: '' },
  { colour: '#b45309', dash: '10 5' },
  { colour: '#1d4ed8', dash: '3 4' },
  { colour: '#9d174d', dash: '12 4 3 4' },
  { colour: '#4b5563', dash: '6 6' },
] as const;
export const vanStyle = (index: number) => VAN_STYLES[index % VAN_STYLES.length]!;

const WIDTH = 640;
const HEIGHT = 400;
const PAD = 28;

/**
 * Places on the plane: equirectangular around the middle of the points (x = longitude × cos of the
 * middle latitude), scaled to fit the box, north up. Enough for a town's rounds; no tiles.
 */
function project(points: readonly MapPoint[]): (p: MapPoint) => { x: number; y: number } {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const lat0 = (Math.min(...lats) + Math.max(...lats)) / 2;
  const lng0 = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const k = Math.cos((lat0 * Math.PI) / 180);
  const spanX = (Math.max(...lngs) - Math.min(...lngs)) * k || 0.01;
  const spanY = Math.max(...lats) - Math.min(...lats) || 0.01;
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD) / spanY);
  return (p) => ({
    x: WIDTH / 2 + (p.lng - lng0) * k * scale,
    y: HEIGHT / 2 - (p.lat - lat0) * scale,
  });
}

/**
 * The rounds of a slot drawn: the warehouse (a square), each van's stops numbered in round order and the
 * path from the warehouse and back, one colour and one line pattern per van. An image with a title and
 * a description; the list beside it (the caller's) says the same in words.
 */
export function RoundMap({
  warehouse,
  rounds,
  title,
  description,
  warehouseLabel,
  id,
}: {
  warehouse: MapPoint;
  rounds: readonly MapRound[];
  title: string;
  description: string;
  warehouseLabel: string;
  /**
   * Unique on the page (the slot's): its title and description are named by it. Not useId: a map
   * mounted after an action (a plan drawing a slot's first map) could take an id already on the page.
   */
  id: string;
}) {
  const at = project([warehouse, ...rounds.flatMap((r) => r.stops)]);
  const home = at(warehouse);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-3xl rounded-lg border border-line bg-white print:break-inside-avoid"
      data-testid="round-map"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {rounds.map((round, r) => {
        const style = vanStyle(r);
        const path = [home, ...round.stops.map(at), home].map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`);
        return (
          <g key={round.vanId} data-van={round.vanId}>
            <polyline
              points={path.join(' ')}
              fill="none"
              stroke={style.colour}
              strokeWidth={3}
              strokeDasharray={style.dash || undefined}
              strokeLinejoin="round"
            />
            {round.stops.map((stop) => {
              const p = at(stop);
              return (
                <g key={stop.position} data-testid="map-stop">
                  <title>{`${round.name} · ${stop.label}`}</title>
                  <circle cx={p.x} cy={p.y} r={11} fill={style.colour} stroke="#fff" strokeWidth={2} />
                  <text
                    x={p.x}
                    y={p.y}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={12}
                    fontWeight={700}
                    fill="#fff"
                  >
                    {stop.position}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
      <g>
        <title>{warehouseLabel}</title>
        <rect
          x={home.x - 10}
          y={home.y - 10}
          width={20}
          height={20}
          fill="#111827"
          stroke="#fff"
          strokeWidth={2}
        />
      </g>
    </svg>
  );
}
