import type { ReactNode } from 'react';

/** Each page of an older API version is laid out by `[[...mdxPath]]/layout.tsx`, with its own version's sidebar. */
export default function ApiVersionsLayout({ children }: { children: ReactNode }) {
  return children;
}
