import type { SiteFlow } from '@klarsicht/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineConfirm } from '../../../components/inline-confirm';
import { buttonSecondaryClass, mutedTextClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { formatDateTime } from '../../../lib/format-date';
import { flowErrorKey } from './flow-errors';
import { fetchSiteFlow, useDeleteSiteFlow } from './flows-api';
import { saveRecording } from './recording-file';
import { RecordingForm } from './recording-form';

type Mode = 'idle' | 'replacing' | 'confirmingDelete';

/**
 * One flow as a card (it reflows at 320 px, unlike a wide table): its name, recording, steps, check
 * points, start address and last change, and its actions, each named with the flow for screen
 * readers: download the recording, replace it by a new file, delete it (asked first). The outcome is
 * said in the card's own live regions; a deletion by the list's.
 */
export function FlowItem({
  flow,
  siteId,
  userKey,
  onDeleted,
}: {
  flow: SiteFlow;
  siteId: string;
  userKey: string | undefined;
  /** It is gone: the list says so and takes focus. */
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation('siteSettings');
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const [mode, setMode] = useState<Mode>('idle');
  const [downloading, setDownloading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const remove = useDeleteSiteFlow(userKey, siteId);
  // After the question or the form is gone, focus goes back where the person was.
  const focusLater = (target: { current: HTMLElement | null }) =>
    requestAnimationFrame(() => target.current?.focus());
  const announce = (message: string) => {
    setFailure('');
    setAnnouncement(message);
  };
  const fail = (message: string) => {
    setAnnouncement('');
    setFailure(message);
  };
  const context = <span className="sr-only"> {t('flows.actions.context', { name: flow.name })}</span>;

  const download = () => {
    if (downloading) return;
    setDownloading(true);
    setAnnouncement('');
    setFailure('');
    fetchSiteFlow(siteId, flow.id).then(
      (detail) => {
        setDownloading(false);
        announce(t('flows.announce.downloaded', { file: saveRecording(detail) }));
      },
      (error: unknown) => {
        setDownloading(false);
        fail(`${t('flows.actions.downloadFailed')} ${t(`flows.errors.${flowErrorKey(error)}`)}`);
      },
    );
  };

  return (
    <li className="rounded-lg border border-slate-300 p-4 dark:border-slate-600" data-testid="flow">
      <h4 ref={headingRef} tabIndex={-1} className="text-lg font-bold [overflow-wrap:anywhere]">
        {flow.name}
      </h4>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <Row term={t('flows.item.title')}>
          <span className="[overflow-wrap:anywhere]">{flow.title}</span>
        </Row>
        <Row term={t('flows.item.steps')}>{flow.steps}</Row>
        <Row term={t('flows.item.checks')}>{flow.checks}</Row>
        <Row term={t('flows.item.startUrl')}>
          <span className="[overflow-wrap:anywhere]" data-testid="flow-start-url">
            {flow.startUrl}
          </span>
        </Row>
        <Row term={t('flows.item.updatedAt')}>{formatDateTime(flow.updatedAt, language)}</Row>
      </dl>
      {mode === 'replacing' ? (
        <RecordingForm
          siteId={siteId}
          userKey={userKey}
          replace={flow}
          headingLevel={5}
          focusOnOpen
          onDone={(saved) => {
            setMode('idle');
            announce(t('flows.announce.replaced', { name: saved.name }));
            focusLater(headingRef);
          }}
          onCancel={() => {
            setMode('idle');
            focusLater(replaceRef);
          }}
        />
      ) : mode === 'confirmingDelete' ? (
        <InlineConfirm
          className="mt-4"
          question={t('flows.actions.confirmDelete', { name: flow.name })}
          yesLabel={t('flows.actions.deleteYes')}
          noLabel={t('flows.actions.cancel')}
          busy={remove.isPending}
          onYes={() =>
            remove.mutate(flow.id, {
              onSuccess: () => onDeleted(flow.name),
              onError: (error) => {
                setMode('idle');
                fail(t(`flows.errors.${flowErrorKey(error)}`));
                focusLater(deleteRef);
              },
            })
          }
          onNo={() => {
            setMode('idle');
            focusLater(deleteRef);
          }}
        >
          <p className={mutedTextClass}>{t('flows.actions.deleteHint')}</p>
        </InlineConfirm>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonSecondaryClass}
            aria-disabled={downloading || undefined}
            onClick={download}
            data-testid="flow-download"
          >
            {downloading ? t('flows.actions.downloading') : t('flows.actions.download')}
            {context}
          </button>
          <button
            type="button"
            ref={replaceRef}
            className={buttonSecondaryClass}
            onClick={() => {
              setAnnouncement('');
              setFailure('');
              setMode('replacing');
            }}
            data-testid="flow-replace"
          >
            {t('flows.actions.replace')}
            {context}
          </button>
          <button
            type="button"
            ref={deleteRef}
            className={buttonSecondaryClass}
            onClick={() => {
              setAnnouncement('');
              setFailure('');
              setMode('confirmingDelete');
            }}
            data-testid="flow-delete"
          >
            {t('flows.actions.delete')}
            {context}
          </button>
        </div>
      )}
      <p
        role="status"
        className="mt-3 text-sm font-medium text-green-800 empty:hidden dark:text-green-300"
        data-testid="flow-status"
      >
        {announcement}
      </p>
      <p
        role="alert"
        className="mt-3 text-sm font-medium text-red-700 empty:hidden dark:text-red-300"
        data-testid="flow-failure"
      >
        {failure}
      </p>
    </li>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
