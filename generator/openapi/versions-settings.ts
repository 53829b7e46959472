/** What chooses the older versions' references and the day sunsets are judged on (versions.ts). */

export const API_VERSIONS_ENV = 'SANDGARDEN_API_VERSIONS';
/** `SANDGARDEN_TODAY=YYYY-MM-DD`: the day sunsets are judged against (tests; default: today, UTC). */
export const TODAY_ENV = 'SANDGARDEN_TODAY';

/** Whether the older versions' references are generated (`SANDGARDEN_API_VERSIONS`: `all`, the default, or `current`). */
export function olderVersionsWanted(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'all') return true;
  if (value === 'current') return false;
  throw new Error(
    `${API_VERSIONS_ENV}="${value}" is neither "all" nor "current": write ${API_VERSIONS_ENV}=current to leave the older API versions out`,
  );
}

export function today(env: Record<string, string | undefined> = process.env): string {
  const set = env[TODAY_ENV];
  if (set && !/^\d{4}-\d{2}-\d{2}$/.test(set))
    throw new Error(`${TODAY_ENV}="${set}" is not a day: write it YYYY-MM-DD`);
  return set || new Date().toISOString().slice(0, 10);
}
