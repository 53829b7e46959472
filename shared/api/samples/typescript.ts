import { fetchSample } from './fetch-sample.ts';
import type { CodeSampleGenerator } from './types.ts';

/** `fetch` typed by the API's `openapi.d.ts`: a wrong body or a misread response fails `tsc`. */
export const typescript: CodeSampleGenerator = {
  id: 'typescript',
  label: 'TypeScript',
  lang: 'ts',
  generate: (req) => fetchSample(req, true),
};
