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
});
