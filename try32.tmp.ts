import { pagesOf } from './scripts/openapi/test-helpers.ts';
const r = await pagesOf('openapi-3.2.yaml');
for (const s of process.argv.slice(2)) console.log(s === '_meta' ? r.pages.find(p=>p.path==='_meta.json')!.content : r.page(s));
