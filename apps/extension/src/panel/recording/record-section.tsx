import { fill } from '@klarsicht/report';
import { useId, useState } from 'react';
import type { Connection } from '../../connection/api.js';
import { useLanguage, useTexts } from '../texts.js';
import { SaveFlow } from './save-flow.js';
import { stepText } from './step-text.js';
import { useRecording } from './use-recording.js';

/**
 * Records a flow in the checked tab: start, check points, stop; then save it to a site (with a
 * connection) or download it as the Recorder's JSON for `klarsicht scan --flow`.
 */
export function RecordSection({
  tabId,
  connection,
  onAnnounce,
}: {
  tabId: number | undefined;
  connection: Connection | undefined;
  onAnnounce: (message: string) => void;
}) {
  const t = useTexts();
  const lang = useLanguage();
  const { state, start, stop, discard, addCheckpoint } = useRecording();
  const [label, setLabel] = useState('');
  const labelId = useId();
  const stepsId = useId();

  const steps = state.kind === 'recording' || state.kind === 'stopped' ? state.steps : [];
  // keyUp follows its keyDown: one key press is one line.
  const listed = steps.filter((step) => step.type !== 'keyUp');

  return (
    <section aria-labelledby="record">
      <h2 id="record">{t.record}</h2>
      <p>{t.recordLead}</p>
      {state.kind === 'idle' || state.kind === 'failed' ? (
        <button
          type="button"
          className="primary"
          disabled={tabId === undefined}
          onClick={() => {
            if (tabId === undefined) return;
            void start(tabId).then(() => onAnnounce(t.recordingStarted));
          }}
        >
          {t.startRecording}
        </button>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="problem">
          {fill(t.recordingFailed, { reason: state.reason }, lang)}
        </p>
      ) : null}
      {state.kind === 'recording' ? (
        <>
          <p className="recording">{t.recordingStarted}</p>
          <div className="field">
            <label htmlFor={labelId}>{t.checkpointName}</label>
            <input
              id={labelId}
              value={label}
              maxLength={120}
              onChange={(event) => setLabel(event.target.value)}
            />
          </div>
          <div className="actions">
            <button
              type="button"
              onClick={() => {
                addCheckpoint(label.trim());
                setLabel('');
                onAnnounce(t.checkpointAdded);
              }}
            >
              {t.addCheckpoint}
            </button>
            <button
              type="button"
              className="primary"
              onClick={() =>
                void stop().then(() => onAnnounce(fill(t.recordingStopped, { count: steps.length }, lang)))
              }
            >
              {t.stopRecording}
            </button>
          </div>
        </>
      ) : null}
      {(state.kind === 'recording' || state.kind === 'stopped') && state.leftSite ? (
        <p role="alert" className="problem">
          {fill(t.leftSite, { url: state.leftSite }, lang)}
        </p>
      ) : null}
      {listed.length > 0 ? (
        <>
          <h3 id={stepsId}>{t.recordedSteps}</h3>
          <ol aria-labelledby={stepsId} className="steps">
            {listed.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are only ever appended.
              <li key={index}>{stepText(step, t, lang)}</li>
            ))}
          </ol>
        </>
      ) : null}
      {state.kind === 'stopped' ? (
        <>
          <SaveFlow
            steps={state.steps}
            startUrl={String(state.steps[1]?.url ?? '')}
            connection={connection}
          />
          <button type="button" onClick={() => void discard().then(() => onAnnounce(t.recordingDiscarded))}>
            {t.discardRecording}
          </button>
        </>
      ) : null}
    </section>
  );
}
