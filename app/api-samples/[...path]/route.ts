/**
 * `/api-samples/<page route>.json`: the sample languages a page loads when the reader chooses one
 * (shared/api/sample-data.ts), written into the export at build time.
 */
import { SAMPLE_DATA_BASE } from '../../../shared/api/sample-data';
import { pagesWithSampleData, sampleData } from '../../_lib/sample-data-file';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ path: string[] }> {
  return pagesWithSampleData().map((page) => ({ path: page.href.slice(SAMPLE_DATA_BASE.length + 1).split('/') }));
}

export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const href = `${SAMPLE_DATA_BASE}/${(await context.params).path.join('/')}`;
  const page = pagesWithSampleData().find((p) => p.href === href);
  if (!page) return new Response(`${href}: no page loads samples from here`, { status: 404 });
  return Response.json(sampleData(page.route, page.blocks));
}
