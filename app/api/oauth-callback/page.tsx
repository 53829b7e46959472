import type { Metadata } from 'next';
import { site } from '../../../site.config';
import { ApiOAuthCallback } from '../../../components/api/OAuthCallback';
import { useMDXComponents as getMDXComponents } from '../../../mdx-components';

const Wrapper = getMDXComponents().wrapper!;

const route = '/api/oauth-callback';
const description =
  'Where sign-in in the request builder ("Try it") comes back to from the authorization server, on its way to the operation page.';

/** The request builder's OAuth redirect URI: a real page of the export, never listed or indexed. */
export const metadata: Metadata = {
  title: 'Signing in',
  description,
  alternates: { canonical: route },
  openGraph: { title: 'Signing in', description, url: route, siteName: site.title, type: 'article' },
  robots: { index: false, follow: false },
};

export default function OAuthCallbackPage() {
  return (
    // The theme's page frame, out of search (`searchable: false`) and without a table of contents.
    <Wrapper
      toc={[]}
      metadata={
        { title: 'Signing in', filePath: 'app/api/oauth-callback/page.tsx', searchable: false } as {
          title: string;
          filePath: string;
        }
      }
      sourceCode=""
    >
      <h1>Signing in</h1>
      <ApiOAuthCallback />
    </Wrapper>
  );
}
