import { test } from 'node:test';
import assert from 'node:assert/strict';
import { diagramAlt, findDiagrams } from './find.ts';
import { GENERATED_CONTENT } from '../gen-outputs.ts';
import { drawnDiagram } from '../../components/behaviour/drawn-diagram';

const docsDiagrams = () => findDiagrams('content', GENERATED_CONTENT);
// The theme's remark plugin hands the source over with its line breaks escaped.
const asChart = (source: string) => source.replaceAll('\n', '\\n');

test('every diagram of the docs has its two images, size and text alternative', () => {
  const diagrams = docsDiagrams();
  assert.ok(diagrams.length > 0);
  for (const diagram of diagrams) {
    const drawn = drawnDiagram(asChart(diagram.source), true);
    assert.ok(drawn, `${diagram.file}:${diagram.line} is drawn`);
    assert.deepEqual(drawn.src, {
      light: `/diagrams/${diagram.key}.light.svg`,
      dark: `/diagrams/${diagram.key}.dark.svg`,
    });
    // The listed text alternative is the source's own accTitle and accDescr (the list is not stale).
    assert.equal(drawn.alt, diagramAlt(diagram.source));
    assert.ok(drawn.width > 0 && drawn.height > 0);
  }
});

test('a diagram not drawn yet: null under next dev (drawn in the browser), an error naming the fix in a production build', () => {
  const chart = asChart('flowchart LR\n  accTitle: New\n  A --> B');
  assert.equal(drawnDiagram(chart, false), null);
  assert.throws(() => drawnDiagram(chart, true), /has no image: run `npm run gen`/);
});
