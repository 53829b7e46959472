import type { OwnComponentName } from '../../shared/page-model';
import { ApiAuthentication } from './Authentication';
import { ApiCode } from './Code';
import { ApiCallbackHeader } from './CallbackHeader';
import { ApiCliCommands } from './CliCommands';
import { ApiEncoding } from './Encoding';
import { ApiExampleLabel } from './ExampleLabel';
import { ApiIntro } from './Intro';
import { ApiOperationList } from './OperationList';
import { ApiResponseLinks } from './ResponseLinks';
import { ApiExternalDocs } from './ExternalDocs';
import { ApiOperationHeader } from './OperationHeader';
import { ApiDownloads, ApiOverviewMeta, ApiSecuritySchemes, ApiServers } from './Overview';
import { ApiParameters, ApiResponseHeaders, ApiSchema } from './SchemaView';
import { ApiTagList } from './TagList';
import {
  ApiOperationAside,
  ApiPayloadExample,
  ApiRequestSamples,
  ApiResponseExample,
  ApiResponseExamples,
} from './OperationAside';
import { ApiTryIt } from './TryIt';
import { ApiRecipeRun } from './RecipeRun';

/**
 * Components the generated API pages use, registered in mdx-components.tsx: exactly the API's
 * names of the block registry (shared/page-model.ts), which the compiler checks.
 */
export const apiMdxComponents = {
  ApiAuthentication,
  ApiCallbackHeader,
  ApiCliCommands,
  ApiCode,
  ApiDownloads,
  ApiEncoding,
  ApiExampleLabel,
  ApiExternalDocs,
  ApiIntro,
  ApiOperationAside,
  ApiOperationHeader,
  ApiOperationList,
  ApiOverviewMeta,
  ApiParameters,
  ApiPayloadExample,
  ApiRecipeRun,
  ApiRequestSamples,
  ApiResponseExample,
  ApiResponseExamples,
  ApiResponseHeaders,
  ApiResponseLinks,
  ApiSchema,
  ApiSecuritySchemes,
  ApiServers,
  ApiTagList,
  ApiTryIt,
} satisfies Record<OwnComponentName<'api'>, unknown>;
