import { useMDXComponents as getMDXComponents } from '../mdx-components';
import { SectionLayout } from './_lib/section';

export const metadata = { title: 'Page not found', robots: { index: false, follow: false } };

const Wrapper = getMDXComponents().wrapper!;
const components = getMDXComponents();
const H1 = components.h1!;
const P = components.p!;
const A = components.a!;

/** Unknown paths: a 404 page in the docs chrome (the static server answers it with HTTP 404). */
export default function NotFound() {
  return (
    <SectionLayout section="docs" overview>
      <Wrapper toc={[]} metadata={{ title: 'Page not found', filePath: '', ...{ searchable: false } }} sourceCode="">
        <H1>Page not found</H1>
        <P>
          There is no page at this address. It may have moved, or the link that brought you here may be mistyped. Try
          the search, or start from the <A href="/">docs home</A>, the <A href="/api">API reference</A> or the{' '}
          <A href="/cli">CLI reference</A>.
        </P>
      </Wrapper>
    </SectionLayout>
  );
}
