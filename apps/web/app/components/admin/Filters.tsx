import { useAdminAccount } from '../../lib/admin';

/**
 * A list's warehouse filter (name `warehouseId`), for those who run more than one: an admin, or a
 * manager of several warehouses; `allLabel` names the empty choice (every warehouse in scope) where
 * the page can show them all, and is left out where it shows one warehouse at a time.
 */
export function WarehouseFilter({
  id,
  label,
  allLabel,
  value,
}: {
  id: string;
  label: string;
  allLabel?: string;
  value: string | number | undefined;
}) {
  const account = useAdminAccount();
  if (account.role !== 'admin' && account.warehouses.length <= 1) return null;
  return (
    <div className="min-w-48 grow sm:grow-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name="warehouseId" defaultValue={value ?? ''} className="field-input">
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {account.warehouses.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A date field of a list's range (YYYY-MM-DD). */
export function DateField({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} type="date" name={name} defaultValue={value ?? ''} className="field-input" />
    </div>
  );
}
