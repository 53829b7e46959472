/** What the API page renderers take: their options, and the page they return. */
import type { SampleOptions } from '../sample-request.ts';
import type { Operation } from '../model.ts';
import type { ApiPageModel } from '../../../shared/api/page-model.ts';
import type { PageMarks } from '../../../shared/api/history-marks.ts';

export interface CliCommandLink {
  command: string;
  href: string;
}

export interface DownloadFile {
  href: string;
  label: string;
  description: string;
}

export interface RenderOptions extends SampleOptions {
  /** URL path the pages are served under. */
  routeBase?: string;
  /** Files offered on the overview page (they must exist on the site). */
  downloads?: DownloadFile[];
  /** operationId → `sand` commands that call the operation. */
  cliCommands?: Record<string, CliCommandLink[]> | Map<string, CliCommandLink[]>;
  /** Where an operation's tag links to; default: the tag's heading on the landing page. */
  tagHref?: (tag: string) => string;
  /**
   * Code blocks as `<ApiCode>` data instead of highlighted code: not highlighted at all, which
   * halves the size of a large API's pages and keeps its generation fast.
   */
  plainCode?: boolean;
  /** Examples whose JSON is longer are shown shortened (see shorten.ts). */
  exampleMaxBytes?: number;
  /**
   * URL of an operation's schema data file (schema-data.ts): its schema views then render a
   * bounded part of each tree and load deeper levels from that file when opened.
   */
  schemaDataHref?: (op: Operation) => string;
  /** Where the list of webhooks is (layout.ts). */
  webhooksHref?: string;
  /** The page of the operation with this operationId (response links point there). */
  operationHref?: (operationId: string) => string | undefined;
  /** The API's history on its pages: "Added in", "New in", "Deprecated in" (the site's own API only). */
  history?: PageMarks;
}

/** A page another generator adds to the API section (the changelog): its file, its sidebar title, the page. */
export interface ExtraApiPage {
  /** Relative to the section's folder: `changelog.mdx`. */
  file: string;
  sidebarTitle: string;
  doc: ApiPageDoc;
}

/**
 * A page as the generator lays it out: its front matter (kept in the page's file, for the sidebar,
 * search and twins) and its blocks (kept in the section's model file).
 */
export interface ApiPageDoc {
  frontmatter: Record<string, unknown>;
  page: ApiPageModel;
}
