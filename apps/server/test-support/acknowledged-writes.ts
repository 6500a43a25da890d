import { type AccountDetails, payOnce, registerAccount, signIn } from './user-flows.js';

/**
 * A mix of writes that the server acknowledges to a person — free checks accepted with 202,
 * accounts created, one-time payments recorded — sent while the server may die at any moment,
 * and the ledger of those it acknowledged, to be looked for after a restart.
 */

export interface AcknowledgedWrites {
  scans: { id: string; round: number }[];
  accounts: (AccountDetails & { round: number })[];
  payments: { email: string; checkoutId: string; round: number }[];
}

export const emptyLedger = (): AcknowledgedWrites => ({ scans: [], accounts: [], payments: [] });

/** mulberry32: small, seedable, good enough to pick kill moments that a seed can replay. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every account of the run has it: the payer of a sampled payment can sign in without its record. */
const PASSWORD = 'sigkill resistant passphrase';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = (fromMs: number, toMs: number) => pause(fromMs + Math.random() * (toMs - fromMs));

/** The account that pays, kept across rounds so that payments start without a sign-up first. */
export interface Payer {
  email: string;
  accessToken: string;
}

export class WriteLoad {
  private running = true;
  private readonly loops: Promise<void>[];
  private accountsMade = 0;

  constructor(
    private readonly options: {
      origin: string;
      ledger: AcknowledgedWrites;
      round: number;
      /** What the free checks check (each gets its own query string). */
      scanTarget: (n: number) => string;
      /** Makes the e-mail addresses of this run unique. */
      runId: string;
      payer: { current: Payer | undefined };
    },
  ) {
    this.loops = [this.scanLoop(), this.accountLoop(), this.paymentLoop()];
  }

  /** Resolves once the server has acknowledged a write of each kind in this round. */
  async untilEveryKindAcknowledged(timeoutMs: number): Promise<void> {
    const { ledger, round } = this.options;
    const deadline = Date.now() + timeoutMs;
    const inRound = (writes: { round: number }[]) => writes.some((write) => write.round === round);
    while (!(inRound(ledger.scans) && inRound(ledger.accounts) && inRound(ledger.payments))) {
      if (Date.now() > deadline)
        throw new Error(`not every kind of write was acknowledged in ${timeoutMs} ms`);
      await pause(50);
    }
  }

  /** Ends the loops; their requests to a killed server fail at once, so this is quick. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.race([Promise.allSettled(this.loops), pause(15_000)]);
  }

  private async scanLoop(): Promise<void> {
    const { origin, ledger, round } = this.options;
    for (let n = 0; this.running; n++) {
      await this.attempt(async () => {
        const response = await fetch(`${origin}/api/scans`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url: this.options.scanTarget(round * 1_000 + n) }),
        });
        if (response.status !== 202) throw new Error(`POST /api/scans answered ${response.status}`);
        const { id } = (await response.json()) as { id: string };
        ledger.scans.push({ id, round });
      });
      await jitter(150, 400);
    }
  }

  private async accountLoop(): Promise<void> {
    while (this.running) {
      await this.attempt(async () => {
        await this.newAccount();
      });
      await jitter(50, 200);
    }
  }

  private async paymentLoop(): Promise<void> {
    const { origin, ledger, round, payer } = this.options;
    while (this.running) {
      await this.attempt(async () => {
        payer.current ??= await this.newAccount();
        const { email, accessToken } = payer.current;
        try {
          await payOnce(origin, accessToken, (checkoutId) =>
            ledger.payments.push({ email, checkoutId, round }),
          );
        } catch (error) {
          // The token may be older than its lifetime after many rounds: sign in again next time.
          payer.current = undefined;
          throw error;
        }
      });
      await jitter(50, 200);
    }
  }

  private async newAccount(): Promise<Payer> {
    const { origin, ledger, round, runId } = this.options;
    const account: AccountDetails = {
      email: `crash-${runId}-${round}-${this.accountsMade++}@example.org`,
      password: PASSWORD,
      fullName: 'Crash Test',
    };
    const accessToken = await registerAccount(origin, account, () =>
      ledger.accounts.push({ ...account, round }),
    );
    return { email: account.email, accessToken };
  }

  /** A request the kill interrupts is simply not acknowledged; the loop waits a little and goes on. */
  private async attempt(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch {
      if (this.running) await pause(50);
    }
  }
}

/** Every acknowledged write in `writes` that the server no longer shows, described. */
export async function findLostWrites(origin: string, writes: AcknowledgedWrites): Promise<string[]> {
  const lost: string[] = [];
  for (const scan of writes.scans) {
    const response = await fetch(`${origin}/api/scans/${scan.id}`);
    await response.arrayBuffer();
    if (response.status !== 200)
      lost.push(`scan ${scan.id} (round ${scan.round}) answers ${response.status}`);
  }

  const tokens = new Map<string, string | null>();
  const tokenOf = async (email: string, password: string) => {
    if (!tokens.has(email)) tokens.set(email, await signIn(origin, email, password));
    return tokens.get(email) ?? null;
  };
  for (const account of writes.accounts) {
    const token = await tokenOf(account.email, account.password);
    if (!token) {
      lost.push(`account ${account.email} (round ${account.round}) cannot sign in`);
      continue;
    }
    const me = await fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await me.json()) as { email?: string };
    if (body.email !== account.email)
      lost.push(`account ${account.email}: /api/me says ${JSON.stringify(body)}`);
  }

  const paymentsByEmail = new Map<string, AcknowledgedWrites['payments']>();
  for (const payment of writes.payments) {
    paymentsByEmail.set(payment.email, [...(paymentsByEmail.get(payment.email) ?? []), payment]);
  }
  for (const [email, payments] of paymentsByEmail) {
    const token = await tokenOf(email, PASSWORD);
    if (!token) {
      lost.push(`the payer ${email} cannot sign in`);
      continue;
    }
    const authorization = { authorization: `Bearer ${token}` };
    for (const payment of payments) {
      const response = await fetch(`${origin}/api/billing/test-mode/checkout/${payment.checkoutId}`, {
        headers: authorization,
      });
      const session = (await response.json()) as { status?: string };
      if (session.status !== 'complete') {
        lost.push(`payment ${payment.checkoutId} (round ${payment.round}) is ${JSON.stringify(session)}`);
      }
    }
    const response = await fetch(`${origin}/api/billing/account?fresh=true`, { headers: authorization });
    const account = (await response.json()) as { oneTimePayments?: unknown[] };
    const listed = account.oneTimePayments?.length ?? 0;
    // At least: a payment whose answer the kill cut off may have been recorded too.
    const acknowledged = new Set(payments.map((payment) => payment.checkoutId)).size;
    if (listed < acknowledged) lost.push(`${email} shows ${listed} payments of ${acknowledged} acknowledged`);
  }
  return lost;
}

/** Scans among `scans` that did not reach a final state within `timeoutMs` (a 202 is a promise to run). */
export async function findUnfinishedScans(
  origin: string,
  scans: AcknowledgedWrites['scans'],
  timeoutMs: number,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let unfinished = scans.map((scan) => ({ id: scan.id, status: 'unknown' }));
  for (;;) {
    const still: typeof unfinished = [];
    for (const { id } of unfinished) {
      const response = await fetch(`${origin}/api/scans/${id}`);
      const { status } = (await response.json()) as { status?: string };
      if (status !== 'succeeded' && status !== 'failed') still.push({ id, status: String(status) });
    }
    unfinished = still;
    if (unfinished.length === 0 || Date.now() >= deadline) break;
    await pause(500);
  }
  return unfinished.map(({ id, status }) => `scan ${id} still ${status}`);
}
