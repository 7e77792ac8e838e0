/**
 * Where each figure of the manager's board leads: the list that shows the same rows, filtered by the
 * board's warehouse, day, slot, van or status.
 */

interface BoardScope {
  warehouseId: number;
  date: string;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  return search.toString();
};

/**
 * The drivers' cash sheets of the board's day still open (/admin/caisses; the API's count is
 * cashSheetsOpen, apps/api/src/modules/admin/board/cash.ts). Null: the figure is not a link.
 */
const cashSheetsHref = ({ warehouseId, date }: BoardScope): string | null =>
  `/admin/caisses?${query({ warehouseId, date, status: 'open' })}`;

export function boardLinks(scope: BoardScope) {
  const { warehouseId, date } = scope;
  return {
    /** The day's (or a slot's) orders, of a status when given. */
    orders: (slotId?: number, status?: string) =>
      `/admin/commandes?${query({ warehouseId, date, slotId, status })}`,
    /** A van's round for a slot; without one, the day's rounds. */
    round: (slotId?: number, vanId?: number) =>
      `/admin/tournees?${query({ warehouseId, date, slotId, vanId })}`,
    /** A slot's picking; without one, the day's. */
    picking: (slotId?: number) =>
      slotId === undefined
        ? `/admin/preparation?${query({ warehouseId, date })}`
        : `/admin/preparation/${slotId}`,
    lowStock: () => `/admin/prix-et-stocks?${query({ warehouse: warehouseId, low: 1 })}`,
    leads: () => `/admin/demandes-hors-zone?${query({ warehouseId })}`,
    cashSheets: () => cashSheetsHref(scope),
  };
}

export type BoardLinks = ReturnType<typeof boardLinks>;
