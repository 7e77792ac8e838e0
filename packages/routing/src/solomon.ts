import type { RoutingProblem } from './problem.js';

/** A Solomon VRPTW instance read from its text file (the benchmark's layout). */
export interface SolomonInstance {
  name: string;
  problem: RoutingProblem;
  points: { x: number; y: number }[];
}

/**
 * Reads an instance: name, vehicle count and capacity, then 101 rows `id x y demand ready due service`.
 * `truncate`: distances and times cut to one decimal, the convention of the distance-only best-known values.
 */
export function parseSolomon(text: string, truncate = false): SolomonInstance {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const name = lines[0]!.trim();
  const vehicleAt = lines.findIndex((l) => l.trim() === 'VEHICLE');
  const [count, capacity] = lines[vehicleAt + 2]!.trim().split(/\s+/).map(Number);
  const customerAt = lines.findIndex((l) => l.trim() === 'CUSTOMER');
  const rows = lines
    .slice(customerAt + 2)
    .filter((l) => l.trim() !== '')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const points = rows.map((r) => ({ x: r[1]!, y: r[2]! }));
  const n = rows.length;
  const matrix = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const d = Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y);
      matrix[i * n + j] = truncate ? Math.floor(10 * d) / 10 : d;
    }
  const stops = rows.map((r) => ({ demand: r[3]!, ready: r[4]!, due: r[5]!, service: r[6]! }));
  return { name, points, problem: { stops, time: matrix, vehicles: { count: count!, capacity: capacity! } } };
}
