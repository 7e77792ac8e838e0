/**
 * A calendar day typed by someone (a URL's `?date=`, `from`, `to`, `week`, a form's last day, a CSV
 * cell): 'YYYY-MM-DD', a day that exists, in the years the shop can mean.
 *
 * Why bounds: every date is turned into instants of the shop's time zone (slots, rounds, figures), and
 * JavaScript's Date and Intl fail on the far ends (9999-12-31 plus a day is year 10000, which
 * toISOString refuses; year 1 has no time-zone offset Intl can name): a RangeError, a 500. Fixed years
 * rather than a window around today, so a bookmarked report keeps working and a test means the same
 * thing every year; 2000–2100 holds every day the shop has lived and will plan for, with room for the
 * week or month a screen adds around the day asked for.
 */
export const FIRST_CALENDAR_DATE = '2000-01-01';
export const LAST_CALENDAR_DATE = '2100-12-31';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that is a real calendar date from FIRST_CALENDAR_DATE to LAST_CALENDAR_DATE. */
export function isCalendarDate(text: string): boolean {
  if (!CALENDAR_DATE.test(text)) return false;
  // Same width and digits only: comparing the strings compares the days.
  if (text < FIRST_CALENDAR_DATE || text > LAST_CALENDAR_DATE) return false;
  const noon = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === text;
}
