import type { ReactNode } from 'react';
import { Table, Th, Tr } from './theme';

/** A theme table with one header row naming its columns; the body rows are the children. */
export function ColumnsTable({
  columns,
  className,
  children,
}: {
  columns: string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Table className={className}>
      <thead>
        <Tr>
          {columns.map((column) => (
            <Th key={column} scope="col">
              {column}
            </Th>
          ))}
        </Tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}
