/**
 * How each language's samples are run: its toolchain (and the Debian package that brings it), and
 * one batch per language. Compiled languages build all their samples in one compiler call; a
 * runner calls each sample's `main` in turn and reports it on a `@@sample` line.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SampleFile {
  id: string;
  code: string;
}

export interface SampleRun {
  ok: boolean;
  output: string;
}

export interface Toolchain {
  /** What is missing, in words, or undefined when it is here. */
  missing(): string | undefined;
  /** The Debian packages that bring it. */
  apt: string[];
}

export interface LanguageProof {
  id: string;
  toolchain: Toolchain;
  /** Writes, builds and runs every sample in `dir`; returns each sample's outcome by id. */
  run(dir: string, samples: SampleFile[], env: NodeJS.ProcessEnv): Promise<Map<string, SampleRun>>;
}

function which(bin: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const file = path.join(dir, bin);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

const commands =
  (...bins: string[]): (() => string | undefined) =>
  () => {
    const absent = bins.filter((b) => (b.startsWith('/') ? !fs.existsSync(b) : !which(b)));
    return absent.length ? `no ${absent.join(', ')}` : undefined;
  };

function run(
  cmd: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<SampleRun> {
  return new Promise((resolve) => {
    execFile(
      cmd,
      args,
      { cwd: options.cwd, env: options.env, timeout: options.timeoutMs ?? 60_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ ok: !error, output: `${stdout}${stderr}${error ? `\n${error.message}` : ''}` });
      },
    );
  });
}

/** Runs one process per sample, a few at a time (they wait on the network, not the CPU). */
async function eachFile(
  dir: string,
  samples: SampleFile[],
  ext: string,
  command: (file: string) => [string, string[]],
  env: NodeJS.ProcessEnv,
  write = (s: SampleFile) => s.code,
): Promise<Map<string, SampleRun>> {
  const results = new Map<string, SampleRun>();
  for (const s of samples) fs.writeFileSync(path.join(dir, `${s.id}${ext}`), write(s));
  const queue = [...samples];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        const [cmd, args] = command(path.join(dir, `${s.id}${ext}`));
        results.set(s.id, await run(cmd, args, { cwd: dir, env }));
      }
    }),
  );
  return results;
}

/** Outcomes from a batch runner's `@@sample OK id` / `@@sample FAIL id message` lines. */
function runnerResults(samples: SampleFile[], result: SampleRun): Map<string, SampleRun> {
  const results = new Map<string, SampleRun>();
  const lines = result.output.split('\n');
  for (const s of samples) {
    const line = lines.find(
      (l) =>
        l.startsWith(`@@sample OK ${s.id}`) || l.startsWith(`@@sample FAIL ${s.id} `) || l === `@@sample FAIL ${s.id}`,
    );
    if (!line)
      results.set(s.id, {
        ok: false,
        output: `the runner reported nothing for ${s.id}:\n${result.output.slice(-4000)}`,
      });
    else results.set(s.id, { ok: line.startsWith('@@sample OK'), output: line });
  }
  return results;
}

function buildFailure(samples: SampleFile[], what: string, output: string): Map<string, SampleRun> {
  return new Map(samples.map((s) => [s.id, { ok: false, output: `${what} failed:\n${output.slice(0, 8000)}` }]));
}

/**
 * Interpreted samples run one after another in one interpreter (its start-up paid once): each file
 * as a script of its own (an ES module, `runpy`'s `__main__`, Ruby's `load` in a fresh module, PHP's
 * `include` in a closure), so nothing leaks from one into the next.
 */
const RUNNERS: Record<
  string,
  { file: string; command: (runner: string) => [string, string[]]; code: (files: Array<[string, string]>) => string }
> = {
  '.mjs': {
    file: 'runner.mjs',
    command: (runner) => [process.execPath, [runner]],
    code: (files) =>
      [
        `for (const [id, file] of ${JSON.stringify(files)}) {`,
        '  try {',
        '    await import(`./${file}`);',
        '    console.log(`\\n@@sample OK ${id}`);',
        '  } catch (error) {',
        "    console.log(`\\n@@sample FAIL ${id} ${String(error?.stack ?? error).replace(/\\n/g, ' ')}`);",
        '  }',
        '}',
      ].join('\n'),
  },
  '.py': {
    file: 'runner.py',
    command: (runner) => ['/usr/bin/python3', [runner]],
    code: (files) =>
      [
        'import runpy, traceback',
        `for sample_id, file in ${JSON.stringify(files)}:`,
        '    try:',
        '        runpy.run_path(file, run_name="__main__")',
        '        print(f"\\n@@sample OK {sample_id}", flush=True)',
        '    except BaseException:',
        '        print(f"\\n@@sample FAIL {sample_id} " + traceback.format_exc().replace("\\n", " "), flush=True)',
      ].join('\n'),
  },
  '.rb': {
    file: 'runner.rb',
    command: (runner) => ['ruby', [runner]],
    code: (files) =>
      [
        `${JSON.stringify(files)}.each do |id, file|`,
        '  begin',
        '    load(File.expand_path(file, __dir__), true)',
        '    $stdout.puts "\\n@@sample OK #{id}"',
        '  rescue Exception => e',
        '    $stdout.puts "\\n@@sample FAIL #{id} #{e.full_message(highlight: false).gsub("\\n", " ")}"',
        '  end',
        '  $stdout.flush',
        'end',
      ].join('\n'),
  },
  '.php': {
    file: 'runner.php',
    command: (runner) => ['php', [runner]],
    code: (files) =>
      [
        '<?php',
        // Ids and file names are [a-z0-9.-]: plain single-quoted strings.
        `foreach ([${files.map(([id, file]) => `['${id}', '${file}']`).join(', ')}] as [$id, $file]) {`,
        '    try {',
        '        (function () use ($file) { include __DIR__ . "/" . $file; })();',
        '        echo "\\n@@sample OK $id\\n";',
        '    } catch (Throwable $e) {',
        '        echo "\\n@@sample FAIL $id " . str_replace("\\n", " ", (string) $e) . "\\n";',
        '    }',
        '}',
      ].join('\n'),
  },
};

async function inOneProcess(
  dir: string,
  samples: SampleFile[],
  ext: string,
  env: NodeJS.ProcessEnv,
  write = (s: SampleFile) => s.code,
): Promise<Map<string, SampleRun>> {
  const runner = RUNNERS[ext];
  const files = samples.map((s): [string, string] => [s.id, `${s.id}${ext}`]);
  for (const s of samples) fs.writeFileSync(path.join(dir, `${s.id}${ext}`), `${write(s)}\n`);
  fs.writeFileSync(path.join(dir, runner.file), `${runner.code(files)}\n`);
  const [cmd, args] = runner.command(path.join(dir, runner.file));
  return runnerResults(samples, await run(cmd, args, { cwd: dir, env, timeoutMs: 300_000 }));
}

const identifier = (id: string) => `s_${id.replace(/-/g, '_')}`;

export const LANGUAGES: LanguageProof[] = [
  {
    id: 'curl',
    toolchain: { missing: commands('bash', 'curl'), apt: ['curl'] },
    // curl exits 0 on a 4xx: the proxy's record of Prism's answer is what judges it.
    run: (dir, samples, env) => eachFile(dir, samples, '.sh', (f) => ['bash', ['-euo', 'pipefail', f]], env),
  },
  {
    id: 'httpie',
    toolchain: { missing: commands('bash', 'http'), apt: ['httpie'] },
    run: (dir, samples, env) => eachFile(dir, samples, '.sh', (f) => ['bash', ['-euo', 'pipefail', f]], env),
  },
  {
    id: 'javascript',
    toolchain: { missing: commands('node'), apt: ['nodejs'] },
    run: (dir, samples, env) => inOneProcess(dir, samples, '.mjs', env, (s) => s.code),
  },
  {
    id: 'typescript',
    toolchain: { missing: commands('node'), apt: ['nodejs'] },
    // Type-checked separately (tsc --strict); here its JavaScript, types stripped, runs in Node.
    run: (dir, samples, env) =>
      inOneProcess(
        dir,
        samples,
        '.mjs',
        env,
        (s) =>
          ts.transpileModule(s.code, {
            compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
          }).outputText,
      ),
  },
  {
    id: 'python',
    // Debian's python3 with Debian's requests, whatever else is first on PATH.
    toolchain: {
      missing: () => {
        if (!fs.existsSync('/usr/bin/python3')) return 'no /usr/bin/python3';
        try {
          execFileSync('/usr/bin/python3', ['-c', 'import requests'], { stdio: 'pipe' });
          return undefined;
        } catch {
          return 'no requests module for /usr/bin/python3';
        }
      },
      apt: ['python3-requests'],
    },
    run: (dir, samples, env) => inOneProcess(dir, samples, '.py', env),
  },
  {
    id: 'ruby',
    toolchain: { missing: commands('ruby'), apt: ['ruby'] },
    run: (dir, samples, env) => inOneProcess(dir, samples, '.rb', env),
  },
  {
    id: 'php',
    toolchain: {
      missing: () => {
        const absent = commands('php')();
        if (absent) return absent;
        return /^curl$/m.test(execFileSync('php', ['-m'], { encoding: 'utf8' }))
          ? undefined
          : 'no curl extension in php';
      },
      apt: ['php-cli', 'php-curl'],
    },
    run: (dir, samples, env) => inOneProcess(dir, samples, '.php', env),
  },
  {
    id: 'go',
    toolchain: { missing: commands('go', 'gofmt'), apt: ['golang-go'] },
    async run(dir, samples, env) {
      // One package: each sample's `main` and helper (a recipe step's `jsonString`) renamed, one
      // runner `main` calling them, one build.
      for (const s of samples)
        fs.writeFileSync(
          path.join(dir, `${identifier(s.id)}.go`),
          `${s.code
            .replace(/^func main\(\) \{$/m, `func ${identifier(s.id)}() {`)
            .replace(/\bjsonString\b/g, `${identifier(s.id)}JSONString`)}\n`,
        );
      const unformatted = await run('gofmt', ['-l', ...samples.map((s) => `${identifier(s.id)}.go`)], {
        cwd: dir,
        env,
      });
      fs.writeFileSync(path.join(dir, 'go.mod'), 'module samples\n\ngo 1.19\n');
      fs.writeFileSync(
        path.join(dir, 'runner.go'),
        [
          'package main',
          '',
          'import "fmt"',
          '',
          'func main() {',
          '\tsamples := []struct {',
          '\t\tid  string',
          '\t\trun func()',
          '\t}{',
          ...samples.map((s) => `\t\t{${JSON.stringify(s.id)}, ${identifier(s.id)}},`),
          '\t}',
          '\tfor _, s := range samples {',
          '\t\tfunc() {',
          '\t\t\tdefer func() {',
          '\t\t\t\tif r := recover(); r != nil {',
          '\t\t\t\t\tfmt.Printf("\\n@@sample FAIL %s %v\\n", s.id, r)',
          '\t\t\t\t} else {',
          '\t\t\t\t\tfmt.Printf("\\n@@sample OK %s\\n", s.id)',
          '\t\t\t\t}',
          '\t\t\t}()',
          '\t\t\ts.run()',
          '\t\t}()',
          '\t}',
          '}',
          '',
        ].join('\n'),
      );
      const goEnv = { ...env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local', GOPROXY: 'off' };
      const build = await run('go', ['build', '-o', 'samples', '.'], { cwd: dir, env: goEnv, timeoutMs: 300_000 });
      if (!build.ok) return buildFailure(samples, 'go build', build.output);
      const results = runnerResults(
        samples,
        await run(path.join(dir, 'samples'), [], { cwd: dir, env, timeoutMs: 300_000 }),
      );
      // gofmt's verdict is part of each sample's result: a reader pastes what gofmt would leave alone.
      for (const line of unformatted.output.split('\n').filter((l) => l.endsWith('.go'))) {
        const s = samples.find((x) => `${identifier(x.id)}.go` === line.trim());
        if (s)
          results.set(s.id, {
            ok: false,
            output: `gofmt would reformat the sample:\n${execFileSync('gofmt', ['-d', line.trim()], { cwd: dir, encoding: 'utf8' })}`,
          });
      }
      return results;
    },
  },
  {
    id: 'java',
    toolchain: { missing: commands('javac', 'java'), apt: ['default-jdk-headless'] },
    async run(dir, samples, env) {
      // Each sample's `Main` in its own package, so one javac call compiles them all.
      const files: string[] = [];
      for (const s of samples) {
        const pkg = identifier(s.id);
        fs.mkdirSync(path.join(dir, pkg), { recursive: true });
        fs.writeFileSync(path.join(dir, pkg, 'Main.java'), `package ${pkg};\n\n${s.code}\n`);
        files.push(path.join(pkg, 'Main.java'));
      }
      fs.writeFileSync(
        path.join(dir, 'Runner.java'),
        [
          'public class Runner {',
          '    public static void main(String[] args) throws Exception {',
          `        String[] ids = { ${samples.map((s) => JSON.stringify(s.id)).join(', ')} };`,
          `        String[] classes = { ${samples.map((s) => JSON.stringify(`${identifier(s.id)}.Main`)).join(', ')} };`,
          '        for (int i = 0; i < ids.length; i++) {',
          '            try {',
          '                Class.forName(classes[i]).getMethod("main", String[].class).invoke(null, (Object) new String[0]);',
          '                System.out.println("\\n@@sample OK " + ids[i]);',
          '            } catch (java.lang.reflect.InvocationTargetException e) {',
          '                System.out.println("\\n@@sample FAIL " + ids[i] + " " + String.valueOf(e.getCause()).replace("\\n", " "));',
          '            }',
          '        }',
          '    }',
          '}',
          '',
        ].join('\n'),
      );
      const build = await run('javac', ['-Xlint:all', '-Werror', '-d', 'classes', 'Runner.java', ...files], {
        cwd: dir,
        env,
        timeoutMs: 300_000,
      });
      if (!build.ok) return buildFailure(samples, 'javac', build.output);
      return runnerResults(
        samples,
        await run('java', ['-cp', 'classes', 'Runner'], { cwd: dir, env, timeoutMs: 300_000 }),
      );
    },
  },
  {
    id: 'csharp',
    toolchain: {
      missing: () =>
        commands('mcs', 'mono')() ??
        (fs.existsSync('/usr/lib/mono/4.5/System.Net.Http.dll') ? undefined : 'no System.Net.Http.dll for Mono'),
      apt: ['mono-mcs', 'mono-runtime', 'libmono-system-net-http4.0-cil'],
    },
    async run(dir, samples, env) {
      // Each sample in its own namespace (its `using`s inside it), one mcs call, a runner as the entry point.
      const files: string[] = [];
      for (const s of samples) {
        const file = `${identifier(s.id)}.cs`;
        fs.writeFileSync(path.join(dir, file), `namespace ${identifier(s.id)}\n{\n${s.code}\n}\n`);
        files.push(file);
      }
      fs.writeFileSync(
        path.join(dir, 'Runner.cs'),
        [
          'using System;',
          'using System.Reflection;',
          '',
          'static class Runner',
          '{',
          '    static void Main()',
          '    {',
          `        var ids = new[] { ${samples.map((s) => JSON.stringify(s.id)).join(', ')} };`,
          `        var types = new[] { ${samples.map((s) => `typeof(${identifier(s.id)}.Program)`).join(', ')} };`,
          '        for (var i = 0; i < ids.Length; i++)',
          '        {',
          '            try',
          '            {',
          '                types[i].GetMethod("Main", BindingFlags.Static | BindingFlags.NonPublic | BindingFlags.Public).Invoke(null, null);',
          '                Console.WriteLine("\\n@@sample OK " + ids[i]);',
          '            }',
          '            catch (TargetInvocationException e)',
          '            {',
          '                Console.WriteLine("\\n@@sample FAIL " + ids[i] + " " + e.InnerException.ToString().Replace("\\n", " "));',
          '            }',
          '        }',
          '    }',
          '}',
          '',
        ].join('\n'),
      );
      const build = await run(
        'mcs',
        ['-warnaserror+', '-r:System.Net.Http.dll', '-main:Runner', '-out:samples.exe', 'Runner.cs', ...files],
        { cwd: dir, env, timeoutMs: 300_000 },
      );
      if (!build.ok) return buildFailure(samples, 'mcs', build.output);
      return runnerResults(samples, await run('mono', ['samples.exe'], { cwd: dir, env, timeoutMs: 300_000 }));
    },
  },
];
