#!/usr/bin/env node
// `npm run lint`'s import rules, over every source file (tests are outside them):
// - No cycles: files must not import each other in a circle, within a package or across packages.
//   Type-only imports count too: a cycle of types is still two modules that cannot be understood,
//   moved or tested apart. Workspace packages are followed to the file their "source" export names.
// - No cycles between the server's folders (apps/server/src/<folder>/).
// - Feature boundaries in the web app: a file in features/<a>/ reaches another feature only through
//   features/<b>/index.ts, and shared code (components/, lib/, i18n/) imports no feature at all.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['packages', 'apps'].flatMap((group) =>
  readdirSync(path.join(root, group))
    .map((name) => path.join(root, group, name))
    .filter((dir) => existsSync(path.join(dir, 'src'))),
);

/** Workspace package name → the source file its imports resolve to. */
const workspaceEntries = new Map();
for (const dir of SOURCE_DIRS) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const source = pkg.exports?.['.']?.source;
  if (source) workspaceEntries.set(pkg.name, path.join(dir, source));
}

const EXTENSIONS = ['.ts', '.tsx'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function isTest(file) {
  return /\.(test|e2e\.test)\.tsx?$/.test(file);
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) {
      if (!isTest(full)) files.push(full);
    }
  }
  return files;
}

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function resolve(from, specifier) {
  if (specifier.startsWith('.')) return resolveRelative(from, specifier);
  return workspaceEntries.get(specifier);
}

const WEB_SRC = path.join(root, 'apps/web/src');
const boundaryViolations = [];
/** A web file's feature (`features/<name>/…`), 'shared' for components/lib/i18n, else undefined. */
function webArea(file) {
  const parts = path.relative(WEB_SRC, file).split(path.sep);
  if (parts[0] === '..') return undefined;
  if (parts[0] === 'features')
    return { feature: parts[1], publicEntry: parts.length === 3 && /^index\.tsx?$/.test(parts[2]) };
  if (['components', 'lib', 'i18n'].includes(parts[0])) return { shared: true };
  return undefined;
}
function checkBoundary(from, to) {
  const source = webArea(from);
  const target = webArea(to);
  if (!source || !target?.feature) return;
  if (source.shared)
    boundaryViolations.push(`${rel(from)} (shared code) imports the feature file ${rel(to)}`);
  else if (source.feature !== target.feature && !target.publicEntry) {
    boundaryViolations.push(
      `${rel(from)} reaches into ${rel(to)}: import features/${target.feature}/index.ts instead`,
    );
  }
}
const rel = (file) => path.relative(root, file);

const graph = new Map();
for (const dir of SOURCE_DIRS) {
  for (const file of sourceFiles(path.join(dir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(file, match[1] ?? match[2]);
      if (target) {
        targets.add(target);
        checkBoundary(file, target);
      }
    }
    graph.set(file, [...targets]);
  }
}

/** Every cycle a depth-first search finds in `edges` (a back edge closes one). */
function findCycles(edges) {
  const state = new Map();
  const stack = [];
  const found = [];
  function visit(node) {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)).concat(next));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  }
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return found;
}

// The server's folders (features and shared modules alike) must form no cycle either: a feature
// may use a shared module or another feature's service in one direction, never both ways.
const SERVER_SRC = path.join(root, 'apps/server/src');
/** Table files (a module's schema.ts, the database's registry of them) are one layer beneath all folders. */
const isTableFile = (file) => /(^|\/)(schema|rate-limit-schema)\.ts$/.test(file);
function serverFolder(file) {
  const parts = path.relative(SERVER_SRC, file).split(path.sep);
  return parts[0] !== '..' && parts.length > 1 && !isTableFile(file) ? parts[0] : undefined;
}
const folderEdges = new Map();
for (const [file, targets] of graph) {
  const from = serverFolder(file);
  if (!from) continue;
  if (!folderEdges.has(from)) folderEdges.set(from, new Set());
  for (const target of targets) {
    const to = serverFolder(target);
    if (to && to !== from) folderEdges.get(from).add(to);
  }
}
const folderCycles = findCycles(new Map([...folderEdges].map(([folder, to]) => [folder, [...to]])));

const cycles = findCycles(graph);
for (const cycle of cycles) console.error(`import cycle: ${cycle.map(rel).join(' → ')}`);
for (const cycle of folderCycles) console.error(`server folder cycle: ${cycle.join(' → ')}`);
for (const violation of boundaryViolations) console.error(`feature boundary: ${violation}`);
if (cycles.length + folderCycles.length + boundaryViolations.length > 0) process.exitCode = 1;
else
  console.log(
    `imports checked: no cycles between files or server folders, no feature-boundary breaches among ${graph.size} source files`,
  );
