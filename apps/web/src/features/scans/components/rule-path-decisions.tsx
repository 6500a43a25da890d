import type { IssueRule } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass, mutedTextClass } from '../../../components/ui-classes';
import { useDecisions } from '../api/scan-queries';
import type { DecisionRights } from '../hooks/use-decision-rights';
import { pathDecisionsOf } from '../rule-decision-draft';
import { PathDecisionList } from './path-decision-list';
import { RulePathDecisionForm } from './rule-path-decision-form';

interface RulePathDecisionsProps {
  rule: Pick<IssueRule, 'ruleId' | 'help'>;
  rights: DecisionRights;
  /** Says what the decision did, in the panel's live region (the rule may leave the list). */
  onDecided: (message: string) => void;
}

/**
 * A rule decided for a part of the site at once (a third-party widget under /shop/): the rule's
 * standing decisions for paths, and a disclosure with the form, not a dialog, so the rule's facts
 * stay in view. Closing the form, saved or not, gives the focus back to the button.
 */
export function RulePathDecisions({ rule, rights, onDecided }: RulePathDecisionsProps) {
  const { t } = useTranslation('scans');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const decisions = useDecisions(rights.scanId, true);
  const pathDecisions = pathDecisionsOf(decisions.data?.items ?? [], rule.ruleId);
  const close = (saved: boolean) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (saved) onDecided(t('decisions.saved'));
  };

  return (
    <div className="mt-4" data-testid="rule-path-decisions">
      {decisions.isError ? (
        <p className={`mb-3 ${mutedTextClass}`}>{t('decisions.path.listFailed')}</p>
      ) : (
        <PathDecisionList decisions={pathDecisions} />
      )}
      <button
        type="button"
        ref={buttonRef}
        className={buttonSecondaryClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="decide-rule-path"
      >
        {t('decisions.path.decide')}
        <span className="sr-only"> {t('decisions.path.ruleContext', { rule: rule.help })}</span>
      </button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <RulePathDecisionForm rights={rights} rule={rule} pathDecisions={pathDecisions} onClose={close} />
        ) : null}
      </div>
    </div>
  );
}
