import path from 'node:path';
import { $RefParser } from '@apidevtools/json-schema-ref-parser';
import { SpecError } from '../../lib/errors.ts';
import type { JsonObject } from '../../lib/json.ts';
import { loadDocument, place, type LoadedDocument } from '../../openapi/load.ts';
import { checkLocalRefs, localizeSelfRefs } from '../../openapi/resolve.ts';
import { stripInternal } from '../../openapi/internal.ts';
import { validateDocument } from '../../openapi/validate.ts';
import { contentKey, lastResults } from '../../cache/memo.ts';

/**
 * Reads an OpenAPI 3.0/3.1/3.2 description for the diff: parsed, checked against the OpenAPI schema,
 * its `x-internal`/`x-hidden` parts removed (they are never published, so they have no history),
 * and `$ref`s to other files bundled in, so that every `$ref` left is local. Local `$ref`s stay:
 * the diff follows them itself to name the shared schema a change is in.
 * Errors are SpecErrors naming the file, the place and the fix.
 */
export async function loadApiDescription(file: string): Promise<JsonObject> {
  const loaded = loadDocument(file);
  // `npm run dev` reads every release again on each save: a file read before gives its last result, copied.
  return structuredClone(
    await described.get(path.resolve(file), contentKey(loaded.text), () => describe(file, loaded)),
  );
}

const described = lastResults<Promise<JsonObject>>();

async function describe(file: string, loaded: LoadedDocument): Promise<JsonObject> {
  if (typeof loaded.doc.openapi !== 'string' && typeof loaded.doc.swagger !== 'string') {
    throw new SpecError(
      file,
      '/',
      'not an OpenAPI document: missing `openapi`',
      'pass an OpenAPI 3.0, 3.1 or 3.2 description (a YAML or JSON file that starts with `openapi: 3.1.0`, 3.0.x or 3.2.x)',
    );
  }
  await validateDocument(loaded);
  localizeSelfRefs(loaded.doc);
  const { externalRefs } = checkLocalRefs(loaded);
  const published: LoadedDocument = stripInternal(loaded, (pointer) => place(loaded, pointer));
  if (!externalRefs) return published.doc;
  try {
    return (await new $RefParser().bundle(path.resolve(file), structuredClone(published.doc), {
      resolve: { http: false },
    })) as JsonObject;
  } catch (error) {
    throw new SpecError(
      file,
      '',
      `cannot read a $ref to another file: ${String((error as Error).message).split('\n')[0]}`,
      'point the $ref at a file that exists beside the description',
    );
  }
}
