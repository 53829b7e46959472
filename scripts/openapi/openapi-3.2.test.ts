/**
 * OpenAPI 3.2 (issue 29): the fixture `fixtures/openapi-3.2.yaml` uses every feature 3.2 added;
 * each test reads the generated pages of the one it is about. The coverage test at the end lists
 * what is still only warned about.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { SpecError } from '../lib/errors.ts';
import { loadApiModel } from './pipeline.ts';
import { fixture, pagesOf } from './test-helpers.ts';

const FIXTURE = 'openapi-3.2.yaml';
const station = pagesOf(FIXTURE);

/** The fixture with one change, written to a temporary file, through the pipeline's first steps. */
async function variant(change: (doc: Record<string, any>) => void): Promise<unknown> {
  const doc = YAML.parse(fs.readFileSync(fixture(FIXTURE), 'utf8'));
  change(doc);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oas32-'));
  const file = path.join(dir, 'api.yaml');
  fs.writeFileSync(file, YAML.stringify(doc));
  try {
    return await loadApiModel(file);
  } catch (error) {
    return error;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('a 3.2 document is accepted and checked against the published 3.2 schema', async () => {
  const { model } = await station;
  assert.equal(model.openapi, '3.2.0');
  // A querystring parameter must describe the query string as content (3.2 schema), not a schema.
  const error = await variant((doc) => {
    const param = doc.paths['/stations'].get.parameters[0];
    delete param.content;
    param.schema = { type: 'object' };
  });
  assert.ok(error instanceof SpecError, `rejected, got ${String(error)}`);
  assert.match(error.place, /^#\/paths\/~1stations\/get\/parameters\/0/);
  assert.match(error.reason, /not a valid OpenAPI document: .*content/);
  // A field 3.2 does not define is named where it is.
  const unknown = await variant((doc) => { doc.servers[0].title = 'Production'; });
  assert.ok(unknown instanceof SpecError);
  assert.match(unknown.reason, /unexpected property "title"/);
  // A version after 3.2 is still refused, saying which are read.
  const later = await variant((doc) => { doc.openapi = '3.3.0'; });
  assert.ok(later instanceof SpecError);
  assert.match(later.reason, /OpenAPI 3\.3\.0 is not supported; only 3\.0\.x, 3\.1\.x and 3\.2\.x are/);
});

test('a 3.1 document using a 3.2 field is still refused by the 3.1 schema', async () => {
  const error = await variant((doc) => {
    doc.openapi = '3.1.1';
    delete doc.$self;
    delete doc.components.mediaTypes;
    doc.paths['/stations/{stationId}/readings'].get.responses['200'].content['application/json-seq'] = { schema: { type: 'object' } };
  });
  assert.ok(error instanceof SpecError);
  assert.match(error.reason, /not a valid OpenAPI document/);
});
