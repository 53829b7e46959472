/**
 * The API sections' instance of the page vocabulary (shared/page-model.ts): their pages may name
 * the `Api*` components and `Markdown`.
 */
import type { PageBlock, PageModel, SectionComponentName, SectionModel } from '../page-model';

export type ApiComponentName = SectionComponentName<'api'>;
export type ApiBlock = PageBlock<ApiComponentName>;
export type ApiPageModel = PageModel<ApiComponentName>;
export type ApiSectionModel = SectionModel<ApiComponentName>;
