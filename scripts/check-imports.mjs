#!/usr/bin/env node
// `npm run lint`'s import rules, over every source file (tests are outside them). What may import
// what is declared as data in LAYERS below; adding a package or a server module is one line there.
// - No cycles: files must not import each other in a circle, within a package or across packages.
//   Type-only imports count too: a cycle of types is still two modules that cannot be understood,
//   moved or tested apart. Workspace packages are followed to the file their "source" export names.
// - Packages: a package imports only the packages LAYERS.packages allows it, by name, never by a
//   relative path into another package's files.
// - The server: its top level is its modules, platform/ and the composition root. A module imports
//   only the modules LAYERS.server.modules allows it, and only through their index.ts (or schema.ts,
//   its tables, for foreign keys and joins); platform code imports no module.
// - The scanner: no two of its top folders import each other (both ways), beyond the pairs listed.
// - Feature boundaries in the web app: a file in features/<a>/ reaches another feature only through
//   features/<b>/index.ts, and shared code (components/, lib/, i18n/) imports no feature at all.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The declared layer map. */
const LAYERS = {
  /** Package → the workspace packages its source may import (tests may import any). */
  packages: {
    '@klarsicht/report': [],
    '@klarsicht/texts': ['@klarsicht/report'],
    '@klarsicht/rules': ['@klarsicht/report', '@klarsicht/texts'],
    '@klarsicht/contracts': ['@klarsicht/report'],
    '@klarsicht/scanner': ['@klarsicht/report', '@klarsicht/rules', '@klarsicht/texts'],
    '@klarsicht/cli': [
      '@klarsicht/report',
      '@klarsicht/contracts',
      '@klarsicht/scanner',
      '@klarsicht/rules',
      '@klarsicht/texts',
    ],
    '@klarsicht/playwright': ['@klarsicht/report', '@klarsicht/scanner', '@klarsicht/rules'],
    '@klarsicht/server': [
      '@klarsicht/report',
      '@klarsicht/contracts',
      '@klarsicht/scanner',
      '@klarsicht/rules',
      '@klarsicht/texts',
    ],
    // The web app never imports the engine.
    '@klarsicht/web': ['@klarsicht/report', '@klarsicht/contracts', '@klarsicht/texts'],
    // The extension runs the engine in the tab, through its browser entry (@klarsicht/scanner/in-tab).
    '@klarsicht/extension': [
      '@klarsicht/report',
      '@klarsicht/contracts',
      '@klarsicht/rules',
      '@klarsicht/scanner',
      '@klarsicht/texts',
    ],
  },
  server: {
    src: 'apps/server/src',
    /** Beneath every module, imported file by file; it imports no module (its table registry aside). */
    platform: 'platform',
    /** The composition root: builds the app and the processes from every module's index.ts. */
    root: ['app.ts', 'service.ts', 'main.ts', 'reseal-command.ts'],
    /** A module's faces to the others: its index.ts, and schema.ts (its tables). */
    publicFiles: ['index.ts', 'schema.ts'],
    /** Module → the modules it may import (through their index.ts). */
    modules: {
      access: [],
      accounts: ['access'],
      activity: ['access', 'accounts'],
      organisations: ['access', 'accounts', 'activity'],
      billing: ['access', 'accounts', 'activity'],
      notifications: ['access', 'accounts'],
      scans: ['access', 'accounts', 'activity', 'billing', 'notifications'],
      sites: ['access', 'accounts', 'activity', 'billing', 'notifications', 'scans'],
      webhooks: ['access', 'accounts', 'activity', 'scans', 'sites'],
      trackers: ['access', 'accounts', 'activity', 'scans', 'sites'],
      conformance: ['access', 'accounts', 'activity', 'billing', 'scans', 'sites', 'webhooks'],
      reports: ['access', 'accounts', 'activity', 'billing', 'scans', 'sites', 'conformance'],
      'account-data': [
        'access',
        'accounts',
        'activity',
        'billing',
        'notifications',
        'scans',
        'sites',
        'conformance',
        'reports',
      ],
    },
  },
  scanner: {
    src: 'packages/scanner/src',
  },
};

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['packages', 'apps'].flatMap((group) =>
  readdirSync(path.join(root, group))
    .map((name) => path.join(root, group, name))
    .filter((dir) => existsSync(path.join(dir, 'src'))),
);
const rel = (file) => path.relative(root, file);
const violations = [];

/** Workspace package name → the source file its imports resolve to; package dir → its name. */
const workspaceEntries = new Map();
const packageNames = new Map();
for (const dir of SOURCE_DIRS) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  packageNames.set(dir, pkg.name);
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (target?.source)
      workspaceEntries.set(path.posix.join(pkg.name, subpath), path.join(dir, target.source));
  }
  if (!(pkg.name in LAYERS.packages))
    violations.push(`layer map: ${pkg.name} (${rel(dir)}) is not declared in LAYERS.packages`);
}
const packageDirOf = (file) => SOURCE_DIRS.find((dir) => file.startsWith(dir + path.sep));

const EXTENSIONS = ['.ts', '.tsx'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;

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

/** The workspace package a bare specifier names (`@klarsicht/report`, `@klarsicht/report/x`). */
function workspacePackageOf(specifier) {
  const name = specifier.split('/').slice(0, 2).join('/');
  return name in LAYERS.packages || workspaceEntries.has(name) ? name : undefined;
}

function resolve(from, specifier) {
  if (specifier.startsWith('.')) return resolveRelative(from, specifier);
  return workspaceEntries.get(specifier);
}

// Packages: only declared dependencies, and only by name.
function checkPackage(from, specifier, target) {
  const fromDir = packageDirOf(from);
  const fromName = packageNames.get(fromDir);
  if (specifier.startsWith('.')) {
    const targetDir = target && packageDirOf(target);
    if (targetDir && targetDir !== fromDir)
      violations.push(
        `package: ${rel(from)} reaches into ${rel(target)}: import ${packageNames.get(targetDir)} by name`,
      );
    return;
  }
  const imported = workspacePackageOf(specifier);
  if (!imported || imported === fromName) return;
  if (!(LAYERS.packages[fromName] ?? []).includes(imported))
    violations.push(`package: ${rel(from)} imports ${imported}, which ${fromName} may not import`);
}

// The server: modules, platform and the composition root.
const SERVER = LAYERS.server;
const SERVER_SRC = path.join(root, SERVER.src);
/** Where a server file sits: { module } or { platform } or { root }; undefined outside the server. */
function serverPlace(file) {
  const parts = path.relative(SERVER_SRC, file).split(path.sep);
  if (parts[0] === '..') return undefined;
  if (parts.length === 1) return { root: parts[0] };
  if (parts[0] === SERVER.platform) return { platform: true, file: parts.slice(1).join('/') };
  return { module: parts[0], publicFace: parts.length === 2 && SERVER.publicFiles.includes(parts[1]) };
}
for (const file of existsSync(SERVER_SRC) ? readdirSync(SERVER_SRC) : []) {
  const full = path.join(SERVER_SRC, file);
  if (statSync(full).isDirectory()) {
    if (file !== SERVER.platform && !(file in SERVER.modules))
      violations.push(
        `server: ${rel(full)}/ is neither platform code nor a module declared in LAYERS.server.modules`,
      );
  } else if (EXTENSIONS.some((ext) => file.endsWith(ext)) && !isTest(file) && !SERVER.root.includes(file)) {
    violations.push(`server: ${rel(full)} sits at the top level: put it in a module or in platform/`);
  }
}
function checkServer(from, target) {
  const source = serverPlace(from);
  const dest = serverPlace(target);
  if (!source || !dest) return;
  const tables = dest.module && dest.publicFace && target.endsWith(`${path.sep}schema.ts`);
  if (dest.root && !source.root) {
    violations.push(`server: ${rel(from)} imports the composition root ${rel(target)}`);
    return;
  }
  if (dest.root) return;
  if (source.platform) {
    // The table registry gathers every module's tables for the ORM and drizzle-kit.
    if (dest.module && !(tables && source.file === 'db/schema.ts'))
      violations.push(`server: platform code ${rel(from)} imports the module file ${rel(target)}`);
    return;
  }
  if (!dest.module || dest.module === source.module) return;
  if (!dest.publicFace) {
    violations.push(
      `server: ${rel(from)} reaches into ${rel(target)}: import ${dest.module}/index.ts instead`,
    );
    return;
  }
  // Tables are one layer beneath the modules: any module's file may name any module's tables.
  if (tables || source.root) return;
  if (!SERVER.modules[source.module]?.includes(dest.module))
    violations.push(
      `server: module ${source.module} imports ${dest.module} (${rel(from)}), which LAYERS.server.modules does not allow`,
    );
}
// A module's schema.ts names other tables only: schema.ts files, platform/db/columns.ts, packages.
function checkTableFile(from, target) {
  const source = serverPlace(from);
  if (!source?.module || !source.publicFace || !from.endsWith(`${path.sep}schema.ts`)) return;
  const dest = serverPlace(target);
  if (!dest) return;
  const ok =
    (dest.module && dest.publicFace && target.endsWith(`${path.sep}schema.ts`)) ||
    (dest.platform && dest.file === 'db/columns.ts');
  if (!ok)
    violations.push(
      `server: the table file ${rel(from)} imports ${rel(target)}: tables name tables and columns only`,
    );
}

const WEB_SRC = path.join(root, 'apps/web/src');
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
    violations.push(`feature boundary: ${rel(from)} (shared code) imports the feature file ${rel(to)}`);
  else if (source.feature !== target.feature && !target.publicEntry) {
    violations.push(
      `feature boundary: ${rel(from)} reaches into ${rel(to)}: import features/${target.feature}/index.ts instead`,
    );
  }
}

const graph = new Map();
for (const dir of SOURCE_DIRS) {
  for (const file of sourceFiles(path.join(dir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = resolve(file, specifier);
      checkPackage(file, specifier, target);
      if (target) {
        targets.add(target);
        checkBoundary(file, target);
        checkServer(file, target);
        checkTableFile(file, target);
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

// The declared maps themselves must be acyclic, or "may import" would allow a cycle.
for (const [name, map] of [
  ['LAYERS.packages', LAYERS.packages],
  ['LAYERS.server.modules', SERVER.modules],
]) {
  for (const cycle of findCycles(new Map(Object.entries(map))))
    violations.push(`layer map: ${name} declares a cycle ${cycle.join(' → ')}`);
}

// The scanner's top folders: no pair imports each other.
const SCANNER_SRC = path.join(root, LAYERS.scanner.src);
const scannerFolder = (file) => {
  const parts = path.relative(SCANNER_SRC, file).split(path.sep);
  return parts[0] !== '..' && parts.length > 1 ? parts[0] : undefined;
};
const scannerEdges = new Map();
for (const [file, targets] of graph) {
  const from = scannerFolder(file);
  if (!from) continue;
  for (const target of targets) {
    const to = scannerFolder(target);
    if (!to || to === from) continue;
    const key = `${from}\0${to}`;
    if (!scannerEdges.has(key)) scannerEdges.set(key, `${rel(file)} → ${rel(target)}`);
  }
}
for (const key of scannerEdges.keys()) {
  const [a, b] = key.split('\0');
  if (a < b && scannerEdges.has(`${b}\0${a}`))
    violations.push(
      `scanner: ${a}/ and ${b}/ import each other (${scannerEdges.get(key)}; ${scannerEdges.get(`${b}\0${a}`)})`,
    );
}

const cycles = findCycles(graph);
for (const cycle of cycles) console.error(`import cycle: ${cycle.map(rel).join(' → ')}`);
for (const violation of violations) console.error(violation);
if (cycles.length + violations.length > 0) process.exitCode = 1;
else
  console.log(
    `imports checked: no cycles, every import within the layer map (packages, server modules, scanner folders), no feature-boundary breaches among ${graph.size} source files`,
  );
