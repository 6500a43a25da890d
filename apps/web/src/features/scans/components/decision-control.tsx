import type { IssueView } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/query-status';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { useDecisions } from '../api/scan-queries';
import { draftOf, ownDecision } from '../decision-draft';
import type { DecisionRights } from '../hooks/use-decision-rights';
import { issueName } from '../issue-name';
import { DecisionForm } from './decision-form';

interface DecisionControlProps {
  rights: DecisionRights;
  issue: IssueView;
  /** Says what the decision did, in the panel's live region (this issue may leave the list). */
  onDecided: (message: string) => void;
}

/**
 * "Decide" on one issue: a disclosure, not a dialog, so the issue stays in view while deciding.
 * Closing the form, saved or not, gives the focus back to the button.
 */
export function DecisionControl({ rights, issue, onDecided }: DecisionControlProps) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = (saved: boolean) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (saved) onDecided(t('decisions.saved'));
  };

  return (
    <div className="mt-3">
      <button
        type="button"
        ref={buttonRef}
        className={buttonSecondaryClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="decide-issue"
      >
        {t('decisions.decide')}
        <span className="sr-only">
          {' '}
          {t('decisions.issueContext', { issue: issueName(t, issue, language) })}
        </span>
      </button>
      <div id={panelId} hidden={!open}>
        {open ? <DecisionLoader rights={rights} issue={issue} onClose={close} /> : null}
      </div>
    </div>
  );
}

/**
 * The form starts from the issue's own decision, its note, assignee and dates included, which the
 * issue's view leaves out: they come from the site's decisions, asked for when a decided issue's
 * form opens. Without them (the list failed) the form starts from the status alone. An issue whose
 * status comes from a rule's decision for a path has none of its own yet: its form starts empty.
 */
function DecisionLoader({
  rights,
  issue,
  onClose,
}: {
  rights: DecisionRights;
  issue: IssueView;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('scans');
  const own = ownDecision(issue);
  const decisions = useDecisions(rights.scanId, own !== undefined);
  if (own && decisions.isPending) {
    return <LoadingStatus className="mt-3">{t('results.loading')}</LoadingStatus>;
  }
  const current = own ? decisions.data?.items.find((decision) => decision.id === own.id) : undefined;
  return (
    <DecisionForm
      rights={rights}
      issue={issue}
      initial={draftOf(issue, current, rights.mayAccept)}
      assignee={current?.assignee}
      onClose={onClose}
    />
  );
}
