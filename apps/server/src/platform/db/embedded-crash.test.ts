import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FixtureSite, startFixtureSite } from '@klarsicht/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AcknowledgedWrites,
  emptyLedger,
  findLostWrites,
  findUnfinishedScans,
  type Payer,
  seededRandom,
  WriteLoad,
} from '../../../test-support/acknowledged-writes.js';
import { EmbeddedServerProcess } from '../../../test-support/embedded-server-process.js';
import { freePort } from '../../../test-support/oidc-browser.js';
import { seedPgliteDataDir } from '../../../test-support/test-database.js';

/**
 * The embedded database survives SIGKILL at any moment: the program runs as `npm start` runs it
 * while free checks, sign-ups and test-mode payments arrive, is killed (with its Chromium) at a
 * random moment — now and then again while it is still starting — and started on the same
 * DATA_DIR. Each time it must open, and every write it acknowledged before must still be there.
 *
 * EMBEDDED_CRASH_KILLS sets the number of kills under load (default 5, about a minute);
 * EMBEDDED_CRASH_SEED replays the kill moments of a failed run (its seed is in the test's name).
 */

const KILLS = Number(process.env.EMBEDDED_CRASH_KILLS ?? 5);
const SEED = Number(process.env.EMBEDDED_CRASH_SEED ?? randomInt(2 ** 31));
/** The longest stretch of writes before a kill. */
const MAX_LOAD_MS = 3_000;
/** How many older writes of each kind are looked for again after each restart (all at the end). */
const OLDER_SAMPLE = 6;
/** A start on a loaded two-core machine: tsx, PGlite's WASM, recovery, Chromium. */
const READY_TIMEOUT_MS = 90_000;

const serverEnv = {
  KLARSICHT_ALLOW_PRIVATE_TARGETS: '1',
  // Every write a person can cause, as often as the test sends them.
  FREE_SCAN_RATE_LIMIT: '1000000',
  LOGIN_RATE_LIMIT: '1000000',
  VERIFICATION_MAIL_RATE_LIMIT: '1000000',
  SCAN_SCREENSHOTS: '0',
  // A scan the kill interrupted comes back within the test, however recovery is tuned by default.
  SCAN_PAGE_TIMEOUT_MS: '10000',
  SCAN_TOTAL_TIMEOUT_MS: '12000',
  SCAN_JOB_EXPIRY_SECONDS: '15',
  SCAN_RETRY_DELAY_SECONDS: '1',
  QUEUE_POLLING_INTERVAL_SECONDS: '0.5',
  QUEUE_MAINTENANCE_INTERVAL_SECONDS: '1',
};

let site: FixtureSite;
let dataDir: string;
let port: number;
let server: EmbeddedServerProcess | undefined;

beforeAll(async () => {
  site = await startFixtureSite({ pages: 'shop' });
  dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-crash-'));
  // A migrated cluster, as after the first start (initdb in WASM is slow); the port stays the same
  // across restarts, because the embedded provider's issuer is PUBLIC_URL.
  await seedPgliteDataDir(path.join(dataDir, 'pglite'));
  port = await freePort();
});

afterAll(async () => {
  await server?.kill();
  await site?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it(`opens after SIGKILL at random moments and keeps every acknowledged write (${KILLS} kills, seed ${SEED})`, {
    timeout: 60_000 + KILLS * 45_000,
  }, async () => {
    // Kill moments from one stream, the sample of older writes from another: a replay with the
    // same seed kills at the same moments however many writes the load got through.
    const random = seededRandom(SEED);
    const sampling = seededRandom(SEED + 1);
    const ledger = emptyLedger();
    const replay = `replay with EMBEDDED_CRASH_SEED=${SEED} EMBEDDED_CRASH_KILLS=${KILLS}`;
    const runId = randomBytes(4).toString('hex');
    const payer: { current: Payer | undefined } = { current: undefined };
    let verifiedUpTo = 0;
    let startupKills = 0;

    server = new EmbeddedServerProcess({ dataDir, port, env: serverEnv });
    let startupMs = await server.waitUntilReady(READY_TIMEOUT_MS);
    // Where the test's time goes: mostly starts, which it cannot make shorter.
    let startsMs = startupMs;

    for (let round = 1; round <= KILLS; round++) {
      const load = new WriteLoad({
        origin: server.origin,
        ledger,
        round,
        runId,
        payer,
        // The page without problems: the checks are writes to keep, not findings to compare, and a
        // lighter scan leaves more of the two cores to the restarts.
        scanTarget: (n) => site.url(`/about.html?check=${n}`),
      });
      // Once, so that every kind of write is among those to be kept: the kill moment then counts
      // from the first payment (each round after that can kill before any write is answered).
      if (round === 1) await load.untilEveryKindAcknowledged(READY_TIMEOUT_MS);
      await pause(random() * MAX_LOAD_MS);
      await server.kill();
      // The next process starts while the load winds down: stop() ends the loops at once, and
      // their requests to the dead port fail long before the new process listens.
      const stopped = load.stop();
      server = new EmbeddedServerProcess({ dataDir, port, env: serverEnv });
      await stopped;
      if (random() < 0.3) {
        // Killed again while it opens its database, recovers, migrates or starts its queue.
        await pause(random() * startupMs);
        await server.kill();
        startupKills++;
        server = new EmbeddedServerProcess({ dataDir, port, env: serverEnv });
      }
      startupMs = await server.waitUntilReady(READY_TIMEOUT_MS);
      startsMs += startupMs;

      const lost = await findLostWritesByKind(
        server.origin,
        recentAndSample(ledger, verifiedUpTo + 1, sampling),
      );
      expect(lost, `round ${round}: acknowledged writes lost; ${replay}`).toEqual([]);
      verifiedUpTo = round;
    }

    // Both at once: the scans finish while the other writes are looked for.
    const endChecksFrom = Date.now();
    const [lostAtEnd, unfinished] = await Promise.all([
      findLostWritesByKind(server.origin, ledger),
      findUnfinishedScans(server.origin, ledger.scans, 90_000),
    ]);
    expect(lostAtEnd, `after the last restart; ${replay}`).toEqual([]);
    expect(unfinished, replay).toEqual([]);
    console.info(
      `embedded crash test, seed ${SEED}: ${KILLS} kills under load and ${startupKills} while starting, ${summary(ledger)} acknowledged, none lost; ${(startsMs / 1000).toFixed(1)} s in starts to ready, ${((Date.now() - endChecksFrom) / 1000).toFixed(1)} s in the last checks`,
    );
  });
});

/** The writes of rounds from `fromRound` on, and a few older ones of each kind. */
function recentAndSample(
  ledger: AcknowledgedWrites,
  fromRound: number,
  random: () => number,
): AcknowledgedWrites {
  const pick = <T extends { round: number }>(writes: T[]): T[] => {
    const older = writes.filter((write) => write.round < fromRound);
    const sample = older.filter(() => random() < OLDER_SAMPLE / Math.max(older.length, OLDER_SAMPLE));
    return [...sample, ...writes.filter((write) => write.round >= fromRound)];
  };
  return { scans: pick(ledger.scans), accounts: pick(ledger.accounts), payments: pick(ledger.payments) };
}

/**
 * findLostWrites on each account and each payer at once: each looks its writes up one by one,
 * mostly waiting on a sign-in.
 */
async function findLostWritesByKind(origin: string, writes: AcknowledgedWrites): Promise<string[]> {
  const none = emptyLedger();
  const payers = [...new Set(writes.payments.map((payment) => payment.email))];
  const found = await Promise.all([
    findLostWrites(origin, { ...none, scans: writes.scans }),
    ...writes.accounts.map((account) => findLostWrites(origin, { ...none, accounts: [account] })),
    ...payers.map((email) =>
      findLostWrites(origin, {
        ...none,
        payments: writes.payments.filter((payment) => payment.email === email),
      }),
    ),
  ]);
  return found.flat();
}

function summary(ledger: AcknowledgedWrites): string {
  return `${ledger.scans.length} scans, ${ledger.accounts.length} accounts, ${ledger.payments.length} payments`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
