import type { ReactNode } from 'react';
import { ApiPageLayout } from '../../_lib/section';

/**
 * The callback page sits beside the section's catch-all route, so when the section lays its pages
 * out one by one (a grouped or a mounted API), it needs the section's layout of its own, as every
 * page of the catch-all gets; otherwise (our own flat API) the section's layout above wraps it.
 */
export default function OAuthCallbackLayout({ children }: { children: ReactNode }) {
  return <ApiPageLayout route="/api/oauth-callback">{children}</ApiPageLayout>;
}
