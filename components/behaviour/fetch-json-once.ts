/**
 * JSON a page loads on demand (a large API's schema data, a recipe's sample languages): fetched
 * once per page load, however many parts ask; a failed fetch is forgotten, so Retry asks again.
 */
const loaded = new Map<string, Promise<unknown>>();

export function fetchJsonOnce<T>(href: string): Promise<T> {
  let data = loaded.get(href);
  if (!data) {
    data = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`GET ${href}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    data.catch(() => loaded.delete(href));
    loaded.set(href, data);
  }
  return data as Promise<T>;
}
