import { test } from 'node:test';
import assert from 'node:assert/strict';
import { anchorPart, callbackIds, parameterViewId, requestBodyViewId, responseBodyViewId, responseHeaderViewId, tagAnchor } from './anchors.ts';

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
  assert.deepEqual(callbackIds([{ name: 'petAdopted', method: 'post' }, { name: 'petAdopted', method: 'post' }, { name: 'on done!', method: 'PUT' }]), [
    'callback-petadopted-post',
    'callback-petadopted-post-2',
    'callback-on_done-put',
  ]);
});
