import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { DEV_EDITS, withMarker } from './dev-loop.ts';

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
