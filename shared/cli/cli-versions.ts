/**
 * sand's older releases' references (`/cli-versions/v1-7-0/…`) as one versioned reference of the
 * site (shared/reference-versions.ts): the current release is `/cli` itself. Every release listed
 * in cli-spec/versions/versions.yaml is served, with its status there.
 */
import type { ReferenceHistory, ServedVersion } from '../reference-versions';

export const CLI_REFERENCE: ReferenceHistory = {
  dataFile: 'cli-versions.json',
  currentSection: 'cli',
  olderSection: 'cli-versions',
  label: 'sand version',
  itemNoun: 'command',
  storageKey: 'sandgarden-cli-preferred-version',
  testIdPrefix: 'cli',
};

/** What a release's status means to a reader of its reference (versions.yaml's own words). */
export function cliStatusNote(status: ServedVersion['status']): string {
  if (status === 'supported') return 'This release is supported: the control plane still accepts it.';
  if (status === 'unsupported') return 'This release is unsupported: the control plane no longer accepts it.';
  return '';
}
