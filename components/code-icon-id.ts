/** The ids of the code block icons (components/code-buttons.tsx), shared with the script that swaps them. */
export type CodeIconName = 'wrap' | 'copy' | 'copied';
export const codeIconId = (name: CodeIconName) => `sg-code-icon-${name}`;
