import { fetchSample } from './fetch-sample.ts';
import type { CodeSampleGenerator } from './types.ts';

/** `fetch` in Node.js 18+ (an ES module: it awaits at the top level). */
export const javascript: CodeSampleGenerator = {
  id: 'javascript',
  label: 'JavaScript',
  lang: 'js',
  generate: (req) => fetchSample(req, false),
};
