import { MAX_WINDOW_MINUTES, MIN_WINDOW_MINUTES } from './delivery-promise.js';

/**
 * A warehouse's round settings (docs/rules.md#round-settings): how long a stop takes, how wide the
 * window announced to shoppers is, and its vans. Pure; the contract's schemas and migration 0052's
 * checks say the same bounds, so no path can store a value outside them.
 */

/** The bounds of each setting, both ends included. */
export const ROUND_SETTING_BOUNDS = {
  /** A stop's fixed time (parking, walking to the door, the handover), in seconds: at most 30 min. */
  stopBaseSeconds: { min: 0, max: 1800 },
  /** The time each crate dropped or picked up adds to a stop, in seconds: at most 10 min. */
  stopPerCrateSeconds: { min: 0, max: 600 },
  /** The width of the window announced to shoppers, in minutes. */
  promiseWindowMinutes: { min: MIN_WINDOW_MINUTES, max: MAX_WINDOW_MINUTES },
} as const;

/** A van's capacity in crates (drops and empties picked up both take room). */
export const VAN_CAPACITY_BOUNDS = { min: 1, max: 500 } as const;
/** A van's name, trimmed: 1 to 40 characters. */
export const VAN_NAME_MAX = 40;

export type RoundSettingField = keyof typeof ROUND_SETTING_BOUNDS;
export type RoundSettings = Record<RoundSettingField, number>;

/**
 * The shortest slot a window must fit in, in minutes: the slot rules' width for the slots to come and
 * every slot already generated that is not over (rules changed since may have left longer or shorter
 * ones). Null when there is none (no rules, no slot): nothing to compare with.
 */
export function shortestSlotMinutes(
  ruleWidthHours: number | null,
  slots: readonly { startAt: Date; endAt: Date }[],
): number | null {
  const lengths = slots.map((s) => Math.floor((s.endAt.getTime() - s.startAt.getTime()) / 60_000));
  if (ruleWidthHours !== null) lengths.push(ruleWidthHours * 60);
  return lengths.length === 0 ? null : Math.min(...lengths);
}

export type RoundSettingsIssue =
  | { field: RoundSettingField; issue: 'range' }
  | { field: 'promiseWindowMinutes'; issue: 'longerThanSlot'; slotMinutes: number };

/**
 * What is wrong with a set of settings: a value that is not a whole number within its bounds, or a
 * window wider than the shortest slot (the promise would then be the whole slot, or wider: a lie).
 */
export function roundSettingsIssues(
  settings: RoundSettings,
  slotMinutes: number | null,
): RoundSettingsIssue[] {
  const issues: RoundSettingsIssue[] = [];
  for (const field of Object.keys(ROUND_SETTING_BOUNDS) as RoundSettingField[]) {
    const { min, max } = ROUND_SETTING_BOUNDS[field];
    const value = settings[field];
    if (!Number.isInteger(value) || value < min || value > max) issues.push({ field, issue: 'range' });
  }
  if (slotMinutes !== null && settings.promiseWindowMinutes > slotMinutes)
    issues.push({ field: 'promiseWindowMinutes', issue: 'longerThanSlot', slotMinutes });
  return issues;
}

/** Two van names are the same when they read the same: case and surrounding spaces aside. */
export const vanNameKey = (name: string): string => name.trim().toLocaleLowerCase('fr');

/**
 * The vans' order after moving `id` one place up or down (ids in their current order); the same order
 * when it is already first or last, or not there.
 */
export function moveInOrder(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] {
  const order = [...ids];
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}

/** A duration split as a manager reads it: whole minutes and the seconds left ("4 min 30 s"). */
export const minutesAndSeconds = (seconds: number): { minutes: number; seconds: number } => ({
  minutes: Math.floor(seconds / 60),
  seconds: seconds % 60,
});
