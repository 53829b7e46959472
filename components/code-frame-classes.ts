/**
 * The theme's classes on a code block's frame (nextra's `Pre`) that components/code-frame.tsx
 * draws under short names, defined in app/globals.css; code-frame.test.ts checks those against
 * the theme's stylesheet.
 */
export const FRAME_CLASSES = {
  'sg-code': 'x:relative x:not-first:mt-[1.25em]',
  'sg-pre':
    'x:group x:focus-visible:nextra-focus x:overflow-x-auto x:subpixel-antialiased x:text-[.9em] x:bg-white x:dark:bg-black x:py-4 x:ring-1 x:ring-inset x:ring-gray-300 x:dark:ring-neutral-700 x:contrast-more:ring-gray-900 x:contrast-more:dark:ring-gray-50 x:contrast-more:contrast-150 x:rounded-md',
  'sg-code-buttons': 'x:group-hover:opacity-100 x:group-focus:opacity-100 x:opacity-0 x:transition x:focus-within:opacity-100 x:flex x:gap-1 x:absolute x:right-4 x:top-2',
};
