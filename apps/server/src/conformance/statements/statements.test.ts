import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { storeFinishedScan } from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const as = (user: string) => ({ 'x-test-user': user });

const draft = {
  language: 'de',
  organisation: 'Beispiel GmbH',
  serviceName: 'Online-Shop der Beispiel GmbH',
  serviceDescription: 'Wir verkaufen Tee online.\n\nBestellungen werden innerhalb von zwei Tagen versandt.',
  serviceOperation: 'Sie legen Waren in den Warenkorb und bezahlen per Rechnung.',
  measures: '',
  contactEmail: 'barrierefreiheit@beispiel.example',
  contactPhone: '+49 30 123456',
  contactAddress: 'Beispielstraße 1\n10115 Berlin',
  alternatives: 'Bestellungen nehmen wir auch telefonisch an.',
  barrierNotes: { '1.1.1': 'Wir ergänzen die Produktbilder bis Ende März.' },
  preparedOn: '2026-11-20',
};

async function setUp(name: string, site: string) {
  const user = await createTestUser(database.db, name);
  await grantPlan(database.db, user.id, 'basic', [`https://${site}`]);
  const monitors = await app.inject({ method: 'GET', url: '/api/monitors', headers: as(user.id) });
  return { user, siteId: monitors.json().items[0].id as string };
}

describe('the accessibility statement', () => {
  it('fills its status and barriers from the conformance, publishes versions and serves a public page', async () => {
    const { user, siteId } = await setUp('statement-owner', 'tee.example');
    const home = 'https://tee.example/';
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'tee.example',
      findings: [{ pageUrl: home, ruleId: 'image-alt', category: 'violations', wcag: ['1.1.1'] }],
    });

    const empty = await app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/statement?lang=de`,
      headers: as(user.id),
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      publicUrl: null,
      versions: [],
      outOfDate: false,
      snippets: null,
      draft: { language: 'de', organisation: '' },
      generated: {
        overall: 'partial',
        progress: { decided: 1, byPerson: 0, byScan: 1, untested: 139, total: 140 },
        barriers: [{ criterionId: '1.1.1', title: 'Nicht-Text-Inhalt', pages: 1, documents: [] }],
      },
    });
    expect(empty.json().generated.untested).toHaveLength(139);

    const early = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/statement/versions`,
      headers: as(user.id),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'organisation',
      'serviceDescription',
      'contactEmail',
    ]);

    const saved = await app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/statement?lang=de`,
      headers: as(user.id),
      payload: draft,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft).toMatchObject({ organisation: 'Beispiel GmbH' });

    const published = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/statement/versions?lang=de`,
      headers: as(user.id),
      payload: { confirmUntested: true },
    });
    expect(published.statusCode).toBe(200);
    const statement = published.json();
    expect(statement.versions).toHaveLength(1);
    expect(statement.publicUrl).toMatch(/\/erklaerung\/[\w-]{16}$/);
    expect(statement.snippets.html).toContain('<h1>Erklärung zur Barrierefreiheit</h1>');
    expect(statement.snippets.html).toContain('teilweise vereinbar');
    expect(statement.snippets.html).toContain('Wir ergänzen die Produktbilder bis Ende März.');
    expect(statement.snippets.markdown).toMatch(/^# Erklärung zur Barrierefreiheit\n/);
    expect(statement.snippets.markdown).toContain('## Marktüberwachungsbehörde');

    const path = new URL(statement.publicUrl).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<meta name="generator" content="Klarsicht">');
    expect(page.body).toContain('rel="alternate" type="application/json"');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('Marktüberwachungsstelle der Länder');
    expect(page.body).toContain('§ 34 BFSG');
    // Two paragraphs of the owner's description stay two paragraphs.
    expect(page.body).toContain('<p>Wir verkaufen Tee online.</p>\n<p>Bestellungen werden');

    const english = await app.inject({ method: 'GET', url: `${path}?lang=en` });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('partially compliant');
    // The owner wrote German: on the English page their texts are marked as German.
    expect(english.body).toContain('<span lang="de">Wir verkaufen Tee online.</span>');

    const json = await app.inject({
      method: 'GET',
      url: `/api/statements/${path.split('/').at(-1)}?lang=en`,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      generator: 'Klarsicht',
      version: 1,
      overall: 'partial',
      site: 'tee.example',
    });

    // A later scan that fixes the barrier makes the published statement out of date.
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'tee.example',
      findings: [],
    });
    const later = await app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/statement`,
      headers: as(user.id),
    });
    expect(later.json()).toMatchObject({
      outOfDate: true,
      generated: { overall: 'not-evaluated', barriers: [] },
    });
    const republished = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/statement/versions`,
      headers: as(user.id),
      payload: { confirmUntested: true },
    });
    expect(republished.json()).toMatchObject({ outOfDate: false });
    expect(republished.json().versions.map((version: { number: number }) => version.number)).toEqual([2, 1]);
    const first = await app.inject({ method: 'GET', url: `${path}?version=1` });
    expect(first.body).toContain('teilweise vereinbar');
    const current = await app.inject({ method: 'GET', url: path });
    expect(current.body).toContain('noch nicht vollständig bewertet');
    expect(current.body).toContain('Frühere Fassungen');
  });

  it('shows what owners write as text, never as markup, and refuses bad input', async () => {
    const { user, siteId } = await setUp('statement-hostile', 'hostile.example');
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/statement`,
      headers: as(user.id),
      payload: {
        ...draft,
        organisation: hostile,
        serviceDescription: `[Link](javascript:alert(3)) ${hostile}`,
      },
    });
    const published = (
      await app.inject({
        method: 'POST',
        url: `/api/sites/${siteId}/statement/versions`,
        headers: as(user.id),
        payload: { confirmUntested: true },
      })
    ).json();
    const page = await app.inject({ method: 'GET', url: new URL(published.publicUrl).pathname });
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(published.snippets.markdown).toContain('\\[Link\\](javascript:alert(3))');
    expect(published.snippets.markdown).toContain('\\<script\\>');

    for (const payload of [
      { ...draft, contactEmail: 'not-an-address' },
      { ...draft, preparedOn: '20.11.2026' },
      { ...draft, contactPhone: 'call me' },
      { ...draft, organisation: 'x'.repeat(201) },
      { ...draft, barrierNotes: { 'not-a-criterion': 'x' } },
      { ...draft, organisation: 'A\u0000B' },
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/sites/${siteId}/statement`,
        headers: as(user.id),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await app.inject({ method: 'GET', url: '/erklaerung/unknown-id' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/statements/unknown-id' })).statusCode).toBe(404);
    const stranger = await createTestUser(database.db, 'statement-stranger');
    expect(
      (await app.inject({ method: 'GET', url: `/api/sites/${siteId}/statement`, headers: as(stranger.id) }))
        .statusCode,
    ).toBe(404);
  });

  it('counts what a person checked apart from what the scan decided, and asks before publishing untested criteria', async () => {
    const { user, siteId } = await setUp('statement-counts', 'zaehlung.example');
    const home = 'https://zaehlung.example/';
    const priceList = 'https://zaehlung.example/preise.pdf';
    // 2 verdicts by hand; the scan alone fails 1.1.1 on a page and 2.4.2 only in a PDF document.
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'zaehlung.example',
      findings: [
        { pageUrl: home, ruleId: 'image-alt', category: 'violations', wcag: ['1.1.1'] },
        { pageUrl: priceList, ruleId: 'klarsicht-pdf-title', category: 'violations', wcag: ['2.4.2'] },
      ],
      documents: { [priceList]: null },
    });
    for (const [criterion, outcome] of [
      ['1.3.3', 'passed'],
      ['1.2.1', 'not-applicable'],
    ] as const) {
      const verdict = await app.inject({
        method: 'PUT',
        url: `/api/sites/${siteId}/criteria/${criterion}`,
        headers: as(user.id),
        payload: { outcome },
      });
      expect(verdict.statusCode).toBe(200);
    }
    await app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/statement`,
      headers: as(user.id),
      payload: { ...draft, barrierNotes: {} },
    });

    const generated = (
      await app.inject({ method: 'GET', url: `/api/sites/${siteId}/statement?lang=de`, headers: as(user.id) })
    ).json().generated;
    // The PDF without a title fails 2.4.2 and, the statement following EN 301 549 as a whole, clause 10.2.4.2.
    expect(generated.progress).toEqual({ decided: 5, byPerson: 2, byScan: 3, untested: 135, total: 140 });
    expect(generated.en301549).toBe('3.2.1');
    expect(generated.untested).toHaveLength(135);
    expect(generated.untested[0]).toEqual({
      criterionId: '1.2.2',
      level: 'A',
      title: 'Untertitel (aufgezeichnet)',
    });
    const titleBarrier = generated.barriers.find(
      (barrier: { criterionId: string }) => barrier.criterionId === '2.4.2',
    );
    expect(titleBarrier).toMatchObject({
      pages: 1,
      documents: [{ url: priceList, title: null }],
      text: `Das PDF-Dokument „${priceList}“ hat keinen Titel.`,
    });
    expect(
      generated.barriers.find((barrier: { criterionId: string }) => barrier.criterionId === '10.2.4.2'),
    ).toMatchObject({
      level: null,
      text: 'Die Anforderung „Seite mit Titel“ der EN 301 549 (Abschnitt 10.2.4.2) ist nicht erfüllt.',
    });

    // Without the confirmation nothing is published, and the answer names what is untested.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/statement/versions`,
      headers: as(user.id),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().code).toBe('untested_criteria');
    expect(refused.json().errors).toHaveLength(135);
    expect(refused.json().errors[0]).toMatchObject({ field: '1.2.2', code: 'not_tested' });
    for (const payload of [{ confirmUntested: false }, { confirmUntested: 'yes' }]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/sites/${siteId}/statement/versions`,
        headers: as(user.id),
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const unchanged = await app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/statement`,
      headers: as(user.id),
    });
    expect(unchanged.json()).toMatchObject({ versions: [], publicUrl: null });

    const published = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/statement/versions?lang=de`,
      headers: as(user.id),
      payload: { confirmUntested: true },
    });
    expect(published.statusCode).toBe(200);
    const page = (await app.inject({ method: 'GET', url: new URL(published.json().publicUrl).pathname }))
      .body;
    expect(page).not.toMatch(/Prüfung von \d+ der 50 Erfolgskriterien durch eine Person/);
    expect(page).toContain('<li>durch eine Person geprüft und bewertet: 2</li>');
    expect(page).toContain(
      '<li>durch die automatisierte Prüfung als nicht erfüllt festgestellt, ohne Prüfung durch eine Person: 3</li>',
    );
    expect(page).toContain('<li>noch nicht geprüft: 135</li>');
    expect(page).toContain(
      'Die Anforderung „Seite mit Titel“ der EN 301 549 (Abschnitt 10.2.4.2) ist nicht erfüllt.',
    );
    expect(page).toContain(
      'EN 301 549 V3.2.1: Abschnitt 9 (WCAG 2.1, Stufen A und AA) und die Anforderungen der übrigen Kapitel',
    );
    expect(page).toContain(`Das PDF-Dokument „${priceList}“ hat keinen Titel.`);
    expect(page).not.toContain('Nicht alle Seiten haben einen Titel');
    expect(published.json().snippets.markdown).toContain('- durch eine Person geprüft und bewertet: 2');
  });

  it('names the WCAG-EM method and the sample the owner saved', async () => {
    const { user, siteId } = await setUp('statement-sample', 'stichprobe.example');
    const home = 'https://stichprobe.example/';
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'stichprobe.example',
      findings: [{ pageUrl: home, ruleId: 'image-alt', category: 'violations', wcag: ['1.1.1'] }],
    });
    const before = (
      await app.inject({ method: 'GET', url: `/api/sites/${siteId}/statement?lang=de`, headers: as(user.id) })
    ).json().generated;
    expect(before).toMatchObject({ sample: null, method: null });

    const saved = await app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/evaluation`,
      headers: as(user.id),
      payload: {
        scope: {
          description: 'Der ganze Shop',
          accessibilitySupportBaseline: '',
          additionalRequirements: '',
        },
        sample: [
          { url: home, reason: 'home', sample: 'structured' },
          { url: `${home}kontakt`, reason: 'contact', sample: 'structured' },
          { url: `${home}kasse`, reason: 'process', label: 'Bestellung, Schritt 2', sample: 'structured' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const generated = (
      await app.inject({ method: 'GET', url: `/api/sites/${siteId}/statement?lang=de`, headers: as(user.id) })
    ).json().generated;
    expect(generated.sample).toHaveLength(3);
    expect(generated.method).toContain('WCAG-EM');
    expect(generated.method).toContain('3 Seiten');

    await app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/statement`,
      headers: as(user.id),
      payload: draft,
    });
    const published = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/statement/versions?lang=de`,
      headers: as(user.id),
      payload: { confirmUntested: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    const page = (await app.inject({ method: 'GET', url: new URL(published.json().publicUrl).pathname }))
      .body;
    expect(page).toContain(generated.method);
    const english = (
      await app.inject({ method: 'GET', url: `${new URL(published.json().publicUrl).pathname}?lang=en` })
    ).body;
    expect(english).toContain('WCAG-EM');
    expect(english).not.toContain(generated.method);
  });
});
