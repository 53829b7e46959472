/** The right-hand column of an operation's or a webhook's page. */
import type { ApiBlock } from '../../../shared/api/page-model.ts';
import { responseBodyViewId } from '../../../shared/api/anchors.ts';
import { SAMPLE_GENERATORS } from '../../../shared/api/samples/index.ts';
import { sampleCredential } from '../../../shared/api/samples/credential.ts';
import { component } from '../page-blocks.ts';
import { buildSampleRequest } from '../sample-request.ts';
import { shortenedSampleBody, withSampleNote } from '../sample-note.ts';
import type { SchemaNode } from '../schema.ts';
import type { ApiModel, Operation } from '../model.ts';
import { codeBlock, exampleBlocks } from './blocks.ts';
import { statusLabel } from './status.ts';
import type { RenderOptions } from './options.ts';

/**
 * The sample languages drawn in the page's HTML at once (the Markdown twin offers these too). Every
 * language is highlighted at gen time; the others reach the page only in its payload (compact) and
 * are drawn when the reader chooses one, so a page does not carry ten highlighted samples in its HTML.
 */
export const SAMPLES_IN_HTML: ReadonlySet<string> = new Set(['curl', 'typescript', 'python']);

/** A highlighter language for an `x-codeSamples` language name (`JavaScript`, `cURL`, `C#`…). */
function fenceLang(lang: string): string {
  const name = lang.toLowerCase().replace(/[^a-z0-9+#]/g, '');
  const known: Record<string, string> = {
    curl: 'bash',
    shell: 'bash',
    sh: 'bash',
    javascript: 'js',
    node: 'js',
    nodejs: 'js',
    typescript: 'ts',
    'c#': 'csharp',
    csharp: 'csharp',
    golang: 'go',
  };
  return known[name] ?? (/^[a-z0-9]+$/.test(name) ? name : 'text');
}

/**
 * The right-hand column: request samples in language tabs and the response examples by status
 * (`components/api/OperationAside.tsx`). On a narrow screen it follows the description and the parameters.
 */
export function operationAside(
  model: ApiModel,
  op: Operation,
  schemas: Record<string, SchemaNode>,
  options: RenderOptions,
): ApiBlock {
  // A large API's long example body is sent shortened, as its example is shown (sample-note.ts).
  const { request, note } = shortenedSampleBody(
    buildSampleRequest(model, op, schemas, options),
    options.exampleMaxBytes,
  );
  const own = (op.codeSamples ?? []).map((sample, i) => ({
    id: `spec-${i + 1}`,
    label: sample.label,
    lang: fenceLang(sample.lang),
    code: sample.source,
  }));
  // Every tab is a highlighted block (one child per tab, in tab order). Only the languages most
  // readers pick are drawn into the HTML; the others (`lazy`) travel in the page's payload alone
  // and are drawn when chosen. See docs/page-weight.md.
  const tabs: { id: string; label: string; lazy?: true; lang: string; code: string }[] = [
    ...SAMPLE_GENERATORS.map((g) => ({
      id: g.id,
      label: g.label,
      lang: g.lang,
      code: withSampleNote(g.id, g.generate(request), note),
      ...(SAMPLES_IN_HTML.has(g.id) ? {} : { lazy: true as const }),
    })),
    ...own.map((sample) => ({ id: sample.id, label: sample.label, lang: sample.lang, code: sample.code })),
  ];
  const samples = tabs.map((tab) => codeBlock(options, tab.lang, tab.code));
  const tabProps = tabs.map(({ id, label, lazy }) => (lazy ? { id, label, lazy } : { id, label }));
  // Which variables to set, and a link to the page's Authentication section, beside the code.
  const credential = request.auth ? { credential: sampleCredential(request.auth) } : {};
  const children: ApiBlock[] = [component('ApiRequestSamples', { tabs: tabProps, ...credential }, samples)];
  const withExamples = op.responses.filter((r) => r.contents.some((c) => c.examples.length > 0));
  if (withExamples.length > 0) {
    const items = withExamples.map((r) => ({
      status: r.status,
      label: statusLabel(r.status),
      anchor: responseBodyViewId(r.status, r.contents.length, r.contents[0].mediaType),
    }));
    const examples = withExamples.map((response) =>
      component(
        'ApiResponseExample',
        { status: response.status },
        response.contents.flatMap((content) => [
          ...(response.contents.length > 1 ? [component('ApiExampleLabel', { label: content.mediaType })] : []),
          ...exampleBlocks(content, options),
        ]),
      ),
    );
    children.push(component('ApiResponseExamples', { items }, examples));
  }
  return component('ApiOperationAside', {}, children);
}

/** A webhook's payload examples in the right-hand column, with the responses its receiver may send. */
export function webhookAside(op: Operation, options: RenderOptions): ApiBlock {
  const payload = (op.requestBody?.contents ?? []).filter((c) => c.examples.length > 0);
  const children: ApiBlock[] = [];
  if (payload.length > 0) {
    children.push(
      component(
        'ApiPayloadExample',
        {},
        payload.flatMap((content) => [
          ...(payload.length > 1 ? [component('ApiExampleLabel', { label: content.mediaType })] : []),
          ...exampleBlocks(content, options),
        ]),
      ),
    );
  }
  return component('ApiOperationAside', { label: 'Example payload' }, children);
}
