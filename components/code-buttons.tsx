import { codeIconId, type CodeIconName } from './code-icon-id';

/**
 * The buttons of a code block (components/code-frame.tsx): word wrap (phones only, as in the
 * theme) and copy, drawn on the server as plain buttons and handled by one listener for the whole
 * page (components/behaviour/CodeBlockActions.tsx). They show while the block is hovered or
 * focused. Drawn by a client component per block, they made React render every block's buttons
 * again right after hydrating, on every page (docs/performance.md, "The same content on the bare
 * theme"). Their icons are the theme's, drawn once per page (CodeIcons).
 */
export function CodeButtons({ wrap, copy }: { wrap?: boolean; copy?: boolean }) {
  return (
    <div className="sg-code-buttons">
      {wrap ? (
        <button type="button" className="sg-code-button sg-code-wrap" title="Toggle word wrap" data-code-action="wrap">
          <CodeIcon name="wrap" />
        </button>
      ) : null}
      {copy ? (
        <button type="button" className="sg-code-button" title="Copy code" data-code-action="copy">
          <CodeIcon name="copy" />
        </button>
      ) : null}
    </div>
  );
}

function CodeIcon({ name }: { name: CodeIconName }) {
  return (
    <svg aria-hidden="true">
      <use href={`#${codeIconId(name)}`} />
    </svg>
  );
}

/** The theme's word-wrap, copy and check icons (nextra/icons), once per page for every block's buttons. */
export function CodeIcons() {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      <symbol id={codeIconId('wrap')} viewBox="0 0 24 24" fill="currentColor">
        <path d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3l3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z" />
      </symbol>
      <symbol id={codeIconId('copy')} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}>
        <rect x={9} y={9} width={13} height={13} rx={2} />
        <path d="M5 15H4C2.89543 15 2 14.1046 2 13V4C2 2.89543 2.89543 2 4 2H13C14.1046 2 15 2.89543 15 4V5" />
      </symbol>
      <symbol id={codeIconId('copied')} viewBox="0 0 20 20" fill="currentColor">
        <path d="M16.707 5.293a1 1 0 010 1.414l-8 8a1 1 0 01-1.414 0l-4-4a1 1 0 011.414-1.414L8 12.586l7.293-7.293a1 1 0 011.414 0z" />
      </symbol>
    </svg>
  );
}
