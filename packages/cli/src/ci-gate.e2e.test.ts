import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import type { Baseline } from './baseline/baseline.js';

/**
 * The CI gate as a pipeline runs it: the GitHub Action's own steps (action.yml) and the GitLab
 * component's own script (templates/klarsicht.yml), read from their YAML and run here with bash,
 * with the environment the runner would give them, against a site served by this process and the
 * real, built `klarsicht` (run `npm run build:packages` first). Not run: the steps that install
 * (npm ci, apt, git clone: this checkout is built already) and the SARIF upload (a `uses:` step).
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');
const bin = join(repoRoot, 'packages/cli/bin/klarsicht.js');
const builtCli = join(repoRoot, 'packages/cli/dist/main.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Spawned asynchronously: the site being scanned is served by this very process. */
function spawnRun(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(stdout).toString(), stderr: Buffer.concat(stderr).toString() });
    });
  });
}

/** What a CI machine has: a PATH with node, Chromium, a neutral locale; nothing of this test run's own CI. */
function machineEnv(home: string): Record<string, string> {
  const env: Record<string, string> = {
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    HOME: home,
    TMPDIR: home,
    LANG: 'C.UTF-8',
    NO_COLOR: '1',
  };
  if (process.env.CHROMIUM_PATH) env.CHROMIUM_PATH = process.env.CHROMIUM_PATH;
  return env;
}

/** The fixture site: a start page and an about page whose barriers the test adds and removes. */
const barriers = { unlabelledField: true, imageWithoutAlt: false };

function aboutPage(): string {
  const field = barriers.unlabelledField
    ? '<input type="text" name="email">'
    : '<label>E-Mail <input type="text" name="email"></label>';
  const image = barriers.imageWithoutAlt ? '<img src="/team.png" width="40" height="40">' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>About us</title></head>
<body><main><h1>About us</h1><p>We make shoes.</p>${image}<form action="/subscribe">${field}
<button type="submit">Subscribe</button></form><a href="/">Home</a></main></body></html>`;
}

const START_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shoes</title></head>
<body><main><h1>Shoes</h1><p>Good shoes for everyone.</p><button type="button" class="search"></button>
<a href="/about.html">About us</a></main></body></html>`;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

// ---- The GitHub Action ----

interface ActionStep {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  'working-directory'?: string;
}

interface Action {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: ActionStep[] };
}

const action = parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as Action;

/** `name=value` lines (and `name<<DELIMITER` blocks) of a $GITHUB_OUTPUT file. */
function stepOutputs(file: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const block = /^([\w-]+)<<(.+)$/.exec(line);
    if (block) {
      const end = lines.indexOf(block[2] ?? '', index + 1);
      outputs[block[1] ?? ''] = lines.slice(index + 1, end).join('\n');
      index = end;
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return outputs;
}

interface JobRun {
  /** The job's result: the exit code of the first step that failed, else 0. */
  code: number;
  outputs: Record<string, Record<string, string>>;
  log: string;
}

/** Runs the action's steps as a runner would, skipping `uses:` steps and the install step. */
async function runAction(
  inputs: Record<string, string>,
  workspace: string,
  summaryFile: string,
): Promise<JobRun> {
  const values: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) values[name] = input.default ?? '';
  Object.assign(values, inputs);
  const outputs: Record<string, Record<string, string>> = {};
  const evaluate = (text: string) =>
    text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
      const input = /^inputs\.([\w-]+)$/.exec(expression);
      if (input?.[1] !== undefined) {
        if (!(input[1] in action.inputs)) throw new Error(`action.yml uses an undeclared input: ${input[1]}`);
        return values[input[1]] ?? '';
      }
      const output = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expression);
      if (output) return outputs[output[1] ?? '']?.[output[2] ?? ''] ?? '';
      if (expression === 'github.action_path') return repoRoot;
      if (expression === 'github.workspace') return workspace;
      throw new Error(`an expression this local run does not know: ${expression}`);
    });
  const home = mkdtempSync(join(tmpdir(), 'klarsicht-runner-'));
  let log = '';
  try {
    for (const [index, step] of action.runs.steps.entries()) {
      if (step.uses !== undefined || step.id === 'install') continue;
      if (step.if !== undefined) throw new Error(`step ${step.name}: teach this local run to evaluate "if"`);
      expect(step.shell).toBe('bash');
      const outputFile = join(home, `output-${index}`);
      writeFileSync(outputFile, '');
      const env: Record<string, string> = {
        ...machineEnv(home),
        GITHUB_ACTIONS: 'true',
        GITHUB_ACTION_PATH: repoRoot,
        GITHUB_WORKSPACE: workspace,
        GITHUB_STEP_SUMMARY: summaryFile,
        GITHUB_OUTPUT: outputFile,
        RUNNER_TEMP: home,
      };
      for (const [name, value] of Object.entries(step.env ?? {})) env[name] = evaluate(String(value));
      const script = join(home, `step-${index}.sh`);
      writeFileSync(script, evaluate(step.run ?? ''));
      const cwd = step['working-directory'] ? evaluate(step['working-directory']) : workspace;
      // As GitHub runs `shell: bash`.
      const result = await spawnRun('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], cwd, env);
      log += `## ${step.name}\n${result.stdout}${result.stderr}`;
      if (step.id) outputs[step.id] = stepOutputs(outputFile);
      if (result.code !== 0) return { code: result.code ?? -1, outputs, log };
    }
    return { code: 0, outputs, log };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

// ---- The GitLab CI/CD component ----

interface Component {
  spec: { inputs: Record<string, { default?: string; options?: string[] }> };
  jobs: Record<
    string,
    { variables: Record<string, string>; script: string[]; artifacts: { paths: string[] } }
  >;
}

const componentText = readFileSync(join(repoRoot, 'templates/klarsicht.yml'), 'utf8');

/** The component with its inputs interpolated (`$[[ inputs.x ]]`, in keys and values), as GitLab includes it. */
function includeComponent(inputs: Record<string, string>): Component['jobs'] {
  const documents = parseAllDocuments(componentText).map((document) => document.toJS());
  expect(documents).toHaveLength(2);
  const spec = (documents[0] as Component).spec;
  const values: Record<string, string> = {};
  for (const [name, input] of Object.entries(spec.inputs)) {
    if (input.default !== undefined) values[name] = String(input.default);
  }
  Object.assign(values, inputs);
  for (const [name, input] of Object.entries(spec.inputs)) {
    expect(values[name], `input ${name} has no value`).toBeDefined();
    if (input.options) expect(input.options).toContain(values[name]);
  }
  const interpolate = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.replace(/\$\[\[\s*inputs\.([\w-]+)\s*\]\]/g, (_, name: string) => {
        if (!(name in spec.inputs))
          throw new Error(`templates/klarsicht.yml uses an undeclared input: ${name}`);
        return values[name] ?? '';
      });
    }
    if (Array.isArray(value)) return value.map(interpolate);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [interpolate(key), interpolate(item)]),
      );
    }
    return value;
  };
  return interpolate(documents[1]) as Component['jobs'];
}

/** Runs the job's `script:` as GitLab's shell executor does, the job's variables in its environment. */
async function runGitlabJob(inputs: Record<string, string>, workspace: string): Promise<JobRun> {
  const jobs = includeComponent(inputs);
  const [job] = Object.values(jobs);
  if (!job) throw new Error('templates/klarsicht.yml has no job');
  const home = mkdtempSync(join(tmpdir(), 'klarsicht-runner-'));
  try {
    const env: Record<string, string> = {
      ...machineEnv(home),
      CI: 'true',
      GITLAB_CI: 'true',
      CI_PROJECT_DIR: workspace,
      ...Object.fromEntries(Object.entries(job.variables).map(([name, value]) => [name, String(value)])),
      // before_script clones Klarsicht there; here it is this checkout, built already.
      KLARSICHT_HOME: repoRoot,
    };
    const script = join(home, 'script.sh');
    writeFileSync(script, ['set -eo pipefail', ...job.script].join('\n'));
    const result = await spawnRun('bash', ['--noprofile', '--norc', script], workspace, env);
    return { code: result.code ?? -1, outputs: {}, log: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

// ---- The scenario ----

describe('the CI gate, run as GitHub and GitLab run it (end to end)', () => {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    const html = (body: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    if (path === '/') return html(START_PAGE);
    if (path === '/about.html') return html(aboutPage());
    if (path === '/team.png') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      return response.end('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>');
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  let urls: string[] = [];
  let repository = '';
  let runnerFiles = '';

  beforeAll(async () => {
    if (!existsSync(builtCli)) {
      throw new Error(`${builtCli} is missing: run \`npm run build:packages\` before this test.`);
    }
    const origin = `http://127.0.0.1:${await listen(server)}`;
    urls = [`${origin}/`, `${origin}/about.html`];
    repository = mkdtempSync(join(tmpdir(), 'klarsicht-fixture-repo-'));
    runnerFiles = mkdtempSync(join(tmpdir(), 'klarsicht-runner-files-'));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(repository, { recursive: true, force: true });
    rmSync(runnerFiles, { recursive: true, force: true });
  });

  it('hands inputs to the shell only through env:, and fails only after the SARIF upload', () => {
    const { steps } = action.runs;
    expect(action.runs.using).toBe('composite');
    for (const step of steps) {
      if (step.run !== undefined) expect(step.run, `step ${step.name}`).not.toContain('${{');
    }
    const rawJobs = parseAllDocuments(componentText)[1]?.toJS() as Record<string, Record<string, string[]>>;
    for (const job of Object.values(rawJobs)) {
      for (const line of [...(job.before_script ?? []), ...(job.script ?? [])]) {
        expect(line).not.toContain('$[[');
      }
    }
    const upload = steps.findIndex((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@v3'));
    const verdict = steps.findIndex((step) => step.env?.KLARSICHT_EXIT_CODE !== undefined);
    expect(upload).toBeGreaterThan(-1);
    expect(steps[upload]?.if).toMatch(/^always\(\) && inputs\.upload-sarif == 'true'/);
    expect(verdict).toBeGreaterThan(upload);
    expect(steps.find((step) => step.id === 'install')?.run).toContain('npm ci');
  });

  it('a baseline made in the repository lets the gate pass; a new barrier fails it; a fixed one is listed', {
    timeout: 600_000,
  }, async () => {
    // The baseline, made as a developer makes it and commits it to the repository.
    const created = await spawnRun(
      process.execPath,
      [bin, 'baseline', 'create', ...urls],
      repository,
      machineEnv(repository),
    );
    expect(created.stderr).toMatch(
      /^klarsicht: baseline of \d+ issues on 2 pages written to klarsicht-baseline\.json\n$/,
    );
    expect(created.code).toBe(0);
    const baseline = JSON.parse(
      readFileSync(join(repository, 'klarsicht-baseline.json'), 'utf8'),
    ) as Baseline;
    const rules = baseline.issues.map((issue) => issue.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['button-name', 'label']));
    expect(rules).not.toContain('image-alt');

    const inputs = { urls: urls.join('\n'), baseline: 'klarsicht-baseline.json', language: 'en' };
    const summary = join(runnerFiles, 'step-summary.md');

    // 1. Nothing changed: the gate passes, the summary is added to what the job wrote before.
    writeFileSync(summary, '# Build\n\nOK\n\n');
    const unchanged = await runAction(inputs, repository, summary);
    expect(unchanged.code, unchanged.log).toBe(0);
    expect(unchanged.outputs.scan).toEqual({ 'exit-code': '0', sarif: 'klarsicht.sarif' });
    expect(readFileSync(summary, 'utf8')).toMatch(
      /^# Build\n\nOK\n\n## ✅ Klarsicht: accessibility check passed\n\nNo new issues at or above \*\*minor\*\* compared with the baseline `klarsicht-baseline\.json`/,
    );
    const sarif = JSON.parse(readFileSync(join(repository, 'klarsicht.sarif'), 'utf8'));
    expect(sarif).toMatchObject({ version: '2.1.0', runs: [{ tool: { driver: { name: 'Klarsicht' } } }] });

    // 2. An image without alt text on the about page: the gate fails and names the new issue only.
    barriers.imageWithoutAlt = true;
    writeFileSync(summary, '');
    const worse = await runAction(inputs, repository, summary);
    expect(worse.code, worse.log).toBe(1);
    expect(worse.outputs.scan?.['exit-code']).toBe('1');
    // The SARIF report is there for the upload, which runs before the step that fails.
    expect(worse.outputs.scan?.sarif).toBe('klarsicht.sarif');
    const failed = readFileSync(summary, 'utf8');
    expect(failed).toMatch(
      /^## ❌ Klarsicht: accessibility check failed\n\n1 new issue at or above \*\*minor\*\*/,
    );
    const newIssues = failed.slice(failed.indexOf('### New issues (1)'));
    expect(newIssues).toMatch(
      /\| Critical \| `image-alt` [^|]+ \| \[\/about\.html\]\(http:\/\/127\.0\.0\.1:\d+\/about\.html\) \| `img` \|/,
    );
    expect(newIssues).not.toMatch(/button-name|`label`/);
    expect(worse.log).toContain('::error title=Klarsicht::');

    // 3. The image gone, the field labelled: passes again, in German, the field's issue listed as gone.
    barriers.imageWithoutAlt = false;
    barriers.unlabelledField = false;
    writeFileSync(summary, '');
    const better = await runAction({ ...inputs, language: 'de' }, repository, summary);
    expect(better.code, better.log).toBe(0);
    const passed = readFileSync(summary, 'utf8');
    expect(passed).toMatch(/^## ✅ Klarsicht: Prüfung der Barrierefreiheit bestanden\n/);
    const gone = passed.slice(passed.indexOf('### Seit der Baseline nicht mehr gefunden (1)'));
    expect(gone).toMatch(/\| Kritisch \| `label` [^|]+ \| \[\/about\.html\]/);
  });

  it('the GitLab component: the same gate, with the SARIF report and the summary as artifacts', {
    timeout: 600_000,
  }, async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'klarsicht-fixture-project-'));
    try {
      barriers.unlabelledField = true;
      barriers.imageWithoutAlt = false;
      const made = await spawnRun(
        process.execPath,
        [bin, 'baseline', 'create', ...urls],
        workspace,
        machineEnv(workspace),
      );
      expect(made.code).toBe(0);

      const inputs = { urls: urls.join(' '), baseline: 'klarsicht-baseline.json', 'fail-on': 'serious' };
      const [job] = Object.values(includeComponent(inputs));
      expect(job?.artifacts.paths).toEqual(['klarsicht.sarif', 'klarsicht-summary.md']);

      barriers.imageWithoutAlt = true;
      const worse = await runGitlabJob(inputs, workspace);
      expect(worse.code, worse.log).toBe(1);
      const failed = readFileSync(join(workspace, 'klarsicht-summary.md'), 'utf8');
      expect(failed).toMatch(
        /^## ❌ Klarsicht: accessibility check failed\n\n1 new issue at or above \*\*serious\*\*/,
      );
      expect(failed).toContain('`image-alt`');
      expect(JSON.parse(readFileSync(join(workspace, 'klarsicht.sarif'), 'utf8'))).toMatchObject({
        version: '2.1.0',
      });

      barriers.imageWithoutAlt = false;
      barriers.unlabelledField = false;
      const better = await runGitlabJob(inputs, workspace);
      expect(better.code, better.log).toBe(0);
      // The summary of this run only: the job starts it afresh.
      const passed = readFileSync(join(workspace, 'klarsicht-summary.md'), 'utf8');
      expect(passed).toMatch(/^## ✅ Klarsicht: accessibility check passed\n/);
      expect(passed).toContain('### Disappeared since the baseline (1)');
      expect(passed).toContain('`label`');
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});
