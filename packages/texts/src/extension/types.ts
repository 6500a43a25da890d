import type { ProfileId } from '@klarsicht/report';

/** The browser extension's side panel in one language. Placeholders: `{name}`, filled by `fill`. */
export interface ExtensionTexts {
  /** The panel's document title and heading. */
  title: string;
  /** The language switch: its label, and each language's own name. */
  language: string;
  languageNames: { de: string; en: string };
  /** The checked tab: its heading, and `{url}` as the panel names it. */
  thisPage: string;
  pageAddress: string;
  /** The tab shows no web page (a browser page, a PDF viewer): nothing to check. */
  notAWebPage: string;
  profile: string;
  profiles: Record<ProfileId, string>;
  check: string;
  checkAgain: string;
  /** Announced while the check runs, and when it is done (`{violations}`, `{incomplete}` counts). */
  checking: string;
  checked: string;
  /** The check failed: `{reason}` is the browser's English message. */
  checkFailed: string;
  /** The tab moved to another page after its check: the results are of `{url}`. */
  resultsOf: string;
  /** Result sections. */
  violations: string;
  incomplete: string;
  noViolations: string;
  noIncomplete: string;
  /** A finding: how many elements (`{count}`), the criteria (`{criteria}`), the impact's label. */
  elements: string;
  criteria: string;
  impact: string;
  /** The button that shows element `{number}` on the page; announced when it is not there any more. */
  showElement: string;
  elementShown: string;
  elementGone: string;
  moreInfo: string;
  /** The tab order overlay: its toggle, and what it announces (`{count}` stops). */
  tabOrder: string;
  tabOrderShown: string;
  tabOrderHidden: string;
  /** The checks the extension cannot run: heading and lead. */
  notChecked: string;
  notCheckedLead: string;
  /** Sending the result to Klarsicht. */
  send: string;
  sendLead: string;
  server: string;
  serverHint: string;
  token: string;
  tokenHint: string;
  saveConnection: string;
  connectionSaved: string;
  forgetConnection: string;
  connectedTo: string;
  sendAsScan: string;
  sending: string;
  sent: string;
  openResult: string;
  /** Why sending failed, by the API's problem code; `other` with `{status}` and `{detail}`. */
  sendProblems: {
    unauthorized: string;
    forbidden: string;
    url_not_allowed: string;
    profile_not_allowed: string;
    plan_required: string;
    too_large: string;
    network: string;
    other: string;
  };
  /** The connection to Klarsicht: its section's heading and lead. */
  connection: string;
  connectionLead: string;
  /** Sending needs a connection first. */
  connectToSend: string;
  /** Recording a flow. */
  record: string;
  recordLead: string;
  startRecording: string;
  stopRecording: string;
  discardRecording: string;
  recordingStarted: string;
  /** `{count}` steps recorded. */
  recordingStopped: string;
  recordingDiscarded: string;
  checkpointName: string;
  addCheckpoint: string;
  checkpointAdded: string;
  recordedSteps: string;
  /** A recorded step in the panel's list. */
  steps: {
    setViewport: string;
    navigate: string;
    click: string;
    change: string;
    key: string;
    check: string;
    checkNamed: string;
    navigation: string;
  };
  /** The flow went to `{url}`, another site than the one it started on. */
  leftSite: string;
  /** The recorder could not be put into the page (`{reason}`). */
  recordingFailed: string;
  flowName: string;
  flowNameRequired: string;
  /** `{max}` characters. */
  flowNameTooLong: string;
  site: string;
  noSites: string;
  saveFlow: string;
  flowSaved: string;
  openSiteSettings: string;
  downloadFlow: string;
  connectToSave: string;
  /** Why saving a flow failed; `invalid` leads the recording's problems. */
  flowProblems: {
    forbidden: string;
    flows_limit: string;
    not_found: string;
    off_site: string;
    invalid: string;
  };
  invalidServer: string;
  missingToken: string;
  /** The browser did not grant access to the Klarsicht address. */
  permissionDenied: string;
}
