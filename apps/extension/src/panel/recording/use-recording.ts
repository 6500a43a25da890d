import { CHECK_STEP_NAME } from '@klarsicht/scanner/recording';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type RecordedStepMessage, startRecording, stopRecording } from '../../tab/recorder.js';
import { runInTab } from '../../tab/tab-document.js';

/** A step of the Recorder's JSON, as recorded: its `type` and the fields of that type. */
export type RecordedStep = Record<string, unknown> & { type: string };

export type RecordingState =
  | { kind: 'idle' }
  | { kind: 'recording' | 'stopped'; tabId: number; steps: RecordedStep[]; origin: string; leftSite?: string }
  | { kind: 'failed'; reason: string };

/**
 * Records a flow in a tab: the window's size and the page it starts on, then what the page's
 * recorder reports, with every navigation noted on the step that caused it (as the Recorder's
 * `assertedEvents`, which replay waits for). After a navigation the recorder is put into the new
 * document; a navigation to another site is noted, since a scan will not follow it.
 */
export function useRecording() {
  const [state, setState] = useState<RecordingState>({ kind: 'idle' });
  const session = useRef<string>('');

  const start = useCallback(async (tabId: number) => {
    session.current = crypto.randomUUID();
    try {
      const tab = await chrome.tabs.get(tabId);
      const url = tab.url ?? '';
      const viewport = await runInTab(tabId, () => ({ width: innerWidth, height: innerHeight }), undefined);
      await runInTab(tabId, startRecording, { session: session.current });
      setState({
        kind: 'recording',
        tabId,
        origin: new URL(url).origin,
        steps: [
          {
            type: 'setViewport',
            width: viewport.width,
            height: viewport.height,
            deviceScaleFactor: 1,
            isMobile: false,
            hasTouch: false,
            isLandscape: viewport.width > viewport.height,
          },
          {
            type: 'navigate',
            url,
            assertedEvents: [{ type: 'navigation', url, title: tab.title ?? '' }],
          },
        ],
      });
    } catch (error) {
      setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  const recordingTab = state.kind === 'recording' ? state.tabId : undefined;
  useEffect(() => {
    if (recordingTab === undefined) return;
    const onMessage = (message: RecordedStepMessage, sender: chrome.runtime.MessageSender) => {
      if (message?.kind !== 'klarsicht-recorded-step' || message.session !== session.current) return;
      if (sender.tab?.id !== recordingTab) return;
      setState((current) =>
        current.kind === 'recording'
          ? { ...current, steps: withStep(current.steps, message.step as RecordedStep) }
          : current,
      );
    };
    const onUpdated = (tabId: number, change: chrome.tabs.OnUpdatedInfo, tab: chrome.tabs.Tab) => {
      if (tabId !== recordingTab || change.status !== 'complete' || !tab.url) return;
      const url = tab.url;
      setState((current) =>
        current.kind === 'recording'
          ? {
              ...current,
              steps: withNavigation(current.steps, url, tab.title ?? ''),
              ...(new URL(url).origin === current.origin ? {} : { leftSite: url }),
            }
          : current,
      );
      // A new document has no recorder yet; a page that refuses scripts stays unrecorded.
      runInTab(tabId, startRecording, { session: session.current }).catch(() => undefined);
    };
    chrome.runtime.onMessage.addListener(onMessage);
    chrome.tabs.onUpdated.addListener(onUpdated);
    return () => {
      chrome.runtime.onMessage.removeListener(onMessage);
      chrome.tabs.onUpdated.removeListener(onUpdated);
    };
  }, [recordingTab]);

  const addCheckpoint = useCallback((label: string) => {
    setState((current) =>
      current.kind === 'recording'
        ? {
            ...current,
            steps: [
              ...current.steps,
              { type: 'customStep', name: CHECK_STEP_NAME, parameters: label ? { label } : {} },
            ],
          }
        : current,
    );
  }, []);

  const stop = useCallback(async () => {
    if (state.kind !== 'recording') return;
    await runInTab(state.tabId, stopRecording, undefined).catch(() => undefined);
    setState({ ...state, kind: 'stopped' });
  }, [state]);

  const discard = useCallback(async () => {
    if (state.kind === 'recording')
      await runInTab(state.tabId, stopRecording, undefined).catch(() => undefined);
    setState({ kind: 'idle' });
  }, [state]);

  return { state, start, stop, discard, addCheckpoint };
}

/**
 * The steps with one more: a field's value given twice in a row (Enter, then the field's own
 * change event as it loses focus) is one step.
 */
export function withStep(steps: readonly RecordedStep[], step: RecordedStep): RecordedStep[] {
  const last = steps.at(-1);
  const previousChange = [...steps].reverse().find((one) => one.type === 'change');
  if (
    step.type === 'change' &&
    previousChange &&
    JSON.stringify(previousChange.selectors) === JSON.stringify(step.selectors) &&
    previousChange.value === step.value &&
    (last === previousChange || last?.type === 'keyUp')
  )
    return [...steps];
  return [...steps, step];
}

/**
 * The steps with a navigation to `url` noted on the step that caused it (the last click or key; of
 * a key pressed, its keyDown: the page moves on as the key goes down, and replay waits for the
 * navigation from the step it is noted on); a reload of the same address, or a navigation with
 * nothing before it, notes nothing.
 */
export function withNavigation(steps: readonly RecordedStep[], url: string, title: string): RecordedStep[] {
  const last = steps.at(-1);
  if (!last || !['click', 'keyUp', 'keyDown', 'change'].includes(last.type)) return [...steps];
  const before = steps.at(-2);
  const at =
    last.type === 'keyUp' && before?.type === 'keyDown' && before.key === last.key
      ? steps.length - 2
      : steps.length - 1;
  const asserted = (steps[at]!.assertedEvents as Array<{ url?: string }> | undefined) ?? [];
  if (asserted.some((event) => event.url === url)) return [...steps];
  return steps.map((step, index) =>
    index === at ? { ...step, assertedEvents: [{ type: 'navigation', url, title }] } : step,
  );
}
