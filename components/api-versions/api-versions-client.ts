/** The picker's data, fetched once on first use (it lists every page of every served version). */
import { API_VERSIONS_FILE, type ApiVersionsData } from '../../shared/api/api-versions';

let pending: Promise<ApiVersionsData> | undefined;

export function fetchApiVersions(): Promise<ApiVersionsData> {
  pending ??= fetch(`/${API_VERSIONS_FILE}`).then((response) => {
    if (!response.ok) throw new Error(`/${API_VERSIONS_FILE}: HTTP ${response.status}`);
    return response.json() as Promise<ApiVersionsData>;
  });
  // A failed fetch is tried again on the next use.
  pending.catch(() => (pending = undefined));
  return pending;
}
