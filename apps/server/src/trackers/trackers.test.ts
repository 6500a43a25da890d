import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../test-support/billing.js';
import { getJson, postJson, waitForScan } from '../../test-support/http.js';
import { type PlannedFinding, reportOf, scriptedScanner } from '../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { headerAuthenticator, startTestService, type TestService } from '../../test-support/test-service.js';
import { startGithubFake, startGitlabFake, startJiraFake } from '../../test-support/tracker-fakes/index.js';

/**
 * Tickets end to end (decision 030), against local servers that implement the trackers' documented
 * endpoints: a member creates a ticket for an issue in GitHub, GitLab and Jira (one per issue, a
 * second request finds it), closes it "in the tracker", whose signed webhook marks the issue fixed;
 * the next scan, no longer finding it, verifies it and says so on the ticket; a later scan that
 * finds it again reopens the ticket with a comment. A webhook that does not verify changes nothing.
 */

const CREDENTIALS_KEY = Buffer.alloc(32, 6).toString('base64');
const HOME = 'https://laden.example/';
const image: PlannedFinding = {
  pageUrl: HOME,
  ruleId: 'image-alt',
  category: 'violations',
  impact: 'critical',
  wcag: ['1.1.1'],
  selector: '#logo',
};
const label: PlannedFinding = {
  pageUrl: `${HOME}kasse`,
  ruleId: 'label',
  category: 'violations',
  impact: 'critical',
  wcag: ['1.3.1', '4.1.2'],
  selector: '#plz',
};

let database: TestDatabase;
let service: TestService;
let findingsNow: PlannedFinding[] = [image, label];

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startTestService({
    db: database.db,
    env: { CREDENTIALS_KEY },
    createScanner: () => scriptedScanner((url) => reportOf(url, findingsNow)),
    authenticate: headerAuthenticator(database.db),
  });
}, 120_000);

afterAll(async () => {
  await service?.close();
  await database?.destroy();
});

async function siteScan(headers: Record<string, string>): Promise<string> {
  const started = await postJson(`${service.baseUrl}/api/scans`, { url: HOME, scope: 'site' }, headers);
  expect(started.status, JSON.stringify(started.json)).toBe(202);
  const done = await waitForScan(service.baseUrl, started.json.id, { headers, timeoutMs: 60_000 });
  expect(done.status).toBe('succeeded');
  return started.json.id;
}

async function issuesOf(scanId: string, headers: Record<string, string>) {
  const { json } = await getJson(`${service.baseUrl}/api/scans/${scanId}/issues?limit=50`, headers);
  return json.items as Array<{
    id: string;
    ruleId: string;
    status: string;
    ticket?: { reference: string; state: string; url: string };
  }>;
}

describe('tickets in GitHub, GitLab and Jira', () => {
  it('are made once per issue, closed in the tracker to fix it, verified and reopened by scans', async () => {
    const github = await startGithubFake({ repository: 'laden/website' });
    const gitlab = await startGitlabFake({ project: 'laden/website' });
    const jira = await startJiraFake({ projectKey: 'WEB' });
    try {
      findingsNow = [image, label];
      const user = await createTestUser(database.db, 'tickets-owner');
      await grantPlan(database.db, user.id, 'basic', [HOME]);
      const headers = { 'x-test-user': user.id };
      const first = await siteScan(headers);

      const link = async (payload: object) => {
        const made = await postJson(`${service.baseUrl}/api/organisation/trackers`, payload, headers);
        expect(made.status, JSON.stringify(made.json)).toBe(201);
        expect(made.json.webhookUrl).toMatch(new RegExp(`/api/trackers/${made.json.id}/webhook$`));
        return made.json as { id: string; webhookSecret: string };
      };
      const trackers = {
        github: await link({
          kind: 'github',
          repository: github.repository,
          token: github.token,
          apiUrl: github.url,
        }),
        gitlab: await link({
          kind: 'gitlab',
          project: gitlab.project,
          token: gitlab.token,
          baseUrl: gitlab.url,
        }),
        jira: await link({
          kind: 'jira',
          siteUrl: jira.url,
          projectKey: jira.projectKey,
          email: jira.email,
          token: jira.token,
        }),
      };
      // The token is never shown again.
      const listed = await getJson(`${service.baseUrl}/api/organisation/trackers`, headers);
      expect(JSON.stringify(listed.json)).not.toContain(github.token);

      const issues = await issuesOf(first, headers);
      const imageIssue = issues.find((issue) => issue.ruleId === 'image-alt')!;
      const labelIssue = issues.find((issue) => issue.ruleId === 'label')!;
      const ticket = async (trackerId: string, issueId: string) => {
        const made = await postJson(
          `${service.baseUrl}/api/scans/${first}/tickets`,
          { trackerId, issueIds: [issueId], language: 'de' },
          headers,
        );
        expect(made.status, JSON.stringify(made.json)).toBe(200);
        return made.json.items[0] as { outcome: string; ticket: { reference: string; url: string } };
      };

      // GitHub: one ticket, a second request finds it.
      expect(await ticket(trackers.github.id, imageIssue.id)).toMatchObject({
        outcome: 'created',
        ticket: { reference: '#1' },
      });
      expect(await ticket(trackers.github.id, imageIssue.id)).toMatchObject({ outcome: 'existing' });
      expect(github.tickets).toHaveLength(1);
      const githubTicket = github.tickets[0]!;
      expect(githubTicket.labels).toEqual([expect.stringMatching(/^klarsicht-[0-9a-f]{12}$/)]);
      expect(githubTicket.body).toContain('#logo');
      expect(githubTicket.body).toContain('1.1.1');
      expect(githubTicket.body).toContain(`/run/${first}`);
      // GitLab and Jira, the other issue.
      expect(await ticket(trackers.gitlab.id, labelIssue.id)).toMatchObject({ outcome: 'created' });
      expect(await ticket(trackers.jira.id, labelIssue.id)).toMatchObject({
        outcome: 'created',
        ticket: { reference: 'WEB-1' },
      });
      expect(gitlab.tickets[0]?.description).toContain('#plz');
      expect(jira.tickets[0]?.labels).toEqual([expect.stringMatching(/^klarsicht-[0-9a-f]{12}$/)]);
      expect(
        (await issuesOf(first, headers)).find((issue) => issue.id === imageIssue.id)?.ticket,
      ).toMatchObject({
        reference: '#1',
        state: 'open',
      });

      // A webhook that does not verify changes nothing.
      const forged = await github.closeTicket('1', {
        url: `${service.baseUrl}/api/trackers/${trackers.github.id}/webhook`,
        secret: 'not-the-secret',
      });
      expect(forged?.status).toBe(400);
      expect((await issuesOf(first, headers)).find((issue) => issue.id === imageIssue.id)?.status).toBe(
        'open',
      );

      // Closed in each tracker, with its signed webhook: the issues are fixed, awaiting a scan.
      const hook = (id: string, secret: string) => ({
        url: `${service.baseUrl}/api/trackers/${id}/webhook`,
        secret,
      });
      expect(
        (await github.closeTicket('1', hook(trackers.github.id, trackers.github.webhookSecret)))?.status,
      ).toBe(200);
      expect(
        (
          await gitlab.closeTicket(
            String(gitlab.tickets[0]!.iid),
            hook(trackers.gitlab.id, trackers.gitlab.webhookSecret),
          )
        )?.status,
      ).toBe(200);
      expect(
        (await jira.closeTicket('WEB-1', hook(trackers.jira.id, trackers.jira.webhookSecret)))?.status,
      ).toBe(200);
      const afterClosing = await issuesOf(first, headers);
      expect(afterClosing.find((issue) => issue.id === imageIssue.id)).toMatchObject({
        status: 'fixed',
        ticket: { state: 'closed' },
      });
      expect(afterClosing.find((issue) => issue.id === labelIssue.id)?.status).toBe('fixed');

      // The next scan checks both pages and no longer finds them: verified, each ticket hears of it.
      findingsNow = [
        { pageUrl: HOME, ruleId: 'image-alt', category: 'passes' },
        { pageUrl: `${HOME}kasse`, ruleId: 'label', category: 'passes' },
      ];
      await siteScan(headers);
      await expect.poll(() => github.tickets[0]!.comments.length, { timeout: 20_000 }).toBe(1);
      expect(github.tickets[0]!.comments[0]).toContain('Behebung ist bestätigt');
      await expect.poll(() => gitlab.tickets[0]!.notes.length, { timeout: 20_000 }).toBe(1);
      await expect.poll(() => jira.tickets[0]!.comments.length, { timeout: 20_000 }).toBe(1);

      // A later scan finds the image's barrier again: reopened, the ticket too, with a comment.
      findingsNow = [image];
      const third = await siteScan(headers);
      await expect.poll(() => github.tickets[0]!.state, { timeout: 20_000 }).toBe('open');
      expect(github.tickets[0]!.comments.at(-1)).toContain('wieder gefunden');
      expect(github.tickets[0]!.comments.at(-1)).toContain(`/run/${third}`);
      expect(gitlab.tickets[0]!.state).toBe('closed');
      const reopened = (await issuesOf(third, headers)).find((issue) => issue.ruleId === 'image-alt');
      expect(reopened).toMatchObject({ status: 'reopened', ticket: { state: 'open' } });
    } finally {
      await Promise.all([github.close(), gitlab.close(), jira.close()]);
    }
  }, 180_000);

  it('answers a tracker that refuses or cannot be reached with a problem, and records no ticket', async () => {
    const github = await startGithubFake();
    try {
      findingsNow = [image];
      const user = await createTestUser(database.db, 'tickets-refused');
      await grantPlan(database.db, user.id, 'basic', [HOME]);
      const headers = { 'x-test-user': user.id };
      const scanId = await siteScan(headers);
      const made = await postJson(
        `${service.baseUrl}/api/organisation/trackers`,
        { kind: 'github', repository: github.repository, token: 'a-wrong-token', apiUrl: github.url },
        headers,
      );
      const [issue] = await issuesOf(scanId, headers);
      const refused = await postJson(
        `${service.baseUrl}/api/scans/${scanId}/tickets`,
        { trackerId: made.json.id, issueIds: [issue!.id] },
        headers,
      );
      expect([refused.status, refused.json.code]).toEqual([502, 'tracker_refused']);
      expect(JSON.stringify(refused.json)).not.toContain('a-wrong-token');
      github.failNext(1, 503);
      const down = await postJson(
        `${service.baseUrl}/api/organisation/trackers`,
        { kind: 'github', repository: github.repository, token: github.token, apiUrl: github.url },
        headers,
      );
      const unavailable = await postJson(
        `${service.baseUrl}/api/scans/${scanId}/tickets`,
        { trackerId: down.json.id, issueIds: [issue!.id] },
        headers,
      );
      expect([unavailable.status, unavailable.json.code]).toEqual([503, 'tracker_unavailable']);
      expect(github.tickets).toHaveLength(0);
      expect((await issuesOf(scanId, headers))[0]?.ticket).toBeUndefined();
    } finally {
      await github.close();
    }
  }, 120_000);
});
