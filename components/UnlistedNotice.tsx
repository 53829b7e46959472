import { Callout } from 'nextra/components';

/** Shown at the top of pages marked `unlisted: true`: reachable by link, hidden elsewhere. */
export function UnlistedNotice() {
  return (
    <Callout type="warning">
      <strong>Unlisted page.</strong> This page is not in the sidebar, the sitemap or search results; only readers with
      a direct link can find it.
    </Callout>
  );
}
