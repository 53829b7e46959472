import type { CliPageModel } from '../../../shared/cli/page-model.ts';
import { CLI_BASE, type CliModel } from '../model.ts';
import {
  code,
  codeBlock,
  globalFlags,
  heading,
  link,
  markdown,
  orderedList,
  page,
  paragraph,
  table,
  text,
} from './blocks.ts';
import { commandLink } from './props.ts';

const PLATFORM_NAMES = { linux: 'Linux', macos: 'macOS', windows: 'Windows' } as const;

/** `/cli`: install, authenticate, configure, global flags, environment, exit codes, groups; `changelog`: the changelog's route, when the section has one. */
export function overviewPage(model: CliModel, changelog?: string, base = CLI_BASE): CliPageModel {
  // The tables link a flag to its row in this page's global flags: an older release's overview has its own.
  const overview = base === CLI_BASE ? {} : { overview: base };
  const p = model.program;
  const config = p.configFile;
  const install = p.install.flatMap((m) => [
    heading(3, m.title),
    paragraph(text(`Platforms: ${m.platforms.map((x) => PLATFORM_NAMES[x]).join(', ')}`)),
    markdown(m.description),
    m.commands && codeBlock(m.shell === 'powershell' ? 'powershell' : 'bash', m.commands),
  ]);
  return page([
    heading(1, `The ${p.name} CLI`),
    paragraph(
      text(p.summary),
      ...(p.version ? [text(' This reference describes version '), code(p.version), text('.')] : []),
      ...(changelog
        ? [
            text(' What changed in each release, deprecated and renamed flags included: the '),
            link(changelog, 'changelog'),
            text('.'),
          ]
        : []),
    ),
    markdown(p.description),
    heading(2, 'Install'),
    ...install,
    p.authentication && heading(2, 'Authenticate'),
    p.authentication && markdown(p.authentication),
    heading(2, 'Configure'),
    markdown(config.description),
    paragraph(
      text('Default location: '),
      code(config.path),
      ...(config.pathEnv
        ? [text('; set '), code(config.pathEnv), text(' or '), code('--config'), text(' to use another file')]
        : []),
      text('.'),
    ),
    heading(3, 'Where settings come from'),
    paragraph(text('Highest priority first:')),
    orderedList(config.precedence.map((item) => [text(item)])),
    heading(3, 'Profiles'),
    markdown(config.profiles),
    heading(3, 'Settings'),
    table('CliConfigKeys', { keys: config.keys, ...overview }),
    heading(3, 'Example'),
    codeBlock(config.format, config.example),
    heading(2, 'Global flags'),
    paragraph(text('Every command accepts these flags.')),
    globalFlags('CliFlagsTable'),
    p.environment.length > 0 && heading(2, 'Environment variables'),
    p.environment.length > 0 && table('CliEnvTable', { variables: p.environment, ...overview }),
    heading(2, 'Exit codes'),
    table('CliExitCodes', { codes: p.exitCodes }),
    heading(2, 'Command groups'),
    paragraph(
      text('Commands follow the pattern '),
      code(`${p.name} <group> <command>`),
      text('; see '),
      link(model.root.href, p.name),
      text(' for the root command.'),
    ),
    table('CliCommandList', { commands: model.root.children.map(commandLink), label: 'Group or command' }),
  ]);
}
