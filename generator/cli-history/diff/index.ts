/** The CLI diff: what changed between two descriptions of `sand`, and what it means for a script. */
export type { CliChange, CliChangeKind, ChangeLevel } from './types.ts';
export { diffCliDescriptions } from './diff.ts';
export { formatCliChanges, groupCliChanges, countByLevel, summaryLine } from './format.ts';
export { loadCliDescription } from './load.ts';
