import { fill, type Language, type PageReport, PROFILE_IDS, type ProfileId } from '@klarsicht/report';
import { translatePage } from '@klarsicht/rules';
import { checkTab, DEFAULT_PROFILE } from '@klarsicht/scanner/in-tab';
import { EXTENSION_TEXTS } from '@klarsicht/texts/extension';
import { useEffect, useId, useMemo, useState } from 'react';
import { connectionOf, loadSettings, type PanelSettings, saveSettings } from '../connection/connection.js';
import { clearOverlays } from '../tab/overlays.js';
import { runInTab, tabDocument } from '../tab/tab-document.js';
import { ConnectionSection } from './connection-section.js';
import { FindingList } from './finding-list.js';
import { NotChecked } from './not-checked.js';
import { RecordSection } from './recording/record-section.js';
import { SendSection } from './send-section.js';
import { TabOrderToggle } from './tab-order-toggle.js';
import { browserLanguage, LanguageContext } from './texts.js';
import { isWebPage, useTargetTab } from './use-target-tab.js';

/** A finished check: the engine's report (English, as sent) and what it was of. */
interface CheckResult {
  report: PageReport;
  profile: ProfileId;
  tabId: number;
}

type Status = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done' } | { kind: 'failed'; reason: string };

export function App() {
  const [settings, setSettings] = useState<PanelSettings>();
  useEffect(() => {
    void loadSettings().then(setSettings);
  }, []);
  if (!settings) return null;
  return <Panel settings={settings} onSettings={setSettings} />;
}

function Panel({
  settings,
  onSettings,
}: {
  settings: PanelSettings;
  onSettings: (next: PanelSettings) => void;
}) {
  const lang: Language = settings.lang ?? browserLanguage();
  const profile: ProfileId = settings.profile ?? DEFAULT_PROFILE;
  const t = EXTENSION_TEXTS[lang];
  const connection = connectionOf(settings);
  const tab = useTargetTab();
  const [result, setResult] = useState<CheckResult>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const languageId = useId();
  const profileId = useId();

  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t.title;
  }, [lang, t.title]);

  const update = (change: PanelSettings) => {
    const next = { ...settings, ...change };
    onSettings(next);
    void saveSettings(change);
  };

  const check = async () => {
    if (!tab) return;
    setStatus({ kind: 'checking' });
    setAnnouncement(t.checking);
    try {
      await runInTab(tab.id, clearOverlays, undefined);
      const report = await checkTab(tabDocument(tab.id), { profile });
      setResult({ report, profile, tabId: tab.id });
      setStatus({ kind: 'done' });
      setAnnouncement(
        fill(t.checked, { violations: report.violations.length, incomplete: report.incomplete.length }, lang),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setStatus({ kind: 'failed', reason });
      setAnnouncement('');
    }
  };

  // Not on every render (each announcement is one): only when the result or the language changes.
  const shown = useMemo(() => (result ? translatePage(result.report, lang) : undefined), [result, lang]);
  const webPage = tab !== undefined && isWebPage(tab.url);
  const stale =
    result !== undefined && tab !== undefined && (result.tabId !== tab.id || result.report.url !== tab.url);

  return (
    <LanguageContext.Provider value={lang}>
      <header className="bar">
        <h1>{t.title}</h1>
        <div className="field inline">
          <label htmlFor={languageId}>{t.language}</label>
          <select
            id={languageId}
            value={lang}
            onChange={(event) => update({ lang: event.target.value as Language })}
          >
            <option value="de" lang="de">
              {t.languageNames.de}
            </option>
            <option value="en" lang="en">
              {t.languageNames.en}
            </option>
          </select>
        </div>
      </header>
      <main>
        <section aria-labelledby="this-page">
          <h2 id="this-page">{t.thisPage}</h2>
          {tab && webPage ? (
            <p className="address">{fill(t.pageAddress, { url: tab.url }, lang)}</p>
          ) : (
            <p>{t.notAWebPage}</p>
          )}
          <div className="field">
            <label htmlFor={profileId}>{t.profile}</label>
            <select
              id={profileId}
              value={profile}
              onChange={(event) => update({ profile: event.target.value as ProfileId })}
            >
              {PROFILE_IDS.map((id) => (
                <option key={id} value={id}>
                  {t.profiles[id]}
                </option>
              ))}
            </select>
          </div>
          <div className="actions">
            <button
              type="button"
              className="primary"
              onClick={() => void check()}
              disabled={!webPage || status.kind === 'checking'}
            >
              {result ? t.checkAgain : t.check}
            </button>
            {tab && webPage ? <TabOrderToggle tabId={tab.id} onAnnounce={setAnnouncement} /> : null}
          </div>
          <p role="status" className="status">
            {announcement}
          </p>
          {status.kind === 'failed' ? (
            <p role="alert" className="problem">
              {fill(t.checkFailed, { reason: status.reason }, lang)}
            </p>
          ) : null}
        </section>
        {shown && result ? (
          <>
            {stale ? <p className="note">{fill(t.resultsOf, { url: result.report.url }, lang)}</p> : null}
            <FindingList
              heading={t.violations}
              empty={t.noViolations}
              findings={shown.violations}
              kind="violation"
              tabId={result.tabId}
              onAnnounce={setAnnouncement}
            />
            <FindingList
              heading={t.incomplete}
              empty={t.noIncomplete}
              findings={shown.incomplete}
              kind="incomplete"
              tabId={result.tabId}
              onAnnounce={setAnnouncement}
            />
            <NotChecked entries={shown.notChecked ?? []} />
            <SendSection report={result.report} profile={result.profile} connection={connection} />
          </>
        ) : null}
        <RecordSection
          tabId={tab && webPage ? tab.id : undefined}
          connection={connection}
          onAnnounce={setAnnouncement}
        />
        <ConnectionSection
          connection={connection}
          onChange={(next) => {
            const { server: _server, token: _token, ...rest } = settings;
            onSettings(next ? { ...rest, ...next } : rest);
          }}
        />
      </main>
    </LanguageContext.Provider>
  );
}
