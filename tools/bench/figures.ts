/** How bench figures print: one `name: value` line each, in units a reader compares at a glance. */

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function MB(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/** Milliseconds as seconds to the hundredth, as the phone budget's paints print. */
export function msAsSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}

/** A target's verdict as every bench line prints it. */
export const metOrMissed = (met: boolean) => (met ? 'met' : 'MISSED');

export type Figure = [name: string, value: string];

export function printFigure([name, value]: Figure): void {
  console.log(`${name}: ${value}`);
}
