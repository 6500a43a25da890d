import type { ReportConformance, ScanReportDocument } from '@klarsicht/contracts';
import { MESSAGES } from '@klarsicht/texts';
import { describe, expect, it } from 'vitest';
import { conformanceSection } from './report-conformance-html.js';

/** The report's conformance section counts a person's verdicts apart from the scan's findings. */

const conformance: ReportConformance = {
  profile: 'bfsg',
  progress: { decided: 15, byPerson: 8, byScan: 7, untested: 35, total: 50 },
  overall: 'partial',
  criteria: [],
  en301549: null,
  clauses: [],
};
// The section reads nothing of the report but its conformance.
const report = { conformance } as Pick<ScanReportDocument, 'conformance'> as ScanReportDocument;

describe('the report’s conformance section', () => {
  it('says how many criteria a person assessed and how many the automated test decided', () => {
    expect(conformanceSection(report, 'de', MESSAGES.de.report)).toContain(
      'Von 50 Kriterien: 8 durch eine Person geprüft und bewertet, 7 durch die automatisierte Prüfung als nicht erfüllt festgestellt (ohne Prüfung durch eine Person), 35 noch nicht geprüft',
    );
    expect(conformanceSection(report, 'en', MESSAGES.en.report)).toContain(
      'Of 50 criteria: 8 checked and assessed by a person, 7 found not met by the automated test (without a check by a person), 35 not yet checked',
    );
  });

  it('lists the requirements outside chapter 9 by chapter, with why one does not apply', () => {
    const row = (id: string, chapter: number, title: string, notApplicableBecause: string | null) => ({
      id,
      level: null,
      title,
      en301549: id,
      chapter,
      notApplicableBecause,
      bfsg: null,
      automated: 'not-automatable' as const,
      rules: [],
      violations: { rules: [], elements: 0 },
      needsReview: { rules: [], elements: 0 },
      manual: null,
      status: notApplicableBecause ? ('not-applicable' as const) : ('not-tested' as const),
    });
    const whole = {
      conformance: {
        ...conformance,
        en301549: { version: '3.2.1', published: '2021-03' },
        clauses: [
          row('7.1.1', 7, 'Wiedergabe von Untertiteln', 'Die Website spielt keine Videos ab.'),
          row('12.2.3', 12, 'Effektive Kommunikation', null),
        ],
      },
    } as Pick<ScanReportDocument, 'conformance'> as ScanReportDocument;
    const html = conformanceSection(whole, 'de', MESSAGES.de.report);
    expect(html).toContain('EN 301 549 V3.2.1 als Ganzes');
    expect(html).toContain('<h4>Kapitel 7: IKT mit Videofunktionen</h4>');
    expect(html).toContain(
      '7.1.1 Wiedergabe von Untertiteln<br><span class="muted">Die Website spielt keine Videos ab.</span>',
    );
    expect(html.indexOf('Kapitel 7')).toBeLessThan(html.indexOf('Kapitel 12'));
    expect(conformanceSection(report, 'de', MESSAGES.de.report)).not.toContain('Kapitel');
  });
});
