import type { OwnComponentName } from '../../shared/page-model';
import { CliArgsTable } from './CliArgsTable';
import { CliCommandList } from './CliCommandList';
import { CliFlagsTable, CliGlobalFlags } from './CliFlagsTable';
import { CliOperations } from './CliOperations';
import { CliConfigKeys, CliEnvTable, CliExitCodes } from './CliReferenceTables';
import { CliSeeAlso } from './CliSeeAlso';

/**
 * Components the generated CLI pages use, registered in mdx-components.tsx: exactly the CLI's
 * names of the block registry (shared/page-model.ts), which the compiler checks.
 */
export const cliComponents = {
  CliArgsTable,
  CliCommandList,
  CliConfigKeys,
  CliEnvTable,
  CliExitCodes,
  CliFlagsTable,
  CliGlobalFlags,
  CliOperations,
  CliSeeAlso,
} satisfies Record<OwnComponentName<'cli'>, unknown>;
