import { typesFor } from './scripts/openapi/typescript-types.ts';
import { loadDocument } from './scripts/openapi/load.ts';
const d = loadDocument('scripts/openapi/fixtures/openapi-3.2.yaml');
const t = await typesFor(d.doc);
console.log(t.split('\n').filter(l => /query|LINK|"\/stations/.test(l)).join('\n'));
