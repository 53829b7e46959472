/**
 * Every page carries what search engines and link previews read: a description, a canonical URL,
 * Open Graph title and description, and a favicon. Error pages answer unknown URLs, so only their
 * favicon is checked.
 */
import type { PageScan } from './scan-page.ts';
import { isErrorPage, routeOf } from './site-files.ts';

export interface MetaProblem {
  page: string;
  problem: string;
}

const blank = (value: string | undefined) => !value || value.trim() === '';

export function checkMetaTags(scans: Map<string, PageScan>): MetaProblem[] {
  const problems: MetaProblem[] = [];
  for (const [file, { head }] of scans) {
    const page = routeOf(file);
    const report = (problem: string) => problems.push({ page, problem });
    if (head.icons.length === 0) report('no favicon link (<link rel="icon">)');
    if (isErrorPage(file) || head.refresh) continue;
    if (blank(head.description)) report('no <meta name="description">');
    if (blank(head.ogTitle)) report('no <meta property="og:title">');
    if (blank(head.ogDescription)) report('no <meta property="og:description">');
    // Where the canonical URL points is the link check's business (it must be served by out/).
    if (blank(head.canonical)) report('no <link rel="canonical">');
  }
  return problems;
}

export function formatMetaProblems(problems: MetaProblem[], limit = 100): string {
  const lines = problems.slice(0, limit).map((p) => `  ${p.page}: ${p.problem}`);
  if (problems.length > limit) lines.push(`  … and ${problems.length - limit} more`);
  return lines.join('\n');
}
