/**
 * Under `npm run dev` the generator runs in one process save after save, and each run reports
 * every description's findings (coverage, examples, example fit). With GitHub's description
 * mounted that is some 900 lines a save, which scroll the writer's own message (the file written,
 * an error) out of sight. A description's findings as the last run printed them are not printed
 * again: one line says they stand. Only the dev script's runs use it (`main` given a report); a
 * one-off `npm run gen`, or one called twice in a process (the tests), prints them all, as before.
 */
export function findingsPrinter(print: (line: string) => void): (file: string, lines: readonly string[]) => void {
  const printed = new Map<string, string>();
  return (file, lines) => {
    const text = lines.join('\n');
    if (lines.length > 0 && printed.get(file) === text) {
      print(`${file}: the same ${lines.length} lines of warnings and notes as the last run printed (not repeated)`);
      return;
    }
    printed.set(file, text);
    for (const line of lines) print(line);
  };
}
