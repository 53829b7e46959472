/**
 * Nextra's options, in one place: next.config.mjs hands them to Nextra for MDX pages, and
 * `components/highlighted-code.tsx` compiles the code blocks of generated pages with the same
 * ones, so both highlight alike.
 */
export const nextraOptions = {
  defaultShowCopyCode: true,
  // Code blocks stay out of the search index so prose ranks first.
  search: { codeblocks: false },
  mdxOptions: {
    rehypePrettyCodeOptions: {},
  },
};
