import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { DEV_EDITS, genTimeOfLastSave, mountedOperation, withMarker } from './dev-loop.ts';

test("the bench's edits put one word in each watched file, at the place the page shows", () => {
  for (const edit of DEV_EDITS) {
    const text = fs.readFileSync(edit.file, 'utf8');
    const edited = withMarker(text, edit.before, 'zqmark1');
    assert.equal(edited.replace('zqmark1 ', ''), text, `${edit.file}: only the word is added`);
    assert.equal(edited.split('zqmark1').length, 2);
  }
  assert.equal(
    withMarker('---\ntitle: A\n---\n\nimport X from "x"\n\nSome prose.\n', '', 'zq'),
    '---\ntitle: A\n---\n\nimport X from "x"\n\nzq Some prose.\n',
  );
  assert.throws(() => withMarker('twice twice', 'twice', 'zq'), /not found exactly once/);
});

test('a mounted description is edited in the first operation whose description opens with words found once, JSON or YAML', () => {
  const spec = {
    openapi: '3.0.3',
    paths: {
      '/a': { get: { operationId: 'a', description: '`code` first, so no plain words open it' } },
      '/b': { post: { operationId: 'b', description: 'Short words' } },
      '/c': {
        get: { operationId: 'c', description: 'Lists the widgets of a repository, newest first. More.' },
        put: { operationId: 'd', description: 'Lists the widgets of a repository, newest first, again.' },
      },
      '/e': { delete: { operationId: 'e', description: 'Deletes one widget for good, with its history.' } },
    },
  };
  const json = JSON.stringify(spec, null, 2);
  // c and d open with the same words, so neither can take the marker without ambiguity.
  assert.deepEqual(mountedOperation(json), { operationId: 'e', before: 'Deletes one widget for good, with its' });
  const found = mountedOperation(json)!;
  assert.match(withMarker(json, found.before, 'zq'), /"description": "zq Deletes one widget/);
  const yaml = `openapi: 3.0.3
paths:
  /e:
    delete:
      operationId: e
      description: Deletes one widget for good, with its history.
`;
  assert.equal(mountedOperation(yaml)?.operationId, 'e');
  assert.equal(mountedOperation('openapi: 3.0.3\npaths: {}\n'), undefined);
});

test("a save's gen time is its run's time to the open page's files, or the whole run's, never an earlier run's", () => {
  const earlier = '[gen] a.yaml changed: regenerating\n[gen] open page written in 0.4 s: x\n[gen] done in 2.0 s\n';
  assert.equal(
    genTimeOfLastSave(`${earlier}[gen] a.yaml changed: regenerating\n[gen] open page written in 0.6 s: x\n`),
    "0.6 s to the open page's files",
  );
  assert.equal(genTimeOfLastSave(`${earlier}[gen] a.yaml changed: regenerating\n[gen] done in 1.2 s\n`), '1.2 s');
  assert.equal(genTimeOfLastSave(`${earlier}[gen] a.yaml changed: regenerating\n`), 'n/a');
});
