/** The rows of db.execute(): an array with postgres-js, `{ rows }` with PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
