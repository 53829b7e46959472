/**
 * What `npm run gen` tells a writer about the API's history without failing: changes written but
 * not released yet, and a deprecated release whose sunset the clock has passed. Pure: the history
 * and the day in, lines out.
 */
import { currentRelease, WORKING_API_FILE } from './history.ts';
import type { ApiHistory } from './release-changes.ts';

/** `unreleasedShown`: the changelog already shows the unreleased changes (`npm run dev`), so no note about them. */
export function historyNotes(history: ApiHistory, today: string, { unreleasedShown = false } = {}): string[] {
  const current = currentRelease(history.releases);
  const notes: string[] = [];
  const count = history.unreleased.length;
  if (count > 0 && !unreleasedShown) {
    const breaking = history.unreleased.filter((c) => c.level === 'breaking').length;
    notes.push(
      `note: ${WORKING_API_FILE} changes ${count} thing${count === 1 ? '' : 's'} (${breaking} breaking) since release ${current.version}; \`npm run dev\` shows them as "Unreleased" on /api/changelog, \`npm run api-diff -- ${current.file} ${WORKING_API_FILE}\` lists them. Release them in openapi/versions/versions.yaml.`,
    );
  }
  // The reference judges sunsets on the current release's day (so gen output depends on the files
  // only); one the clock has passed asks the writer to withdraw that release.
  for (const release of history.releases) {
    if (release.status === 'deprecated' && release.sunset && release.sunset > current.date && release.sunset <= today) {
      notes.push(
        `note: API release ${release.version}'s sunset (${release.sunset}) has passed: withdraw its reference by removing it and its file from openapi/versions/versions.yaml.`,
      );
    }
  }
  return notes;
}
