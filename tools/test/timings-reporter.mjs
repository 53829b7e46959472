/**
 * A node:test reporter that writes one JSON line per finished test ({file, name, nesting, ms,
 * passed, skipped}) as the tests run, so a stage that fails or is stopped still leaves the times of what ran.
 * JavaScript, not TypeScript: node loads reporters before any loader is registered.
 * `tools/test/slowest.ts` reads these files.
 */
import path from 'node:path';

export default async function* timingsReporter(source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { name, nesting, file, details, skip, todo } = event.data;
    yield JSON.stringify({
      file: file ? path.relative(process.cwd(), file) : '',
      name,
      nesting,
      ms: Math.round((details?.duration_ms ?? 0) * 10) / 10,
      passed: event.type === 'test:pass',
      skipped: skip !== undefined || todo !== undefined,
    }) + '\n';
  }
}
