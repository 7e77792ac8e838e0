/** A field of an audited element that a change set, altered or removed (absent side: undefined). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields a change touched, in the order the element lists them: every field of a created or
 * deleted element, only the differing ones of an edit. The log stores whole states; a reader wants
 * the price that went from 1.20 to 1.30, not two copies of thirty fields; an edit inside a nested
 * record is named by its path. A state that is not an object (a number, a list) is one value, under
 * the field name ''.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const whole = (before != null && !isRecord(before)) || (after != null && !isRecord(after));
  if (whole) return same(before, after) ? [] : [{ field: '', before, after }];
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  return recordChanges(from, to, '');
}

/** An edit of a nested record is told by its leaves: 'texts.fr.part3', not the whole 'texts'. */
function recordChanges(
  from: Record<string, unknown>,
  to: Record<string, unknown>,
  prefix: string,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  return fields
    .filter((field) => !same(from[field], to[field]))
    .flatMap((field) => {
      const [before, after] = [from[field], to[field]];
      const path = `${prefix}${field}`;
      return isRecord(before) && isRecord(after)
        ? recordChanges(before, after, `${path}.`)
        : [{ field: path, before, after }];
    });
}

/** A value as one line of text: strings as they are, anything else as JSON. */
export const fieldValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
