import { MAX_FLOW_NAME_LENGTH, recordingProblemOf, type SiteSummary } from '@klarsicht/contracts';
import { fill, type Language } from '@klarsicht/report';
import { MAX_RECORDING_STEPS, parseRecording } from '@klarsicht/scanner/recording';
import type { ExtensionTexts } from '@klarsicht/texts/extension';
import { recordingProblemText } from '@klarsicht/texts/flows';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { ApiError, type Connection, listSites, saveFlow } from '../../connection/api.js';
import { useLanguage, useTexts } from '../texts.js';
import type { RecordedStep } from './use-recording.js';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; settingsUrl: string };

/** Names the recorded flow and saves it to a site of the organisation, or downloads it. */
export function SaveFlow({
  steps,
  startUrl,
  connection,
}: {
  steps: readonly RecordedStep[];
  startUrl: string;
  connection: Connection | undefined;
}) {
  const t = useTexts();
  const lang = useLanguage();
  const nameId = useId();
  const siteId = useId();
  const [name, setName] = useState('');
  const [sites, setSites] = useState<SiteSummary[]>();
  const [site, setSite] = useState('');
  const [nameProblem, setNameProblem] = useState<string>();
  const [problems, setProblems] = useState<string[]>([]);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const recording = { title: name.trim() || startUrl, steps };

  const server = connection?.server;
  const token = connection?.token;
  useEffect(() => {
    if (!server || !token) return;
    listSites({ server, token })
      .then((items) => {
        const covered = items.filter((item) => item.covered);
        setSites(covered);
        const host = hostOf(startUrl);
        setSite((covered.find((item) => hostOf(item.startUrl) === host) ?? covered[0])?.id ?? '');
      })
      .catch((error: unknown) => setProblems([problemText(error, t, lang)]));
  }, [server, token, startUrl, t, lang]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const missing = trimmed === '' ? t.flowNameRequired : undefined;
    const tooLong =
      trimmed.length > MAX_FLOW_NAME_LENGTH
        ? fill(t.flowNameTooLong, { max: MAX_FLOW_NAME_LENGTH }, lang)
        : undefined;
    setNameProblem(missing ?? tooLong);
    if (missing || tooLong) {
      document.getElementById(nameId)?.focus();
      return;
    }
    // The engine's own parser first: what it refuses, the service would too.
    const parsed = parseRecording(recording);
    if (!parsed.ok) {
      setProblems([
        t.flowProblems.invalid,
        ...parsed.problems.map((problem) =>
          recordingProblemText(problem, lang, { maxSteps: MAX_RECORDING_STEPS }),
        ),
      ]);
      return;
    }
    if (!connection || !site) return;
    setState({ kind: 'saving' });
    setProblems([]);
    try {
      await saveFlow(connection, site, { name: trimmed, recording });
      setState({ kind: 'saved', settingsUrl: new URL(`/sites/${site}/settings`, connection.server).href });
    } catch (error) {
      setState({ kind: 'idle' });
      if (error instanceof ApiError && error.code === 'invalid_recording') {
        setProblems([
          t.flowProblems.invalid,
          ...error.errors.flatMap((fieldError) => {
            const problem = recordingProblemOf(fieldError);
            if (!problem) return [];
            const { code, step, path } = problem;
            return code === 'off_site'
              ? [fill(t.flowProblems.off_site, { step: step ?? 1 }, lang)]
              : [
                  recordingProblemText({ code, path, ...(step === undefined ? {} : { step }) }, lang, {
                    maxSteps: MAX_RECORDING_STEPS,
                  }),
                ];
          }),
        ]);
      } else {
        setProblems([problemText(error, t, lang)]);
      }
    }
  };

  const json = JSON.stringify(recording, null, 2);
  const download = useMemo(() => URL.createObjectURL(new Blob([json], { type: 'application/json' })), [json]);
  useEffect(() => () => URL.revokeObjectURL(download), [download]);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={nameId}>{t.flowName}</label>
        <input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? `${nameId}-problem` : undefined}
        />
        {nameProblem ? (
          <p id={`${nameId}-problem`} className="problem">
            {nameProblem}
          </p>
        ) : null}
      </div>
      {connection ? (
        sites && sites.length === 0 ? (
          <p>{t.noSites}</p>
        ) : (
          <div className="field">
            <label htmlFor={siteId}>{t.site}</label>
            <select id={siteId} value={site} onChange={(event) => setSite(event.target.value)}>
              {(sites ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.site}
                </option>
              ))}
            </select>
          </div>
        )
      ) : (
        <p>{t.connectToSave}</p>
      )}
      <div className="actions">
        {connection && site ? (
          <button type="submit" className="primary" disabled={state.kind === 'saving'}>
            {t.saveFlow}
          </button>
        ) : null}
        <a href={download} download={`${fileName(name || 'ablauf')}.json`}>
          {t.downloadFlow}
        </a>
      </div>
      <div role="status" className="status">
        {state.kind === 'saved' ? (
          <>
            {t.flowSaved}{' '}
            <a href={state.settingsUrl} target="_blank" rel="noreferrer">
              {t.openSiteSettings}
            </a>
          </>
        ) : null}
      </div>
      {problems.length > 0 ? (
        <div role="alert" className="problem">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
    </form>
  );
}

/** Why the service refused to list sites or to take the flow, in the panel's words. */
function problemText(error: unknown, t: ExtensionTexts, lang: Language): string {
  if (!(error instanceof ApiError)) return String(error);
  if (error.code === 'forbidden' || error.code === 'flows_limit' || error.code === 'not_found')
    return t.flowProblems[error.code];
  if (error.code === 'unauthorized' || error.code === 'network') return t.sendProblems[error.code];
  return fill(t.sendProblems.other, { status: error.status, detail: error.detail }, lang);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** A file name from the flow's name: letters, digits and dashes. */
function fileName(name: string): string {
  return (
    name
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'ablauf'
  );
}
