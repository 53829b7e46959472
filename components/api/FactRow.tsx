import type { ReactNode } from 'react';

/**
 * One term and its value in a facts list (`<dl>`): the operation header's and the API overview's.
 * The space between them keeps text extractors (search, copy) from gluing them ("OpenAPI3.2.0").
 */
export function FactRow({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt> <dd>{children}</dd>
    </div>
  );
}
