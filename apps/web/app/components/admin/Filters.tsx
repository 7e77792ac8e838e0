import { Form } from 'react-router';
import { useAdminAccount } from '../../lib/admin';
import { TextField } from '../ui/TextField';

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

/**
 * A list's text search: a labelled search field (`q`) and its button, sent as a GET so the search is
 * in the URL (shareable, and the back button returns to it).
 */
export function AdminSearch({
  id,
  label,
  submitLabel,
  value,
  placeholder,
  className = '',
}: {
  id: string;
  label: string;
  submitLabel: string;
  value?: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <Form method="get" role="search" className={`flex flex-wrap items-end gap-2 ${className}`}>
      <div className="min-w-0 grow sm:grow-0">
        <TextField
          id={id}
          label={label}
          type="search"
          name="q"
          defaultValue={value ?? ''}
          placeholder={placeholder}
          className="field-input h-10 w-full sm:w-72"
        />
      </div>
      <button type="submit" className="btn btn-outline min-h-10 px-4 text-sm">
        {submitLabel}
      </button>
    </Form>
  );
}
