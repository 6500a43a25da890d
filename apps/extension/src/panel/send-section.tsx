import { fill, type PageReport, type ProfileId } from '@klarsicht/report';
import type { ExtensionTexts } from '@klarsicht/texts/extension';
import { useState } from 'react';
import { ApiError, type Connection, sendResult } from '../connection/api.js';
import { useLanguage, useTexts } from './texts.js';

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; resultUrl: string }
  | { kind: 'failed'; message: string };

/** Sends the result to the organisation as a scan of this page state. */
export function SendSection({
  report,
  profile,
  connection,
}: {
  report: PageReport;
  profile: ProfileId;
  connection: Connection | undefined;
}) {
  const t = useTexts();
  const lang = useLanguage();
  const [state, setState] = useState<SendState>({ kind: 'idle' });

  const send = async () => {
    if (!connection) return;
    setState({ kind: 'sending' });
    try {
      const { resultUrl } = await sendResult(report, profile, connection);
      setState({ kind: 'sent', resultUrl });
    } catch (error) {
      const refusal = error instanceof ApiError ? error : new ApiError(0, 'other', String(error));
      const problem = sendProblem(refusal.code);
      setState({
        kind: 'failed',
        message: fill(t.sendProblems[problem], { status: refusal.status, detail: refusal.detail }, lang),
      });
    }
  };

  return (
    <section aria-labelledby="send">
      <h2 id="send">{t.send}</h2>
      <p>{t.sendLead}</p>
      {connection ? (
        <button
          type="button"
          className="primary"
          onClick={() => void send()}
          disabled={state.kind === 'sending'}
        >
          {t.sendAsScan}
        </button>
      ) : (
        <p>{t.connectToSend}</p>
      )}
      <div role="status" className="status">
        {state.kind === 'sending' ? t.sending : null}
        {state.kind === 'sent' ? (
          <>
            {t.sent}{' '}
            <a href={state.resultUrl} target="_blank" rel="noreferrer">
              {t.openResult}
            </a>
          </>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <p role="alert" className="problem">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}

/** The panel's words for an upload's refusal, by the API's problem code. */
function sendProblem(code: string): keyof ExtensionTexts['sendProblems'] {
  switch (code) {
    case 'unauthorized':
    case 'forbidden':
    case 'url_not_allowed':
    case 'profile_not_allowed':
    case 'plan_required':
    case 'network':
      return code;
    case 'payload_too_large':
      return 'too_large';
    default:
      return 'other';
  }
}
