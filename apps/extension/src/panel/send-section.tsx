import { fill, type PageReport, type ProfileId } from '@klarsicht/report';
import { type FormEvent, useId, useState } from 'react';
import {
  forgetConnection,
  type PanelSettings,
  saveSettings,
  serverOrigin,
} from '../connection/connection.js';
import { SendError, sendResult } from '../connection/send-result.js';
import { useLanguage, useTexts } from './texts.js';

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; resultUrl: string }
  | { kind: 'failed'; message: string };

interface SendSectionProps {
  report: PageReport;
  profile: ProfileId;
  settings: PanelSettings;
  onSettings: (next: PanelSettings) => void;
}

/** Sends the result to the organisation as a scan of this page state, once a connection is saved. */
export function SendSection({ report, profile, settings, onSettings }: SendSectionProps) {
  const t = useTexts();
  const lang = useLanguage();
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const connected =
    settings.server && settings.token ? { server: settings.server, token: settings.token } : undefined;

  const send = async () => {
    if (!connected) return;
    setState({ kind: 'sending' });
    try {
      const { resultUrl } = await sendResult(report, profile, connected);
      setState({ kind: 'sent', resultUrl });
    } catch (error) {
      const problem = error instanceof SendError ? error : new SendError('other', 0, String(error));
      setState({
        kind: 'failed',
        message: fill(
          t.sendProblems[problem.problem],
          { status: problem.status, detail: problem.detail },
          lang,
        ),
      });
    }
  };

  const forget = async () => {
    await forgetConnection();
    const { server: _server, token: _token, ...rest } = settings;
    onSettings(rest);
    setState({ kind: 'idle' });
  };

  return (
    <section aria-labelledby="send">
      <h2 id="send">{t.send}</h2>
      <p>{t.sendLead}</p>
      {connected ? (
        <>
          <p>{fill(t.connectedTo, { server: connected.server }, lang)}</p>
          <div className="actions">
            <button
              type="button"
              className="primary"
              onClick={() => void send()}
              disabled={state.kind === 'sending'}
            >
              {t.sendAsScan}
            </button>
            <button type="button" onClick={() => void forget()}>
              {t.forgetConnection}
            </button>
          </div>
        </>
      ) : (
        <ConnectionForm
          onSaved={(server, token) => {
            onSettings({ ...settings, server, token });
          }}
        />
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

function ConnectionForm({ onSaved }: { onSaved: (server: string, token: string) => void }) {
  const t = useTexts();
  const serverId = useId();
  const tokenId = useId();
  const [server, setServer] = useState('');
  const [token, setToken] = useState('');
  const [problems, setProblems] = useState<{ server?: string; token?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const origin = serverOrigin(server);
    const found = {
      ...(origin ? {} : { server: t.invalidServer }),
      ...(token.trim() ? {} : { token: t.missingToken }),
    };
    setProblems(found);
    if (!origin || !token.trim()) {
      document.getElementById(origin ? tokenId : serverId)?.focus();
      return;
    }
    await saveSettings({ server: origin, token: token.trim() });
    onSaved(origin, token.trim());
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={serverId}>{t.server}</label>
        <input
          id={serverId}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={server}
          onChange={(event) => setServer(event.target.value)}
          aria-describedby={`${serverId}-hint${problems.server ? ` ${serverId}-problem` : ''}`}
          aria-invalid={problems.server ? true : undefined}
        />
        <p id={`${serverId}-hint`} className="hint">
          {t.serverHint}
        </p>
        {problems.server ? (
          <p id={`${serverId}-problem`} className="problem">
            {problems.server}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={tokenId}>{t.token}</label>
        <input
          id={tokenId}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-describedby={`${tokenId}-hint${problems.token ? ` ${tokenId}-problem` : ''}`}
          aria-invalid={problems.token ? true : undefined}
        />
        <p id={`${tokenId}-hint`} className="hint">
          {t.tokenHint}
        </p>
        {problems.token ? (
          <p id={`${tokenId}-problem`} className="problem">
            {problems.token}
          </p>
        ) : null}
      </div>
      <button type="submit" className="primary">
        {t.saveConnection}
      </button>
    </form>
  );
}
