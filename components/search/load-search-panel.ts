/**
 * The search dialog's code, fetched on first use; the triggers also call this on hover and
 * focus, so the code is usually there by the time the reader clicks.
 */
export const loadSearchPanel = () => import('./SearchPanel');
