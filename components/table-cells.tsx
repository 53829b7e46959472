import type { ComponentProps } from 'react';

/*
 * The `th`, `tr` and `td` of Markdown tables (MDX pages and spec descriptions): the theme's, with
 * its class lists under one short name each (components/short-classes.ts, rules in
 * app/globals.css). A table cell's long class lists were paid twice per cell, in the HTML and in
 * the payload, on every cell of a docs page's field tables.
 */
const withClass = (short: string, className?: string) => (className ? `${short} ${className}` : short);

export function TableTh({ className, ...props }: ComponentProps<'th'>) {
  return <th {...props} className={withClass('sg-th', className)} />;
}
export function TableTr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr {...props} className={withClass('sg-tr', className)} />;
}
export function TableTd({ className, ...props }: ComponentProps<'td'>) {
  return <td {...props} className={withClass('sg-td', className)} />;
}
