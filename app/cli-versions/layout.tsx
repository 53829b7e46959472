import type { ReactNode } from 'react';

/** Each page of an older sand release is laid out by `[[...mdxPath]]/layout.tsx`, with its own release's sidebar. */
export default function CliVersionsLayout({ children }: { children: ReactNode }) {
  return children;
}
