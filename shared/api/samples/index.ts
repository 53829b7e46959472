import { csharp } from './csharp.ts';
import { curl } from './curl.ts';
import { go } from './go.ts';
import { httpie } from './httpie.ts';
import { java } from './java.ts';
import { javascript } from './javascript.ts';
import { php } from './php.ts';
import { python } from './python.ts';
import { ruby } from './ruby.ts';
import type { CodeSampleGenerator } from './types.ts';
import { typescript } from './typescript.ts';

export type { CodeSampleGenerator, SampleRequest, SampleAuth } from './types.ts';

/**
 * The languages every operation page shows, in tab order. All are written here, none by a snippet
 * library: `@readme/httpsnippet` 11.4 and `@scalar/snippetz` 0.10 write every credential as a literal
 * (ours come from environment variables until the reader reveals them), and their output failed our
 * cases (Python with a raw newline in a string, Ruby heredocs that turn `\n` into a line break,
 * Java fragments without a class, C# raw strings Mono cannot build). tests/samples proves each of
 * these against Prism.
 */
export const SAMPLE_GENERATORS: readonly CodeSampleGenerator[] = [
  curl,
  javascript,
  typescript,
  python,
  go,
  java,
  csharp,
  ruby,
  php,
  httpie,
];
