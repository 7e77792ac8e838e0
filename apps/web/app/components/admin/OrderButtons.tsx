import { useNavigation } from 'react-router';

/**
 * A row's ↑ and ↓, inside the row's own form: each submits `direction` = up or down. Labelled for
 * screen readers (and as a tooltip); the first row cannot go up, the last cannot go down.
 */
export function OrderButtons({
  labels,
  first,
  last,
}: {
  labels: { up: string; down: string };
  first: boolean;
  last: boolean;
}) {
  const busy = useNavigation().state !== 'idle';
  return (['up', 'down'] as const).map((direction) => (
    <button
      key={direction}
      type="submit"
      name="direction"
      value={direction}
      className="btn btn-outline h-9 min-h-0 w-9 px-0 text-base"
      aria-label={labels[direction]}
      title={labels[direction]}
      disabled={busy || (direction === 'up' ? first : last)}
    >
      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
    </button>
  ));
}
