import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The whole program as `npm start` runs it (ROLE=all on the embedded PGlite database, embedded
 * sign-in, local test-mode billing), started with tsx on the sources in its own process group,
 * so a test can SIGKILL it together with the Chromium it started.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainSource = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** Settings that would point the process away from the embedded defaults. */
const NOT_EMBEDDED = [
  'DATABASE_URL',
  'OIDC_ISSUER',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
];

export interface EmbeddedServerOptions {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}

export class EmbeddedServerProcess {
  readonly origin: string;
  private readonly child: ChildProcess;
  private readonly exited: Promise<number | null>;
  private exitCode: number | null | undefined;
  /** The last lines the process wrote, for the message of a failed test. */
  private readonly outputTail: string[] = [];

  constructor(options: EmbeddedServerOptions) {
    this.origin = `http://127.0.0.1:${options.port}`;
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of NOT_EMBEDDED) delete env[name];
    // tsx on the sources, resolving workspace packages to their sources too: no build needed.
    this.child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', mainSource], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        ROLE: 'all',
        DATA_DIR: options.dataDir,
        HOST: '127.0.0.1',
        PORT: String(options.port),
        PUBLIC_URL: this.origin,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        this.exitCode = code;
        resolve(code);
      }),
    );
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => this.remember(chunk));
    }
  }

  /** Waits until /readyz answers 200; fails if the process exits or `timeoutMs` passes first. */
  async waitUntilReady(timeoutMs: number): Promise<number> {
    const startedAt = Date.now();
    for (;;) {
      if (this.exitCode !== undefined) {
        throw new Error(`the server exited with ${this.exitCode} before it was ready:\n${this.output()}`);
      }
      if (Date.now() - startedAt > timeoutMs) {
        throw new Error(`the server was not ready within ${timeoutMs} ms:\n${this.output()}`);
      }
      try {
        const response = await fetch(`${this.origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) return Date.now() - startedAt;
      } catch {
        // Not listening yet (or still opening its database).
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGKILL to the process and its Chromium; resolves once the process is gone. */
  async kill(): Promise<void> {
    if (this.exitCode === undefined && this.child.pid !== undefined) {
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await this.exited;
  }

  output(): string {
    return this.outputTail.join('');
  }

  private remember(chunk: string): void {
    this.outputTail.push(chunk);
    while (this.outputTail.length > 40) this.outputTail.shift();
  }
}
