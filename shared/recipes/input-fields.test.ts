import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inputFieldText, readInputFields } from './input-fields.ts';
import type { RecipeInput } from './types.ts';

const inputs: RecipeInput[] = [
  { name: 'workflow', required: true, type: 'string', default: 'analyze:production' },
  { name: 'input', required: true, type: 'object', default: { ticket_id: 1 } },
  { name: 'note', required: false, type: 'string' },
];

test("each field starts at the input's example: a string as text, anything else as JSON", () => {
  assert.deepEqual(inputs.map(inputFieldText), ['analyze:production', '{\n  "ticket_id": 1\n}', '']);
});

test('edited fields become the run inputs; an empty optional one is left out', () => {
  assert.deepEqual(readInputFields(inputs, { workflow: 'other:1', input: '{"ticket_id": 7}', note: '' }), {
    ok: true,
    values: { workflow: 'other:1', input: { ticket_id: 7 } },
  });
});

test('a required field left empty, or JSON that does not parse, is named with the fix', () => {
  const read = readInputFields(inputs, { workflow: ' ', input: '{ticket_id: 7}' });
  assert.equal(read.ok, false);
  if (read.ok) return;
  assert.match(read.errors.workflow, /^workflow is required/);
  assert.match(read.errors.input, /^input is not JSON .*write it as JSON, e\.g\. \{/s);
});
