import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findingsPrinter } from './repeated-findings.ts';

test("a description's findings are printed once while they stand, and again when they change", () => {
  const out: string[] = [];
  const print = findingsPrinter((line) => out.push(line));
  print('a.json', ['a.json: 1 warning', '  warning: #/x']);
  print('b.yaml', ['b.yaml: 1 note']);
  print('a.json', ['a.json: 1 warning', '  warning: #/x']);
  assert.deepEqual(out.splice(0), [
    'a.json: 1 warning',
    '  warning: #/x',
    'b.yaml: 1 note',
    'a.json: the same 2 lines of warnings and notes as the last run printed (not repeated)',
  ]);
  print('a.json', ['a.json: 2 warnings', '  warning: #/x', '  warning: #/y']);
  print('a.json', []);
  assert.deepEqual(out, ['a.json: 2 warnings', '  warning: #/x', '  warning: #/y']);
});
