import { codeFence, escapeMdxText, frontmatter, jsxElement } from '../../lib/mdx.ts';
import type { CliModel } from '../model.ts';
import { blocks, heading, inlineCode, markdown } from './mdx.ts';
import { commandLink, flagData } from './props.ts';

const PLATFORM_NAMES = { linux: 'Linux', macos: 'macOS', windows: 'Windows' } as const;

/** `/cli`: install, authenticate, configure, global flags, environment, exit codes, groups. */
export function renderOverviewPage(model: CliModel): string {
  const p = model.program;
  const config = p.configFile;
  const install = p.install.flatMap((m) => [
    heading(3, m.title),
    `Platforms: ${m.platforms.map((x) => PLATFORM_NAMES[x]).join(', ')}`,
    markdown(m.description),
    m.commands ? codeFence(m.shell === 'powershell' ? 'powershell' : 'bash', m.commands) : undefined,
  ]);
  return blocks([
    frontmatter({ title: `${p.name} CLI`, description: p.summary }).trimEnd(),
    `# ${escapeMdxText(`The ${p.name} CLI`)}`,
    escapeMdxText(p.summary) + (p.version ? ` This reference describes version ${inlineCode(p.version)}.` : ''),
    markdown(p.description),
    heading(2, 'Install'),
    ...install,
    p.authentication && heading(2, 'Authenticate'),
    p.authentication && markdown(p.authentication),
    heading(2, 'Configure'),
    markdown(config.description),
    `Default location: ${inlineCode(config.path)}${config.pathEnv ? `; set ${inlineCode(config.pathEnv)} or ${inlineCode('--config')} to use another file` : ''}.`,
    heading(3, 'Where settings come from'),
    'Highest priority first:',
    config.precedence.map((item, i) => `${i + 1}. ${escapeMdxText(item)}`).join('\n'),
    heading(3, 'Profiles'),
    markdown(config.profiles),
    heading(3, 'Settings'),
    jsxElement('CliConfigKeys', { keys: config.keys }),
    heading(3, 'Example'),
    codeFence(config.format, config.example),
    heading(2, 'Global flags'),
    'Every command accepts these flags.',
    jsxElement('CliFlagsTable', { flags: model.globalFlags.map(flagData) }),
    p.environment.length > 0 && heading(2, 'Environment variables'),
    p.environment.length > 0 && jsxElement('CliEnvTable', { variables: p.environment }),
    heading(2, 'Exit codes'),
    jsxElement('CliExitCodes', { codes: p.exitCodes }),
    heading(2, 'Command groups'),
    `Commands follow the pattern ${inlineCode(`${p.name} <group> <command>`)}; see [${escapeMdxText(p.name)}](${model.root.href}) for the root command.`,
    jsxElement('CliCommandList', { commands: model.root.children.map(commandLink), label: 'Group or command' }),
  ]);
}
