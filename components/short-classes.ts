/**
 * Theme class lists that our components draw under one short name each, defined in
 * app/globals.css with the same rules: the code block frame (nextra's `Pre`,
 * components/code-frame.tsx) and table cells and rows (components/table-cells.tsx).
 * short-classes.test.ts checks the definitions against the theme's stylesheet.
 */
export const SHORT_CLASSES = {
  'sg-code': 'x:relative x:not-first:mt-[1.25em]',
  'sg-pre':
    'x:group x:focus-visible:nextra-focus x:overflow-x-auto x:subpixel-antialiased x:text-[.9em] x:bg-white x:dark:bg-black x:py-4 x:ring-1 x:ring-inset x:ring-gray-300 x:dark:ring-neutral-700 x:contrast-more:ring-gray-900 x:contrast-more:dark:ring-gray-50 x:contrast-more:contrast-150 x:rounded-md',
  'sg-code-buttons':
    'x:group-hover:opacity-100 x:group-focus:opacity-100 x:opacity-0 x:transition x:focus-within:opacity-100 x:flex x:gap-1 x:absolute x:right-4 x:top-2',
  'sg-th': 'x:m-0 x:border x:border-gray-300 x:px-4 x:py-2 x:font-semibold x:dark:border-gray-600',
  'sg-tr':
    'x:m-0 x:border-t x:border-gray-300 x:p-0 x:dark:border-gray-600 x:even:bg-gray-100 x:even:dark:bg-gray-600/20',
  'sg-td': 'x:m-0 x:border x:border-gray-300 x:px-4 x:py-2 x:dark:border-gray-600',
};
