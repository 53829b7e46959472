/** A docs page's `sand` lines checked against sand.json and the releases before it: deprecated and removed flags name their replacement. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCliModel } from '../cli/pipeline.ts';
import { checkDocPage, formatProblem } from '../docs/consistency.ts';
import { commandLineCheck } from './command-lines.ts';
import { loadCliHistory } from './releases/history.ts';

const releases = loadCliHistory('.').map((r) => ({ version: r.version, model: loadCliModel(r.file) }));
const check = commandLineCheck(loadCliModel('cli-spec/sand.json'), releases);

const PAGE = `---
title: Pushing
description: Push a step and a workflow.
---

\`\`\`bash
sand steps push docker --name summarize --file . --vars MODEL=gpt-4o
sand workflows push --name trivia --file stages.py
sand runs start --workflow trivia:latest --input '{}'
\`\`\`
`;

test('a docs line with a flag the description deprecates, or one a release removed, is reported at its line with the replacement', () => {
  const problems = checkDocPage('content/docs/pushing.mdx', PAGE, {
    checkCommandLine: check,
    routeExists: () => true,
  }).map(formatProblem);
  assert.deepEqual(problems, [
    'content/docs/pushing.mdx:7: `sand steps push docker --name summarize --file . --vars MODEL=gpt-4o` does not match cli-spec/sand.json: --vars is deprecated since sand 1.7.0; write --var instead',
    'content/docs/pushing.mdx:8: `sand workflows push --name trivia --file stages.py` does not match cli-spec/sand.json: unknown flag --file for "sand workflows push"; "sand workflows push" needs --stages; --file was removed in sand 1.7.0 (sand 1.6.0 had it); its deprecation says: Give the stages as JSON with --stages (inline or @file); --file is removed in 1.7.',
  ]);
});

test('a flag deprecated before the first listed release says so; a flag no release had is only unknown', () => {
  assert.deepEqual(check(`sand runs start --workflow a:1 --payload '{"input": {}}'`), [
    '--payload is deprecated since sand 1.5.0 or earlier; its deprecation says: Use --input with the input object itself.',
  ]);
  assert.deepEqual(check('sand runs start --workflow a:1 --bogus 1'), ['unknown flag --bogus for "sand runs start"']);
  assert.deepEqual(check('sand runs start --workflow a:1 --input @in.json'), []);
});
