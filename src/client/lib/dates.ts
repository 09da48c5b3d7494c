/**
 * Dates as the store shows them (Indian English: "5 Jun 2024", "5 Jun 2024, 10:04 am"). Each
 * formatter is made on its first use: making an Intl formatter costs a page's main thread tens
 * of milliseconds, which pages that show no date should not pay while they load.
 */
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-IN', options));
};
const dateFormat = formatter({ day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = formatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO timestamp from the API as a date; text that is not a date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date);
}
