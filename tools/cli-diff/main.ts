/**
 * `npm run cli-diff -- OLD NEW [--json] [--fail-on-breaking]`: the changes between two descriptions
 * of the sand CLI. Exit 0 when done, 1 when --fail-on-breaking finds a breaking change, 2 for a
 * usage error or a file that is not a valid description.
 */
import { diffCliDescriptions } from '../../generator/cli-history/diff/diff.ts';
import { formatCliChanges } from '../../generator/cli-history/diff/format.ts';
import { loadCliDescription } from '../../generator/cli-history/diff/load.ts';
import { runDiffCommand } from '../lib/diff-command.ts';

const USAGE = `usage: npm run cli-diff -- OLD NEW [--json] [--fail-on-breaking]

  OLD, NEW            descriptions of the CLI (JSON files in the format of cli-spec/sand.schema.json,
                      such as the releases in cli-spec/versions/ and cli-spec/sand.json)
  --json              print {"changes":[{"level","command","pointer","message","action",...}]}
  --fail-on-breaking  exit 1 when any change is breaking (for a pull request's CI)

Changes are grouped by command, breaking first; "command" is null for global flags, environment
variables and exit codes. Pointers point into NEW, or into OLD for something removed.
Exit codes: 0 done, 1 breaking changes with --fail-on-breaking, 2 usage or invalid input.`;

runDiffCommand({
  name: 'cli-diff',
  usage: USAGE,
  load: loadCliDescription,
  diff: diffCliDescriptions,
  format: formatCliChanges,
});
