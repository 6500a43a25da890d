import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { useDecideIssues, useScanFetching } from '../api/scan-queries';
import type { BulkItem } from '../bulk-undo';
import { scanErrorKey } from '../scan-errors';

/** What the last decision did; a new object for every decision, so each one is acted on. */
export interface DecisionNews {
  message: string;
  /** A bulk decision's way back; empty when there is none. */
  undo: BulkItem[];
  /** How many issues of a bulk decision its undo leaves as they are now. */
  notUndoable: number;
  /**
   * Where the keyboard goes: to the undo (the bulk bar that had the focus is gone with the
   * selection), to the message, or nowhere (the decide button keeps it, unless the issue leaves the
   * list).
   */
  focus: 'undo' | 'message' | 'stay';
}

interface DecisionOutcomeProps {
  scanId: string;
  news: DecisionNews | undefined;
  /** Counts the news: the same words again are still a new message. */
  serial: number;
  onNews: (news: DecisionNews) => void;
}

/**
 * The issues panel's account of decisions: a live region that stays when the decided issue, or its
 * whole rule, leaves the list under the status filter, and the undo of a bulk decision there too.
 */
export function DecisionOutcome({ scanId, news, serial, onNews }: DecisionOutcomeProps) {
  const { t } = useTranslation('scans');
  const undo = useDecideIssues(scanId);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const fetching = useScanFetching({ kind: 'own', id: scanId });
  const watching = useRef(false);

  useEffect(() => {
    if (!news) return;
    if (news.focus === 'undo') undoRef.current?.focus();
    else if (news.focus === 'message') messageRef.current?.focus();
    else watching.current = true;
  }, [news]);

  // Once the lists are back: if the focused button went with its issue, the focus would be lost on
  // the page's body; the message takes it.
  useEffect(() => {
    if (fetching > 0 || !watching.current) return;
    watching.current = false;
    if (!document.activeElement || document.activeElement === document.body) messageRef.current?.focus();
  }, [fetching]);

  const takeBack = () => {
    if (!news || undo.isPending) return;
    undo.mutate(news.undo, {
      onSuccess: (result) =>
        onNews({
          message: [
            t('decisions.bulk.undone', { count: result.items.length }),
            news.notUndoable > 0 ? t('decisions.bulk.notUndoable', { count: news.notUndoable }) : '',
          ]
            .filter(Boolean)
            .join(' '),
          undo: [],
          notUndoable: 0,
          focus: 'message',
        }),
    });
  };

  return (
    <div className="mt-4" data-testid="decision-outcome">
      <p
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className="font-medium text-green-800 outline-none empty:hidden dark:text-green-300"
      >
        {news?.message ? <span key={serial}>{news.message}</span> : null}
      </p>
      {news && news.undo.length > 0 ? (
        <button
          type="button"
          ref={undoRef}
          className={`${buttonSecondaryClass} mt-2`}
          aria-disabled={undo.isPending || undefined}
          onClick={takeBack}
          data-testid="undo-decisions"
        >
          {undo.isPending ? t('decisions.bulk.undoing') : t('decisions.bulk.undo')}
        </button>
      ) : null}
      <p role="alert" className="mt-2 font-medium text-red-700 empty:hidden dark:text-red-300">
        {/* Only the failure of this undo: a later decision's news leaves an older one behind. */}
        {undo.isError && undo.variables === news?.undo ? t(`errors.${scanErrorKey(undo.error)}`) : ''}
      </p>
    </div>
  );
}
