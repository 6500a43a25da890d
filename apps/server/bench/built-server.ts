import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built server as `npm start` runs it (one process, embedded database), for the benchmarks that drive a browser. */

const env = process.env;
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
export const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
export const chromiumPath =
  env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const STARTUP_TIMEOUT_MS = 120_000;

/** Throws unless `npm run build` has produced the server and the web app. */
export function requireBuild(): void {
  for (const required of [serverEntry, webIndex]) {
    if (!existsSync(required))
      throw new Error(`${path.relative(repoRoot, required)} is missing: run npm run build.`);
  }
}

export function startBuiltServer(port: number, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The small page is on this machine, and every check comes from one address.
      KLARSICHT_ALLOW_PRIVATE_TARGETS: '1',
      FREE_SCAN_RATE_LIMIT: '10000',
      LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'warn',
      ...(chromiumPath ? { CHROMIUM_PATH: chromiumPath } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export async function waitUntilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready in time');
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
