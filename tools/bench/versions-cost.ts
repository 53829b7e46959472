/**
 * What the older API versions' references cost the build (docs/decisions.md, "Budgets"): the bench builds the
 * site with the current API version only (`SANDGARDEN_API_VERSIONS=current`) and with every served
 * version, and judges each older version's share against half the current API section's build
 * time. The section's own time is estimated from the current-only build by its share of the pages
 * (`next build` renders page by page; the compile is shared by every section).
 */
export interface VersionsCostInput {
  /** `next build` step, seconds, with every served version and with the current one only. */
  nextBuildAll: number;
  nextBuildCurrent: number;
  /** HTML pages in out/ with the current version only, and of those the current API section's. */
  pagesCurrent: number;
  apiPagesCurrent: number;
  olderVersions: number;
}

export interface VersionsCost {
  /** Seconds each older version adds to `next build`. */
  perOlderVersion: number;
  /** The current API section's estimated share of the current-only `next build`. */
  apiSection: number;
  met: boolean;
}

export function versionsCost(input: VersionsCostInput): VersionsCost {
  if (input.olderVersions < 1)
    throw new Error('no older API version is served: nothing to measure (see openapi/versions/versions.yaml)');
  if (input.pagesCurrent < 1) throw new Error('the current-only build exported no page');
  const perOlderVersion = Math.max(0, input.nextBuildAll - input.nextBuildCurrent) / input.olderVersions;
  const apiSection = input.nextBuildCurrent * (input.apiPagesCurrent / input.pagesCurrent);
  return { perOlderVersion, apiSection, met: perOlderVersion <= apiSection / 2 };
}
