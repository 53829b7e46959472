export declare const nextraOptions: {
  defaultShowCopyCode: boolean;
  search: { codeblocks: boolean };
  mdxOptions: { rehypePrettyCodeOptions: Record<string, never> };
};
