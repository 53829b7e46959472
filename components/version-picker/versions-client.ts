/** A versioned reference's data, fetched once per file on first use (it lists every page of every served release). */
import type { VersionsData } from '../../shared/reference-versions';

const pending = new Map<string, Promise<VersionsData>>();

export function fetchVersions(dataFile: string): Promise<VersionsData> {
  let request = pending.get(dataFile);
  if (!request) {
    request = fetch(`/${dataFile}`).then((response) => {
      if (!response.ok) throw new Error(`/${dataFile}: HTTP ${response.status}`);
      return response.json() as Promise<VersionsData>;
    });
    pending.set(dataFile, request);
    // A failed fetch is tried again on the next use.
    request.catch(() => pending.delete(dataFile));
  }
  return request;
}
