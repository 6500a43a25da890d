import type { AcrEdition, AcrInput, Language, StatementOwnerFields } from '@klarsicht/report';
import type { MonitorRow } from '../../sites/index.js';
import { requirementsOfFinding, type SiteConformanceState } from '../site-conformance.js';
import { requirementId, toCriterionView } from '../views.js';

/** Per requirement, the pages of the last scan with a violation of it. */
function violatedPages(state: SiteConformanceState, monitor: MonitorRow): Map<string, number> {
  const requirementsOf = requirementsOfFinding(monitor.profile);
  const pages = new Map<string, Set<string>>();
  for (const finding of state.findings) {
    if (finding.category !== 'violations') continue;
    for (const id of requirementsOf(finding)) {
      pages.set(id, (pages.get(id) ?? new Set<string>()).add(finding.pageUrl));
    }
  }
  return new Map([...pages].map(([id, urls]) => [id, urls.size]));
}

/**
 * What the report is made of: the site's conformance table as the API shows it, and the product
 * and who answers for it as the owner's statement draft names them (else the site's host name).
 */
export function acrInputOf(
  monitor: MonitorRow,
  state: SiteConformanceState,
  statement: StatementOwnerFields | undefined,
  options: { edition: AcrEdition; language: Language; today: Date },
): AcrInput {
  const { language } = options;
  const pages = violatedPages(state, monitor);
  const { criteria, clauses } = state.conformance;
  const requirements = [...criteria, ...clauses].map((row) => {
    const id = requirementId(row);
    return {
      ...toCriterionView(row, language),
      violatedPages: pages.get(id) ?? 0,
      acceptedBecause: state.acceptedByCriterion.get(id) ?? [],
    };
  });
  const { scan } = state;
  return {
    edition: options.edition,
    language,
    profile: monitor.profile,
    product: {
      name: statement?.serviceName.trim() || monitor.site,
      url: monitor.url,
      description: statement?.serviceDescription.trim() ?? '',
    },
    vendor: {
      name: statement?.organisation.trim() || monitor.site,
      email: statement?.contactEmail.trim() ?? '',
    },
    reportDate: options.today.toISOString().slice(0, 10),
    scan: scan?.finishedAt ? { finishedAt: scan.finishedAt.toISOString(), pages: scan.pagesDone } : null,
    requirements,
  };
}
