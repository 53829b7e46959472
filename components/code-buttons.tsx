'use client';
import { useSyncExternalStore } from 'react';
import { CopyToClipboard } from 'nextra/mdx-components/pre/copy-to-clipboard';
import { ToggleWordWrapButton } from 'nextra/mdx-components/pre/toggle-word-wrap-button';
import { ReactComponent as WordWrapIcon } from 'nextra/icons/word-wrap';

const subscribe = () => () => {};

/**
 * The buttons of a code block (components/code-frame.tsx), the theme's own, drawn in the browser
 * once the page runs: they do nothing before, and show only while the block is hovered or
 * focused. Drawn on the server they were two class lists and two icons in every block's HTML,
 * repeated for each of an operation page's samples and examples.
 */
export function CodeButtons({ wrap, copy }: { wrap?: boolean; copy?: boolean }) {
  const running = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <div className="sg-code-buttons">
      {running && wrap ? (
        <ToggleWordWrapButton>
          <WordWrapIcon height="1em" />
        </ToggleWordWrapButton>
      ) : null}
      {running && copy ? <CopyToClipboard className="" /> : null}
    </div>
  );
}
