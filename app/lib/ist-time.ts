// The desk's clock reads Bengaluru time (IST, UTC+05:30, no daylight saving), whatever the
// server's or browser's own zone: follow-ups are set and shown in IST and stored as UTC ISO text.
const istOffsetMs = (5 * 60 + 30) * 60_000;

/** The UTC instant at which the IST day holding `now` ends (the next IST midnight). */
export function endOfIstDay(now: Date): Date {
  const ist = new Date(now.getTime() + istOffsetMs);
  const nextMidnight = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + 1);
  return new Date(nextMidnight - istOffsetMs);
}

/** A stored instant as the value of an `<input type="datetime-local">` in IST, e.g. "2026-11-25T10:30". */
export function toIstLocalInput(iso: string): string {
  return new Date(Date.parse(iso) + istOffsetMs).toISOString().slice(0, 16);
}

const localPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const zonedPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * Whether the date and time as written exist: Date.parse moves 30 February on to 2 March and
 * 24:00 on to the next day rather than refusing them.
 */
function exists(text: string): boolean {
  const [year, month, day, hour, minute] = text.slice(0, 16).split(/[-T:]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === day && at.getUTCHours() === hour;
}

/**
 * An ISO 8601 date-time as a UTC instant: with a zone ("Z", "+05:30") as written, without one
 * (what a datetime-local field sends) as IST. Undefined for anything else, and for a date or time
 * that does not exist.
 */
export function parseIstDateTime(value: string): Date | undefined {
  const text = value.trim();
  let ms: number;
  if (zonedPattern.test(text)) ms = Date.parse(text);
  else if (localPattern.test(text)) ms = Date.parse(`${text}Z`) - istOffsetMs;
  else return undefined;
  return Number.isFinite(ms) && exists(text) ? new Date(ms) : undefined;
}
