import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SpecError } from '../lib/errors.ts';
import { loadApiModel } from './pipeline.ts';
import { fixture } from './test-helpers.ts';

async function specError(name: string): Promise<SpecError> {
  try {
    await loadApiModel(fixture(name));
  } catch (error) {
    assert.ok(error instanceof SpecError, `${name} throws a SpecError, got ${error}`);
    return error;
  }
  assert.fail(`${name} was accepted`);
}

test('Swagger 2.0 is refused with a clear "not supported"', async () => {
  const error = await specError('swagger-2.json');
  assert.match(error.reason, /Swagger 2\.0 is not supported/);
  assert.match(error.fix, /convert/);
  assert.ok(error.file.endsWith('swagger-2.json'));
});

test('invalid YAML names the line', async () => {
  const error = await specError('invalid-yaml.yaml');
  assert.match(error.reason, /invalid YAML/);
  assert.match(error.place, /^line \d+, column \d+$/);
});

test('a dangling $ref names where the $ref is written', async () => {
  const error = await specError('dangling-ref.yaml');
  assert.match(error.reason, /#\/components\/schemas\/Nope/);
  assert.match(
    error.place,
    /^#\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema\/\$ref \(line 15\)$/,
  );
});

test('a duplicate operationId names both places', async () => {
  const error = await specError('duplicate-operation-id.yaml');
  assert.match(error.reason, /duplicate operationId "getThing" \(already used at #\/paths\/~1a\/get\/operationId\)/);
  assert.match(error.place, /^#\/paths\/~1b\/get\/operationId \(line 14\)$/);
});

test('a missing required field is reported by the OpenAPI schema with its place', async () => {
  const error = await specError('missing-title.yaml');
  assert.match(error.reason, /must have required property 'title'/);
  assert.match(error.place, /^#\/info \(line 3\)$/);
});

test('a missing file is a SpecError too', async () => {
  const error = await specError('no-such-file.yaml');
  assert.match(error.reason, /cannot read the file/);
});
