'use client';
import { CopyToClipboard } from 'nextra/mdx-components/pre/copy-to-clipboard';
import { ToggleWordWrapButton } from 'nextra/mdx-components/pre/toggle-word-wrap-button';
import { ReactComponent as WordWrapIcon } from 'nextra/icons/word-wrap';

/**
 * The buttons of a code block (components/code-frame.tsx), the theme's own, drawn in the browser
 * from two flags: the word-wrap icon and the classes of their box are not in the page's payload.
 */
export function CodeButtons({ wrap, copy }: { wrap?: boolean; copy?: boolean }) {
  return (
    <div className="sg-code-buttons">
      {wrap ? (
        <ToggleWordWrapButton>
          <WordWrapIcon height="1em" />
        </ToggleWordWrapButton>
      ) : null}
      {copy ? <CopyToClipboard className="" /> : null}
    </div>
  );
}
