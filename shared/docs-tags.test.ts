import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SPEC_TAGS, TAG_LABELS, tagLabel, tagRoute } from './docs-tags.ts';

test('a tag whose name reads wrongly is shown as readers write it; its route keeps the name', () => {
  assert.equal(tagLabel('s-3'), 'S3');
  assert.equal(tagLabel('api-keys'), 'API keys');
  assert.equal(tagLabel('azureopenai'), 'Azure OpenAI');
  assert.equal(tagRoute('s-3'), '/tags/s-3');
});

test('a tag without a label is shown as its name', () => {
  assert.equal(tagLabel('workflows'), 'workflows');
});

test('every label belongs to a tag, is not its name again, and no two tags read the same', () => {
  const known = new Set<string>(SPEC_TAGS);
  for (const [tag, label] of Object.entries(TAG_LABELS)) {
    assert.ok(known.has(tag), `${tag} is not a tag`);
    assert.notEqual(label, tag, `${tag}'s label repeats its name`);
  }
  const shown = SPEC_TAGS.map((tag) => tagLabel(tag).toLowerCase());
  assert.equal(new Set(shown).size, shown.length);
});
