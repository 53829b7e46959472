/**
 * A day as the site writes it ("November 24, 2026"), in UTC and with a fixed English month list:
 * the server's HTML and the browser write the same text whatever the reader's time zone, and the
 * browser does not load its date-formatting data for it (the first `toLocaleDateString` of a page
 * is a long task at a phone's speed).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const dayText = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
