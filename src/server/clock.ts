/**
 * "Today" decides which books are new arrivals, trending, upcoming or hot deals. It is injected so
 * that tests (and the seed) can pin it; the store itself uses the UTC calendar date.
 */
export interface Clock {
  /** The current UTC date as 'YYYY-MM-DD', the format dates are stored in. */
  today(): string;
  now(): Date;
}

export const systemClock: Clock = {
  today: () => toIsoDate(new Date()),
  now: () => new Date(),
};

/** A clock stopped at noon UTC of the given day. */
export function fixedClock(isoDate: string): Clock {
  const instant = new Date(`${isoDate}T12:00:00.000Z`);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not a date: ${isoDate}`);
  return { today: () => isoDate, now: () => new Date(instant) };
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' shifted by whole days (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** A clock that stands still until a test moves it (session expiry, rate-limit windows). */
export interface ManualClock extends Clock {
  advance(ms: number): void;
}

/** Starts at noon UTC of the given day, like fixedClock; today() follows the moved time. */
export function manualClock(isoDate: string): ManualClock {
  let current = fixedClock(isoDate).now().getTime();
  return {
    now: () => new Date(current),
    today: () => toIsoDate(new Date(current)),
    advance: (ms) => {
      current += ms;
    },
  };
}
