/**
 * The pages of a generated section (`content/api`, `content/cli`, the older releases') as its
 * catch-all route loads them: read from the files gen wrote, not bundled. Every such page is a
 * stub, front matter and one line, `<GeneratedPage route={"/api/get-run"} />`, whose content is in
 * the section's model (generated-pages.tsx); each is given here as the module Nextra's MDX
 * loader compiles from it (`metadata` from its front matter, `sourceCode`, an empty `toc`, its
 * content drawing `GeneratedPage`), so a page renders as it did when bundled. Why: bundled,
 * every stub was a module of its route (3,866 with GitHub's description mounted, compiled before
 * the first page), and a save that changed a stub's front matter (an operation's description)
 * made Turbopack rebuild while hot reload delivered the save's render, which then named client
 * code the browser did not hold yet and crashed the page (one save in three or four).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import type { EvaluateResult } from 'nextra';
import { useMDXComponents as getMDXComponents } from '../../mdx-components';
import type { SectionPageFiles } from './section-pages';
import { sectionStubFiles, stubParts } from './stub-parts';

const ROOT = process.cwd();

/** A stub's text as the module Nextra's loader compiles from it (`file`: relative to the repository, as Nextra names it). */
export function stubModule(file: string, text: string): EvaluateResult {
  const { route, metadata, sourceCode, toc } = stubParts(file, text);
  function GeneratedStub(props: { components?: Record<string, unknown> }) {
    const { GeneratedPage } = { ...getMDXComponents(), ...props.components } as {
      GeneratedPage?: ComponentType<{ route: string }>;
    };
    if (!GeneratedPage) throw new Error(`${file}: no GeneratedPage component to draw it with`);
    return createElement(GeneratedPage, { route });
  }
  // The content alone, as Nextra's loader compiles a page the route imports (not a `page.mdx`):
  // the route's page puts it in the theme's wrapper.
  return { metadata, sourceCode, toc, default: GeneratedStub } as unknown as EvaluateResult;
}

/** Each stub's module, made again when its file changes. */
const modules = new Map<string, { mtimeMs: number; module: EvaluateResult }>();

function loadStub(absolute: string, file: string): EvaluateResult {
  const mtimeMs = fs.statSync(absolute).mtimeMs;
  const last = modules.get(absolute);
  if (last?.mtimeMs === mtimeMs) return last.module;
  const module = stubModule(file, fs.readFileSync(absolute, 'utf8'));
  modules.set(absolute, { mtimeMs, module });
  return module;
}

/** The section's pages as its route loads them (stub-parts.ts lists them). */
export const generatedSectionFiles = (section: string): SectionPageFiles =>
  sectionStubFiles(section, path.join(ROOT, 'content'), ROOT, loadStub);
