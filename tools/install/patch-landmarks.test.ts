import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { patchBreadcrumbLandmark, patchLastUpdatedLandmark, patchPaginationLandmark } from './patch-landmarks.ts';

const breadcrumb = 't2 = /* @__PURE__ */ jsx("div", { className: "nextra-breadcrumb x:mt-1.5 x:flex", children: t1 });';
const pagination = 't3 = /* @__PURE__ */ jsxs("div", { className: t0, children: [\n      t1,\n      t2\n    ] });';

test('the breadcrumb and the previous/next links become labelled navigation landmarks, once', () => {
  const crumb = patchBreadcrumbLandmark(breadcrumb, 'breadcrumb.js');
  assert.equal(crumb.status, 'patched');
  assert.match(crumb.text, /jsx\("nav", \{ "aria-label": "Breadcrumb", className: "nextra-breadcrumb /);
  assert.deepEqual(patchBreadcrumbLandmark(crumb.text, 'breadcrumb.js'), { text: crumb.text, status: 'already' });
  const pages = patchPaginationLandmark(pagination, 'pagination.js');
  assert.equal(pages.status, 'patched');
  assert.match(pages.text, /jsxs\("nav", \{ "aria-label": "Previous and next page", className: t0/);
  assert.deepEqual(patchPaginationLandmark(pages.text, 'pagination.js'), { text: pages.text, status: 'already' });
});

test('a theme whose breadcrumb changed fails loudly, naming the file', () => {
  assert.throws(
    () => patchBreadcrumbLandmark('jsx("ol", { className: "crumbs" })', 'breadcrumb.js'),
    /breadcrumb\.js: the breadcrumb's code did not match/,
  );
});

test('the installed theme is patched (postinstall ran)', () => {
  const dist = 'node_modules/nextra-theme-docs/dist/components/';
  assert.equal(
    patchBreadcrumbLandmark(fs.readFileSync(dist + 'breadcrumb.js', 'utf8'), 'breadcrumb.js').status,
    'already',
  );
  assert.equal(
    patchPaginationLandmark(fs.readFileSync(dist + 'pagination.js', 'utf8'), 'pagination.js').status,
    'already',
  );
});

test('the last-updated line becomes a labelled region, once, and the installed theme has it', () => {
  const line =
    't6 = date ? /* @__PURE__ */ jsx("div", { className: "x:mt-12 x:mb-8 x:text-xs", children: null }) : null;';
  const patched = patchLastUpdatedLandmark(line, 'wrapper.client.js');
  assert.equal(patched.status, 'patched');
  assert.match(patched.text, /jsx\("section", \{ "aria-label": "Page history", className: "x:mt-12 /);
  assert.deepEqual(patchLastUpdatedLandmark(patched.text, 'wrapper.client.js'), {
    text: patched.text,
    status: 'already',
  });
  const installed = fs.readFileSync('node_modules/nextra-theme-docs/dist/mdx-components/wrapper.client.js', 'utf8');
  assert.equal(patchLastUpdatedLandmark(installed, 'wrapper.client.js').status, 'already');
});
