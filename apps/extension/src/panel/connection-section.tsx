import { fill } from '@klarsicht/report';
import { type FormEvent, useId, useState } from 'react';
import type { Connection } from '../connection/api.js';
import { forgetConnection, saveSettings, serverOrigin } from '../connection/connection.js';
import { useLanguage, useTexts } from './texts.js';

/** Where the panel is told which Klarsicht to talk to, and with which API token. */
export function ConnectionSection({
  connection,
  onChange,
}: {
  connection: Connection | undefined;
  onChange: (next: Connection | undefined) => void;
}) {
  const t = useTexts();
  const lang = useLanguage();
  const forget = async () => {
    await forgetConnection();
    onChange(undefined);
  };
  return (
    <section aria-labelledby="connection">
      <h2 id="connection">{t.connection}</h2>
      <p>{t.connectionLead}</p>
      {connection ? (
        <>
          <p>{fill(t.connectedTo, { server: connection.server }, lang)}</p>
          <button type="button" onClick={() => void forget()}>
            {t.forgetConnection}
          </button>
        </>
      ) : (
        <ConnectionForm onSaved={(server, token) => onChange({ server, token })} />
      )}
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
