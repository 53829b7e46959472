import { readJsonFile, readSectionModel } from '../section-model-files.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  anchorPart,
  callbackIds,
  enumValueAnchors,
  fieldPath,
  levelHolding,
  parameterViewId,
  REACT_ID,
  requestBodyViewId,
  responseBodyViewId,
  responseHeaderViewId,
  tagAnchor,
} from './anchors.ts';
import type { ApiBlock } from './page-model.ts';
import { withSchemaViews } from './page-schema-views.ts';
import type { Fact } from './schema-labels.ts';
import type { Schemas } from './schema-view.ts';

test('anchor pieces keep letters, digits, _ and - only', () => {
  assert.equal(anchorPart('X-Rate-Limit'), 'X-Rate-Limit');
  assert.equal(anchorPart('page[size]'), 'page_size');
  assert.equal(anchorPart('***'), '_');
  assert.equal(tagAnchor('Step Tools'), 'step-tools');
});

test('view ids name each parameter, body and header of an operation page', () => {
  assert.equal(parameterViewId('query', 'page'), 'param-query-page');
  assert.equal(requestBodyViewId(1, 'application/json'), 'request-body');
  assert.equal(requestBodyViewId(2, 'application/xml'), 'request-body-application-xml');
  assert.equal(responseBodyViewId('200', 1, 'application/json'), 'response-200');
  assert.equal(responseBodyViewId('4XX', 2, 'text/plain'), 'response-4XX-text-plain');
  assert.equal(responseHeaderViewId('200', 'Link'), 'response-200-header-Link');
});

test('callback ids are lower case (the theme lowercases heading ids) and unique on a page', () => {
  assert.deepEqual(
    callbackIds([
      { name: 'petAdopted', method: 'post' },
      { name: 'petAdopted', method: 'post' },
      { name: 'on done!', method: 'PUT' },
    ]),
    ['callback-petadopted-post', 'callback-petadopted-post-2', 'callback-on_done-put'],
  );
});

test('enum values get ids after their field, unique when two values share a fragment-safe form', () => {
  assert.deepEqual(enumValueAnchors('response-200.state', ['running', 'a b', 'a_b']), [
    'response-200.state=running',
    'response-200.state=a_b',
    'response-200.state=a_b-2',
  ]);
});

test("a field's path is its place inside the view, ending in its own name as the spec writes it", () => {
  assert.equal(fieldPath('response-200.output.summary', 'summary'), 'output.summary');
  assert.equal(fieldPath('request-body.inputs', 'inputs'), 'inputs');
  assert.equal(fieldPath('param-query-workflow', 'workflow'), 'workflow');
  assert.equal(fieldPath('response-200-header-X-Request-Id', 'X-Request-Id'), 'X-Request-Id');
  assert.equal(fieldPath('response-200.labels.additional', '{key}'), 'labels.{key}');
});

test('a link into a level left out of the page opens the innermost level that holds it', () => {
  const levels = ['response-200.owner', 'response-200.owner.plan', 'response-200.organization'];
  assert.equal(levelHolding('response-200.owner.login', levels), 'response-200.owner');
  assert.equal(levelHolding('response-200.owner.plan.name', levels), 'response-200.owner.plan');
  assert.equal(levelHolding('response-200.owner.plan.kind=free', levels), 'response-200.owner.plan');
  // The field that owns a level is drawn above it; a similar prefix is another field.
  assert.equal(levelHolding('response-200.owner', levels), undefined);
  assert.equal(levelHolding('response-200.owners.id', levels), undefined);
});

/** Every id the schema views of the real API model give, page by page (fields, shapes, enum values). */
function modelAnchors(): Map<string, string[]> {
  const root = path.resolve(import.meta.dirname, '../../content/api');
  const model = readSectionModel(root, readJsonFile) as { pages: Record<string, { blocks: ApiBlock[] }> };
  const schemas = JSON.parse(fs.readFileSync(path.join(root, '_schemas.json'), 'utf8')) as Schemas;
  const pages = new Map<string, string[]>();
  for (const [pagePath, page] of Object.entries(model.pages)) {
    const ids: string[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if (typeof record.anchor === 'string' && Array.isArray(record.facts)) {
        ids.push(record.anchor);
        for (const fact of record.facts as Fact[]) {
          if (fact.kind === 'enum') ids.push(...enumValueAnchors(record.anchor, fact.values));
          if (fact.kind === 'enumMeanings')
            ids.push(
              ...enumValueAnchors(
                record.anchor,
                fact.values.map((v) => v.value),
              ),
            );
        }
      } else if (typeof record.anchor === 'string' && 'body' in record) ids.push(record.anchor);
      Object.values(record).forEach(visit);
    };
    visit(withSchemaViews(page.blocks, schemas));
    if (ids.length > 0) pages.set(pagePath, ids);
  }
  return pages;
}

test("the real API's field ids are valid fragments, unique on their page, free of React ids, and the same every time", () => {
  const first = modelAnchors();
  assert.ok(first.size >= 60, `expected the operation pages of content/api, found ${first.size} pages with fields`);
  for (const [page, ids] of first) {
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    assert.deepEqual(repeated, [], `${page}: ids given twice`);
    for (const id of ids) {
      assert.match(id, /^[A-Za-z0-9_.=-]+$/, `${page}: ${id} is not fragment-safe`);
      assert.doesNotMatch(id, REACT_ID, `${page}: ${id}`);
    }
  }
  assert.ok(
    first.get('/api/get-cluster')?.includes('response-200.connectedDirectors'),
    'get-cluster lists connectedDirectors',
  );
  assert.deepEqual(modelAnchors(), first);
});
