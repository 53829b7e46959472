/** The API diff: what changed between two OpenAPI descriptions, and what it means for a client. */
export type { ApiChange, ChangeKind, ChangeLevel, ChangeLocation } from './types.ts';
export { diffApiDescriptions } from './diff.ts';
export { formatChanges, groupChanges, countByLevel, summaryLine } from './format.ts';
export { loadApiDescription } from './load.ts';
