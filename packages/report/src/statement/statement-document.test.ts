import { describe, expect, it } from 'vitest';
import { barrierText } from '../conformance/barrier-texts.js';
import { statementDocument, statementHtml, statementMarkdown } from './statement-document.js';
import type { StatementContent, StatementContentV1 } from './statement-types.js';

const content: StatementContent = {
  version: 2,
  site: 'tee.example',
  url: 'https://tee.example/',
  profile: 'bfsg',
  owner: {
    language: 'de',
    organisation: 'Beispiel GmbH',
    serviceName: '',
    serviceDescription: 'Wir verkaufen Tee.',
    serviceOperation: '',
    measures: '',
    contactEmail: 'a11y@tee.example',
    contactPhone: '',
    contactAddress: '',
    alternatives: '',
    barrierNotes: {},
    preparedOn: '2026-11-20',
  },
  overall: 'partial',
  // 8 verdicts recorded by hand, 7 further criteria failed by the scan alone.
  progress: { decided: 15, byPerson: 8, byScan: 7, untested: 35, total: 50 },
  barriers: [
    { criterionId: '1.1.1', pages: 3 },
    { criterionId: '2.4.2', pages: 1, documents: [{ url: 'https://tee.example/preise.pdf', title: null }] },
  ],
  evaluation: {
    lastScanAt: '2026-11-21T10:00:00.000Z',
    pagesScanned: 16,
    lastManualAt: '2026-11-22T10:00:00.000Z',
  },
  publishedAt: '2026-11-23T10:00:00.000Z',
};

const html = (value: StatementContent | StatementContentV1, language: 'de' | 'en') =>
  statementHtml(statementDocument(value, language));

describe('the statement’s evaluation', () => {
  it('counts what a person checked apart from what the automated test decided (German)', () => {
    const page = html(content, 'de');
    expect(page).not.toMatch(/15 der 50 Erfolgskriterien durch eine Person/);
    expect(page).toContain(
      'Die Bewertung beruht auf einer automatisierten Prüfung von 16 Seiten am 21. November 2026 und auf der Prüfung durch eine Person, zuletzt am 22. November 2026.',
    );
    expect(page).toContain('Stand der Prüfung der 50 Erfolgskriterien:');
    expect(page).toContain('<li>durch eine Person geprüft und bewertet: 8</li>');
    expect(page).toContain(
      '<li>durch die automatisierte Prüfung als nicht erfüllt festgestellt, ohne Prüfung durch eine Person: 7</li>',
    );
    expect(page).toContain('<li>noch nicht geprüft: 35</li>');
  });

  it('says the same in English and in the Markdown', () => {
    const page = html(content, 'en');
    expect(page).not.toMatch(/check of 15 of the 50/);
    expect(page).toContain('<li>checked and assessed by a person: 8</li>');
    expect(page).toContain('<li>found not met by the automated test, without a check by a person: 7</li>');
    expect(page).toContain('<li>not yet checked: 35</li>');
    const markdown = statementMarkdown(statementDocument(content, 'de'));
    expect(markdown).toContain('- durch eine Person geprüft und bewertet: 8\n');
    expect(markdown).toContain('- noch nicht geprüft: 35\n');
  });

  it('does not credit a person with an older version’s count, which did not tell them apart', () => {
    const older: StatementContentV1 = { ...content, version: 1, progress: { decided: 15, total: 50 } };
    const page = html(older, 'de');
    expect(page).not.toContain('durch eine Person geprüft und bewertet');
    expect(page).toContain('<li>bewertet, durch eine Person oder die automatisierte Prüfung: 15</li>');
    expect(page).toContain('<li>noch nicht geprüft: 35</li>');
  });

  it('states an incomplete evaluation without a count that would need a person to back it', () => {
    const open = html({ ...content, overall: 'not-evaluated', barriers: [] }, 'de');
    expect(open).toContain(
      'ist noch nicht vollständig bewertet, weil noch nicht alle Erfolgskriterien geprüft sind.',
    );
  });
});

describe('barriers found only in PDF documents', () => {
  it('are described as the documents’ barriers, not as if web pages lacked them', () => {
    const german = html(content, 'de');
    expect(german).toContain('Das PDF-Dokument „https://tee.example/preise.pdf“ hat keinen Titel.');
    expect(german).not.toContain('Nicht alle Seiten haben einen Titel');
    // A barrier also found on web pages keeps the site's wording.
    expect(german).toContain('Nicht alle Bilder, Symbole und Grafiken haben eine Textalternative');
    const english = html(content, 'en');
    expect(english).toContain('The PDF document “https://tee.example/preise.pdf” has no title.');
    expect(english).not.toContain('Not all pages have a title');
  });

  it('name several documents by title where they have one, and count the rest', () => {
    const documents = [
      { url: 'https://tee.example/a.pdf', title: 'Preisliste' },
      { url: 'https://tee.example/b.pdf', title: null },
    ];
    expect(barrierText('2.4.2', 'de', documents)).toBe(
      'Die PDF-Dokumente „Preisliste“ und „https://tee.example/b.pdf“ haben keinen Titel.',
    );
    expect(barrierText('3.1.1', 'en', documents.slice(0, 1))).toBe(
      'The PDF document “Preisliste” does not state its language, or states it wrongly, so screen readers may mispronounce the text.',
    );
    const many = Array.from({ length: 7 }, (_, index) => ({
      url: `https://tee.example/${index}.pdf`,
      title: null,
    }));
    expect(barrierText('1.3.1', 'de', many)).toMatch(
      /^Die PDF-Dokumente „https:\/\/tee\.example\/0\.pdf“, .*„https:\/\/tee\.example\/4\.pdf“ und 2 weitere sind nicht oder nicht vollständig getaggt/,
    );
    // A criterion without a document wording of its own still speaks of the document.
    expect(barrierText('2.4.4', 'de', documents.slice(1))).toBe(
      'Das PDF-Dokument „https://tee.example/b.pdf“ ist in diesem Punkt nicht barrierefrei.',
    );
    expect(barrierText('2.4.2', 'de')).toBe(
      'Nicht alle Seiten haben einen Titel, der ihr Thema oder ihren Zweck beschreibt.',
    );
  });
});
