/**
 * Nextra's MDX loader makes its Shiki highlighter with every bundled language (over 300 names)
 * before it compiles the first page: seconds of CPU in each fresh loader process, even for a page
 * with no code block. `next dev` starts such a process for the first MDX edit after a start from
 * Turbopack's disk cache, so that edit reached the page far past the writers' loop budget
 * (docs/decisions.md, "Budgets"), and `next build` pays it in every worker. rehype-pretty-code
 * already loads the language of each code block before it highlights it; after install the
 * highlighter starts with none, and loading a language also loads the ones its grammar may embed
 * (JavaScript inside ```mdx), which the all-at-once set-up had loaded anyway: the same HTML,
 * without the wait. Applied by tools/install/patch-theme.ts; idempotent; fails loudly when the
 * library's code no longer matches.
 */
import { exactEdits, type Edit } from './patch-edits.ts';

const EDITS: Edit[] = [
  [
    `  getHighlighter(opts) {
    const langs = Object.keys(bundledLanguages).filter((l) => l !== "mermaid");
    return createHighlighter({
      ...opts,
      // Without \`getHighlighter\` option \`\`\`mdx lang isn't highlighted
      langs
    });
  }`,
    `  async getHighlighter(opts) {
    // Patched by sandgarden-docs (tools/install/patch-highlighter.ts): no language up front; each loads
    // on first use with the languages its grammar may embed. Mermaid stays unhighlighted.
    const highlighter = await createHighlighter(opts);
    const loadOne = highlighter.loadLanguage.bind(highlighter);
    const loadWithEmbedded = async (lang, seen) => {
      if (lang === "mermaid") throw new Error("mermaid blocks are diagrams");
      if (typeof lang !== "string" || !Object.hasOwn(bundledLanguages, lang)) return loadOne(lang);
      if (seen.has(lang)) return;
      seen.add(lang);
      await loadOne(lang);
      const registrations = (await bundledLanguages[lang]()).default;
      const embedded = registrations.flatMap((r) => r.embeddedLangsLazy ?? []);
      await Promise.allSettled(embedded.map((l) => loadWithEmbedded(l, seen)));
    };
    highlighter.loadLanguage = (...langs) => Promise.all(langs.map((l) => loadWithEmbedded(l, new Set())));
    return highlighter;
  }`,
  ],
];

export const patchHighlighter = exactEdits(EDITS, "Nextra's highlighter set-up", 'tools/install/patch-highlighter.ts');
