/** A value from a spec shown as text (pages, twins, samples): strings as they are, anything else as JSON. */
export function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
