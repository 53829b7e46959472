import { curl } from './curl.ts';
import { python } from './python.ts';
import type { CodeSampleGenerator } from './types.ts';
import { typescript } from './typescript.ts';

export type { CodeSampleGenerator, SampleRequest, SampleAuth } from './types.ts';

/** The languages every operation page shows, in tab order. */
export const SAMPLE_GENERATORS: readonly CodeSampleGenerator[] = [curl, typescript, python];
