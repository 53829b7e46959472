import { CliArgsTable } from './CliArgsTable';
import { CliCommandList } from './CliCommandList';
import { CliFlagsTable, CliGlobalFlags } from './CliFlagsTable';
import { CliOperations } from './CliOperations';
import { CliConfigKeys, CliEnvTable, CliExitCodes } from './CliReferenceTables';
import { CliSeeAlso } from './CliSeeAlso';

/** Components the generated CLI pages use; registered in mdx-components.tsx. */
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
};
