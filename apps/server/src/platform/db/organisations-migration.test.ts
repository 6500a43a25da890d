import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../../test-support/test-database.js';
import { secretBinding } from '../../sites/settings/site-settings-model.js';
import { createCredentialsCipher, singleKeyRing } from '../secrets/credentials-cipher.js';
import { MIGRATIONS_DIR, migrate } from './migrate.js';

/**
 * Migration 0021 (decision 028) on a database as the service left it at 0020, filled the way
 * accounts fill it: every account becomes the owner of a personal organisation whose id is its own,
 * and every row it owned is still there, owned by that organisation, with who decided kept apart.
 */

const ORGANISATIONS_MIGRATION = '0021_organisations';

const cipher = createCredentialsCipher(singleKeyRing(randomBytes(32)));

interface Account {
  id: string;
  subject: string;
  name: string | null;
  email: string | null;
}

const anna: Account = { id: randomUUID(), subject: 'anna', name: 'Anna Schmidt', email: 'anna@example.de' };
const ben: Account = { id: randomUUID(), subject: 'ben', name: null, email: 'ben@example.com' };
const nameless: Account = { id: randomUUID(), subject: 'nameless', name: ' ', email: null };

/** A database migrated up to, not including, the organisations migration. */
async function databaseBefore(
  kind: 'pglite' | 'postgres',
): Promise<{ database: TestDatabase; rest: string }> {
  const before = await mkdtemp(path.join(tmpdir(), 'klarsicht-migrations-'));
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file.endsWith('.sql') && file < ORGANISATIONS_MIGRATION)
      await copyFile(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  }
  const database = await createTestDatabase({ kind, migrations: before });
  return { database, rest: before };
}

async function fill(database: TestDatabase): Promise<Record<string, string>> {
  const sql = (text: string, values: unknown[] = []) => database.db.executeSql(text, values);
  const ids: Record<string, string> = {};
  for (const account of [anna, ben, nameless]) {
    await sql(
      `insert into users (id, issuer, subject, email, email_verified, full_name) values ($1, 'https://id.example', $2, $3, true, $4)`,
      [account.id, account.subject, account.email, account.name],
    );
  }
  const scan = async (key: string, owner: string | null, site: string) => {
    ids[key] = randomUUID();
    await sql(
      `insert into scans (id, owner_id, url, site, scope, profile, status, created_at) values ($1, $2, $3, $4, 'site', 'wcag21aa', 'succeeded', now())`,
      [ids[key], owner, `https://${site}/`, site],
    );
  };
  await scan('annaScan', anna.id, 'baeckerei.example');
  await scan('annaOlderScan', anna.id, 'baeckerei.example');
  await scan('benScan', ben.id, 'verein.example');
  await scan('freeCheck', null, 'irgendwo.example');
  // Owned by an account that no longer exists: nobody could read it.
  await scan('orphanScan', randomUUID(), 'weg.example');
  ids.monitor = randomUUID();
  await sql(
    `insert into site_monitors (id, user_id, url, site, profile, next_run_at) values ($1, $2, 'https://baeckerei.example/', 'baeckerei.example', 'bfsg', now())`,
    [ids.monitor, anna.id],
  );
  const sealed = cipher.seal(
    JSON.stringify({ password: 'Brötchen-2026' }),
    secretBinding(anna.id, 'baeckerei.example'),
  );
  await sql(
    `insert into site_scan_settings (user_id, site, sign_in, sign_in_secret) values ($1, 'baeckerei.example', $2, $3)`,
    [anna.id, JSON.stringify({ kind: 'basic', username: 'anna' }), sealed],
  );
  ids.review = randomUUID();
  await sql(
    `insert into finding_reviews (id, user_id, site, rule_id, page_url, note) values ($1, $2, 'baeckerei.example', 'color-contrast', '', 'Logo, keine Information')`,
    [ids.review, anna.id],
  );
  ids.verdict = randomUUID();
  await sql(
    `insert into criterion_results (id, user_id, site, criterion_id, outcome, note, decided_at, decided_scan_id) values ($1, $2, 'baeckerei.example', '1.2.2', 'passed', 'Videos untertitelt', now(), $3)`,
    [ids.verdict, anna.id, ids.annaScan],
  );
  await sql(`insert into criterion_evidence (result_id, mime, bytes) values ($1, 'image/png', $2)`, [
    ids.verdict,
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  ]);
  ids.statement = randomUUID();
  await sql(
    `insert into accessibility_statements (id, user_id, site, public_id, draft) values ($1, $2, 'baeckerei.example', 'oeffentlich-123', $3)`,
    [ids.statement, anna.id, JSON.stringify({ organisation: 'Bäckerei Korn' })],
  );
  await sql(
    `insert into accessibility_statement_versions (id, statement_id, number, content, published_at) values ($1, $2, 1, $3, now())`,
    [randomUUID(), ids.statement, JSON.stringify({ site: 'baeckerei.example' })],
  );
  ids.token = randomUUID();
  await sql(
    `insert into api_tokens (id, user_id, name, token_hash, prefix) values ($1, $2, 'Pipeline', $3, 'ks_abcd')`,
    [ids.token, anna.id, randomBytes(32).toString('hex')],
  );
  ids.shareLink = randomUUID();
  await sql(`insert into share_links (id, token, scan_id, created_by) values ($1, $2, $3, $4)`, [
    ids.shareLink,
    randomBytes(16).toString('hex'),
    ids.annaScan,
    anna.id,
  ]);
  await sql(
    `insert into billing_customers (user_id, provider, customer_id) values ($1, 'local', 'cus_anna')`,
    [anna.id],
  );
  await sql(
    `insert into billing_accounts (user_id, provider, account, refreshed_at) values ($1, 'local', '{"plan":"basic"}', now())`,
    [anna.id],
  );
  return ids;
}

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !TEST_DATABASE_URL)(`the organisations migration (${kind})`, () => {
    let database: TestDatabase;
    let before: string;
    let ids: Record<string, string>;
    const rows = async (text: string, values: unknown[] = []) =>
      (await database.db.executeSql(text, values)).rows as Array<Record<string, unknown>>;

    beforeAll(async () => {
      ({ database, rest: before } = await databaseBefore(kind));
      ids = await fill(database);
      const { applied } = await migrate(database.db);
      expect(applied).toContain(ORGANISATIONS_MIGRATION);
    }, 60_000);

    afterAll(async () => {
      await database?.destroy();
      if (before) await rm(before, { recursive: true, force: true });
    });

    it('makes every account the owner of a personal organisation with its own id and name', async () => {
      const organisations = await rows(
        `select o.id, o.name, o.personal, m.user_id, m.role from organisations o join memberships m on m.organisation_id = o.id`,
      );
      expect(organisations).toHaveLength(3);
      expect(organisations).toEqual(
        expect.arrayContaining([
          { id: anna.id, name: 'Anna Schmidt', personal: true, user_id: anna.id, role: 'owner' },
          { id: ben.id, name: 'ben@example.com', personal: true, user_id: ben.id, role: 'owner' },
          { id: nameless.id, name: 'Klarsicht', personal: true, user_id: nameless.id, role: 'owner' },
        ]),
      );
    });

    it('keeps every scan an account could read, owned by its organisation and started by it', async () => {
      const scans = await rows(`select id, organisation_id, started_by from scans order by id`);
      const byId = new Map(scans.map((scan) => [scan.id, scan]));
      expect(byId.get(ids.annaScan!)).toMatchObject({ organisation_id: anna.id, started_by: anna.id });
      expect(byId.get(ids.annaOlderScan!)).toMatchObject({ organisation_id: anna.id });
      expect(byId.get(ids.benScan!)).toMatchObject({ organisation_id: ben.id, started_by: ben.id });
      expect(byId.get(ids.freeCheck!)).toMatchObject({ organisation_id: null, started_by: null });
      // Nobody could read it before; it does not become an anonymous scan anyone could.
      expect(byId.has(ids.orphanScan!)).toBe(false);
      expect(scans).toHaveLength(4);
    });

    it('moves sites, settings, decisions, verdicts, statements, tokens and billing to the organisation', async () => {
      expect(await rows(`select organisation_id from site_monitors where id = $1`, [ids.monitor])).toEqual([
        { organisation_id: anna.id },
      ]);
      expect(await rows(`select organisation_id, decided_by, note from finding_reviews`)).toEqual([
        { organisation_id: anna.id, decided_by: anna.id, note: 'Logo, keine Information' },
      ]);
      expect(
        await rows(
          `select r.organisation_id, r.decided_by, r.decided_scan_id, e.mime from criterion_results r join criterion_evidence e on e.result_id = r.id`,
        ),
      ).toEqual([
        { organisation_id: anna.id, decided_by: anna.id, decided_scan_id: ids.annaScan, mime: 'image/png' },
      ]);
      expect(
        await rows(
          `select s.organisation_id, s.public_id, v.published_by from accessibility_statements s join accessibility_statement_versions v on v.statement_id = s.id`,
        ),
      ).toEqual([{ organisation_id: anna.id, public_id: 'oeffentlich-123', published_by: anna.id }]);
      expect(await rows(`select user_id, organisation_id from api_tokens`)).toEqual([
        { user_id: anna.id, organisation_id: anna.id },
      ]);
      expect(await rows(`select created_by from share_links`)).toEqual([{ created_by: anna.id }]);
      expect(await rows(`select organisation_id, customer_id from billing_customers`)).toEqual([
        { organisation_id: anna.id, customer_id: 'cus_anna' },
      ]);
      expect(await rows(`select organisation_id from billing_accounts`)).toEqual([
        { organisation_id: anna.id },
      ]);
    });

    it('leaves sealed sign-in secrets readable: they were bound to the id the organisation now has', async () => {
      const [settings] = await rows(`select organisation_id, site, sign_in_secret from site_scan_settings`);
      const opened = cipher.open(
        String(settings!.sign_in_secret),
        secretBinding(String(settings!.organisation_id), String(settings!.site)),
      );
      expect(JSON.parse(opened)).toEqual({ password: 'Brötchen-2026' });
    });

    it('keeps one row per organisation and site, and removes a whole organisation with what it owns', async () => {
      await expect(
        database.db.executeSql(
          `insert into site_monitors (id, organisation_id, url, site, profile, next_run_at) values ($1, $2, 'https://baeckerei.example/', 'baeckerei.example', 'bfsg', now())`,
          [randomUUID(), anna.id],
        ),
      ).rejects.toThrow();
      await database.db.executeSql(`delete from organisations where id = $1`, [ben.id]);
      expect(await rows(`select id from scans where organisation_id = $1`, [ben.id])).toEqual([]);
      // The person stays; only their organisation went.
      expect(await rows(`select id from users where id = $1`, [ben.id])).toEqual([{ id: ben.id }]);
    });

    it('lets a member leave without taking what the organisation owns', async () => {
      const team = randomUUID();
      await database.db.executeSql(`insert into organisations (id, name) values ($1, 'Agentur Nord')`, [
        team,
      ]);
      await database.db.executeSql(
        `insert into memberships (organisation_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'editor')`,
        [team, anna.id, nameless.id],
      );
      await database.db.executeSql(
        `insert into finding_reviews (id, organisation_id, site, rule_id, page_url, decided_by) values ($1, $2, 'nord.example', 'image-alt', '', $3)`,
        [randomUUID(), team, nameless.id],
      );
      await database.db.executeSql(`delete from users where id = $1`, [nameless.id]);
      expect(await rows(`select decided_by from finding_reviews where organisation_id = $1`, [team])).toEqual(
        [{ decided_by: null }],
      );
      await expect(
        database.db.executeSql(
          `insert into memberships (organisation_id, user_id, role) values ($1, $2, 'boss')`,
          [team, ben.id],
        ),
      ).rejects.toThrow();
    });
  });
}
