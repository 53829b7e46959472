import { ApiAuthentication } from './Authentication';
import { ApiCode } from './Code';
import { ApiCliCommands, ApiExampleLabel, ApiIntro, ApiOperationList, ApiStatusBadge } from './Bits';
import { ApiOperationHeader } from './OperationHeader';
import { ApiDownloads, ApiOverviewMeta, ApiSecuritySchemes, ApiServers } from './Overview';
import { ApiParameters, ApiResponseHeaders, ApiSchema } from './SchemaView';
import { ApiTagList } from './TagList';
import { ApiOperationAside, ApiRequestSamples, ApiResponseExample, ApiResponseExamples } from './OperationAside';
import { ApiTryIt } from './TryIt';

/** Components the generated API pages use, registered in mdx-components.tsx. */
export const apiMdxComponents = {
  ApiAuthentication,
  ApiCliCommands,
  ApiCode,
  ApiDownloads,
  ApiExampleLabel,
  ApiIntro,
  ApiOperationAside,
  ApiOperationHeader,
  ApiOperationList,
  ApiOverviewMeta,
  ApiParameters,
  ApiRequestSamples,
  ApiResponseExample,
  ApiResponseExamples,
  ApiResponseHeaders,
  ApiSchema,
  ApiSecuritySchemes,
  ApiServers,
  ApiStatusBadge,
  ApiTagList,
  ApiTryIt,
};
