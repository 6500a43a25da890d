import type { Impact } from '@klarsicht/report';
import { impactLabel, impactLabels, impactWords } from '@klarsicht/report';

/**
 * Everything the server writes for a person to read, in German (the first language): the embedded
 * sign-in pages and their mails, the reports (PDF and CSV), and the monitoring and contact mails.
 * `en.ts` must carry every key; a test also compares the placeholders.
 */
export const de = {
  /** The embedded OpenID provider's pages and the mails it sends. */
  signIn: {
    siteName: 'Klarsicht',
    home: 'Zur Startseite',
    languageLabel: 'Sprache',
    footer: 'Klarsicht – Barrierefreiheit prüfen',
    loginTitle: 'Anmelden',
    loginSubmit: 'Anmelden',
    registerTitle: 'Konto anlegen',
    registerSubmit: 'Konto anlegen',
    /** Art. 13 GDPR: at collection, where the person learns what happens to their data. */
    privacyNotice:
      'Was wir mit Ihren Angaben tun, wie lange wir sie speichern und welche Rechte Sie haben, steht in unserer {link} (Art. 13 DSGVO).',
    privacyLink: 'Datenschutzerklärung',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    passwordHint: 'Mindestens 10 Zeichen.',
    fullName: 'Vollständiger Name',
    noAccount: 'Noch kein Konto?',
    toRegister: 'Konto anlegen',
    haveAccount: 'Schon ein Konto?',
    toLogin: 'Anmelden',
    forgotLink: 'Passwort vergessen?',
    errorSummaryTitle: 'Bitte prüfen Sie Ihre Eingaben',
    loginFailed: 'E-Mail-Adresse oder Passwort ist falsch.',
    tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    emailTaken:
      'Mit dieser E-Mail-Adresse gibt es schon ein Konto. Melden Sie sich an oder setzen Sie das Passwort zurück.',
    nameRequired: 'Geben Sie Ihren Namen ein.',
    passwordTooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    passwordRequired: 'Geben Sie Ihr Passwort ein.',
    forgotTitle: 'Passwort zurücksetzen',
    forgotIntro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link zum Zurücksetzen.',
    forgotSubmit: 'Link senden',
    forgotSent:
      'Wenn es ein Konto mit dieser Adresse gibt, ist eine E-Mail mit einem Link unterwegs. Der Link gilt eine Stunde.',
    resetTitle: 'Neues Passwort festlegen',
    resetSubmit: 'Passwort speichern',
    resetDone: 'Ihr Passwort ist geändert. Sie können sich jetzt damit anmelden.',
    linkInvalid: 'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt.',
    requestNewLink: 'Neuen Link anfordern',
    verifyTitle: 'E-Mail-Adresse bestätigen',
    verifyDone: 'Danke! Ihre E-Mail-Adresse ist bestätigt.',
    toApp: 'Weiter zu Klarsicht',
    formExpired: 'Das Formular ist abgelaufen. Bitte versuchen Sie es noch einmal.',
    errorTitle: 'Das hat nicht geklappt',
    errorText: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte starten Sie sie noch einmal.',
    logoutTitle: 'Abmelden',
    logoutText: 'Möchten Sie sich von Klarsicht abmelden?',
    logoutSubmit: 'Abmelden',
    logoutCancel: 'Angemeldet bleiben',
    loggingOutText: 'Sie werden abgemeldet …',
    loggedOutTitle: 'Abgemeldet',
    loggedOutText: 'Sie sind jetzt abgemeldet.',
    mailVerifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für Klarsicht',
    mailVerifyText:
      'Hallo {name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link (gültig 24 Stunden):\n{link}\n\nWenn Sie kein Konto bei Klarsicht angelegt haben, ignorieren Sie diese E-Mail.',
    mailResetSubject: 'Passwort für Klarsicht zurücksetzen',
    mailResetText:
      'Hallo {name},\n\nmit diesem Link legen Sie ein neues Passwort fest (gültig 1 Stunde):\n{link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  /** Report PDF and CSV. Rule texts are the engine's. */
  report: {
    /** In the file name of a download: klarsicht-<word>-<host>-<date>. */
    fileNameWord: 'bericht',
    documentTitle: 'Barrierefreiheitsbericht',
    subtitle: 'Automatisierte Prüfung nach WCAG, EN 301 549 und BFSG',
    site: 'Website',
    startUrl: 'Start-URL',
    date: 'Datum der Prüfung',
    profile: 'Prüfprofil',
    scope: 'Umfang',
    scopePage: 'Einzelne Seite',
    scopeSite: 'Ganze Website',
    status: 'Status',
    statusFailed: 'Die Prüfung ist fehlgeschlagen: {reason}',
    pagesScanned: 'Geprüfte Seiten',
    pagesFailed: 'Nicht prüfbare Seiten',
    summaryTitle: 'Zusammenfassung',
    violatedRules: 'Verletzte Regeln',
    distinctIssues: 'Probleme (dasselbe Element mit demselben Fehler zählt einmal)',
    occurrences: 'Fundstellen (Problem × Seite)',
    issuesColumn: 'Probleme',
    occurrencesColumn: 'Fundstellen',
    ruleIssues: {
      one: '{count} Problem an {occurrences} Fundstelle(n)',
      other: '{count} Probleme an {occurrences} Fundstellen',
    },
    issueStatus: 'Status: {status}',
    issueReason: 'Grund: {reason}',
    /** A page a site flow brought into a state: its address, then flow and step. */
    pageInState: '{url} ({state})',
    issueOnPage: 'Auf der Seite {page}',
    issueOnPages: {
      one: 'Auf {count} Seite: {page}',
      other: 'Erscheint auf {count} Seiten – einmal beheben, überall behoben. Zuerst auf {page}',
    },
    wholePage: 'Betrifft die Seite als Ganzes.',
    moreIssues: {
      one: '… und {count} weiteres Problem (vollständig im CSV- und JSON-Bericht)',
      other: '… und {count} weitere Probleme (vollständig im CSV- und JSON-Bericht)',
    },
    morePages: {
      one: '… und {count} weitere Seite',
      other: '… und {count} weitere Seiten',
    },
    needsReviewCount: 'Stellen, die eine Person prüfen muss',
    byImpactTitle: 'Verstöße nach Schweregrad',
    byPrincipleTitle: 'Verstöße nach WCAG-Prinzip',
    rulesColumn: 'Regeln',
    impactColumn: 'Schweregrad',
    principleColumn: 'Prinzip',
    legalTitle: 'Rechtlicher Rahmen',
    legalBfsg:
      'Das Barrierefreiheitsstärkungsgesetz (BFSG) setzt den European Accessibility Act (EAA, Richtlinie (EU) 2019/882) in deutsches Recht um. Seit dem 28. Juni 2025 müssen Produkte und Dienstleistungen im elektronischen Geschäftsverkehr – etwa Online-Shops, Buchungs- und Bankdienste – barrierefrei sein.',
    legalEn301549:
      'Als technischer Maßstab gilt die europäische Norm EN 301 549. Ihr Abschnitt 9 übernimmt für Webinhalte die Erfolgskriterien der WCAG 2.1 auf den Stufen A und AA: Jedes WCAG-Kriterium 1.x.y entspricht dort dem Abschnitt 9.1.x.y (Beispiel: WCAG 1.1.1 → EN 301 549 9.1.1.1).',
    legalLimits:
      'Automatisierte Tests finden nur etwa 30–40 % aller Barrieren. Dieser Bericht ersetzt keine manuelle Prüfung und keine Erklärung zur Barrierefreiheit; Punkte unter „Manuell zu prüfen“ muss ein Mensch beurteilen.',
    violationsTitle: 'Verstöße nach WCAG-Prinzip',
    noViolations: 'Die automatisierte Prüfung hat keine Verstöße gefunden.',
    wcagCriteria: 'WCAG-Erfolgskriterien',
    en301549: 'EN 301 549',
    bfsg: 'BFSG',
    none: '–',
    howToFix: 'So beheben Sie es',
    fixWhy: 'Warum es wichtig ist:',
    fixHow: 'Was zu tun ist:',
    fixBefore: 'Vorher',
    fixAfter: 'Nachher',
    affectedPages: 'Betroffene Seiten',
    elementsOnPage: '{count} Element(e)',
    learnMore: 'Mehr erfahren',
    foundBy: 'Gefunden von',
    selector: 'Selektor',
    documentPart: 'Stelle im Dokument',
    documentParts: {
      catalog: 'das Dokument als Ganzes (Katalog, {selector})',
      info: 'die Dokumenteigenschaften ({selector})',
      page: 'Seite {page} ({selector})',
      field: 'Formularfeld „{name}“',
    },
    needsReviewTitle: 'Manuell zu prüfen',
    needsReviewIntro:
      'Diese Punkte konnte die automatisierte Prüfung nicht entscheiden. Sie sind keine Fehler, bis eine Person sie geprüft hat.',
    noNeedsReview: 'Keine Punkte zur manuellen Prüfung.',
    bestPracticesTitle: 'Bewährte Praxis',
    bestPracticesIntro:
      'Diese Regeln prüfen gute Praxis über die WCAG hinaus, etwa eine sinnvolle Überschriftenfolge oder Landmarken. Ihre Befunde sind keine WCAG-Verstöße und zählen nicht zu den Zahlen oben; sie machen die Website dennoch leichter benutzbar.',
    noBestPractices: 'Keine Befunde zur bewährten Praxis.',
    onPages: { one: 'auf {count} Seite', other: 'auf {count} Seiten' },
    conformanceTitle: 'Konformität nach Erfolgskriterien',
    conformanceIntro:
      'Die automatisierte Prüfung findet nur Verstöße. Ein Erfolgskriterium gilt hier erst dann als erfüllt, wenn eine Person es geprüft und als bestanden bewertet hat und dieser Scan keinen Verstoß dagegen gefunden hat. Maßstab: {standard}.',
    conformanceOverall: 'Gesamtergebnis: {overall}',
    conformanceProgress:
      'Von {total} Kriterien: {byPerson} durch eine Person geprüft und bewertet, {byScan} durch die automatisierte Prüfung als nicht erfüllt festgestellt (ohne Prüfung durch eine Person), {untested} noch nicht geprüft',
    criterionColumn: 'Erfolgskriterium',
    levelColumn: 'Stufe',
    automatedColumn: 'Automatische Prüfung',
    manualColumn: 'Prüfung durch eine Person',
    statusColumn: 'Ergebnis',
    conformanceOpen: 'Offen',
    conformanceReopened: 'erneut zu prüfen',
    clausesTitle: 'Weitere Anforderungen der EN 301 549',
    clausesIntro:
      'Maßstab ist die EN 301 549 V{version} als Ganzes: Ihr Kapitel 9 sind die Erfolgskriterien oben; die Anforderungen der übrigen Kapitel gelten, soweit der Dienst bietet, was sie voraussetzen (nach den Angaben des Betreibers).',
    chapterHeading: 'Kapitel {chapter}: {title}',
    requirementColumn: 'Anforderung',
    pagesTitle: 'Geprüfte Seiten',
    pageError: 'Nicht geprüft: {reason}',
    brokenLinkFrom: 'Defekter Link (kein WCAG-Verstoß), verlinkt von: {pages}',
    pageAliases: 'Dieselbe Seite, einmal geprüft, auch unter: {urls}',
    checksNotFinished: {
      one: 'Auf {count} Seite wurden Prüfungen nicht abgeschlossen: {checks}. Ihre Regeln stehen unter „{section}“, nicht unter den bestandenen.',
      other:
        'Auf {count} Seiten wurden Prüfungen nicht abgeschlossen: {checks}. Ihre Regeln stehen unter „{section}“, nicht unter den bestandenen.',
    },
    generatedAt: 'Erstellt am {date} mit Klarsicht',
    footer: 'Seite {page} von {pages}',
    impacts: impactLabels('de'),
    noImpact: impactLabel(null, 'de'),
    principles: {
      perceivable: '1 Wahrnehmbar',
      operable: '2 Bedienbar',
      understandable: '3 Verständlich',
      robust: '4 Robust',
      other: 'Best Practices und Sonstiges',
    },
    categories: { violations: 'Verstoß', incomplete: 'Manuell zu prüfen', bestPractices: 'Bewährte Praxis' },
    csv: {
      category: 'Kategorie',
      rule: 'Regel',
      impact: 'Schweregrad',
      principle: 'WCAG-Prinzip',
      wcag: 'WCAG-Kriterien',
      level: 'Stufe',
      en301549: 'EN 301 549',
      bfsg: 'BFSG',
      pageUrl: 'Seiten-URL',
      selector: 'Selektor',
      html: 'HTML',
      failureSummary: 'Fehlerbeschreibung',
      help: 'Hilfe',
      helpUrl: 'Hilfe-URL',
      issue: 'Problem-ID',
      issuePages: 'Seiten mit diesem Problem',
      status: 'Status',
      decisionNote: 'Begründung der Entscheidung',
      /** A flow's state the page was checked in (empty: as loaded): the address alone does not say. */
      pageState: 'Ablauf und Schritt',
    },
  },
  /** The activity record's CSV export (its JSON keeps the hashes' exact input). */
  activity: {
    csv: {
      seq: 'Nr.',
      at: 'Zeitpunkt (UTC)',
      actor: 'Person',
      action: 'Aktion',
      subject: 'Betrifft',
      details: 'Einzelheiten',
      previousHash: 'Hash des vorigen Eintrags',
      hash: 'Hash',
    },
  },
  /**
   * Messages to a Slack or Microsoft Teams channel, one per event (decision 030). Plain words, no
   * markup: each chat's renderer adds its own. Impact words and rule titles are the report's.
   */
  /** Why a published accessibility statement no longer tells the truth (the statement.outdated event). */
  statementOutdated: {
    overall: 'Der Konformitätsstatus der Website hat sich seit der veröffentlichten Fassung geändert.',
    barriers:
      'Die bekannten Barrieren oder die Gründe, aus denen sie akzeptiert sind, haben sich seit der veröffentlichten Fassung geändert.',
  },
  /** Tickets in a team's tracker (decision 030): their title, sections and Klarsicht's comments. */
  tickets: {
    title: '{help} ({rule}) auf {site}',
    problem: 'Das Problem',
    where: 'Wo',
    firstPage: 'Gefunden auf {url}',
    /** A page a site flow brought into a state: the flow and step, which the address alone does not say. */
    firstPageInState: 'Gefunden auf {url} ({state})',
    morePages: { one: 'und auf {count} weiteren Seite', other: 'und auf {count} weiteren Seiten' },
    element: 'Element',
    selector: 'Selektor: {selector}',
    failure: 'Was fehlt: {summary}',
    screenshot: 'Bildschirmfoto des Elements',
    fix: 'So beheben Sie es',
    before: 'Vorher',
    after: 'Nachher',
    requirements: 'Anforderungen',
    wcag: 'WCAG {id} {title} (Stufe {level})',
    en301549: 'EN 301 549, Abschnitt {clause}',
    bfsg: 'BFSG: {text}',
    ruleDocs: 'Erläuterung der Regel',
    backLink: 'In Klarsicht ansehen',
    footer:
      'Dieses Ticket hat Klarsicht angelegt. Wird es geschlossen, gilt das Problem als behoben, bis die nächste Prüfung es bestätigt. Problem-Schlüssel: {key}',
    verified:
      'Klarsicht: Die Prüfung vom {date} findet dieses Problem nicht mehr. Die Behebung ist bestätigt.',
    reopened:
      'Klarsicht: Die Prüfung vom {date} hat dieses Problem wieder gefunden. Das Ticket ist wieder offen: {url}',
  },
  chat: {
    header: {
      scanFinished: 'Prüfung abgeschlossen: {site}',
      scanFailed: 'Prüfung fehlgeschlagen: {site}',
      issuesNew: { one: '{count} neues Problem auf {site}', other: '{count} neue Probleme auf {site}' },
      issuesFixed: {
        one: '{count} Problem auf {site} behoben',
        other: '{count} Probleme auf {site} behoben',
      },
      issueReopened: 'Problem wieder offen auf {site}',
      statementOutdated: 'Erklärung zur Barrierefreiheit nicht mehr aktuell: {site}',
      monitoringFailed: 'Überwachung fehlgeschlagen: {site}',
      test: 'Testnachricht von Klarsicht',
    },
    pagesChecked: {
      monitor: {
        one: 'Die geplante Prüfung hat {count} Seite geprüft.',
        other: 'Die geplante Prüfung hat {count} Seiten geprüft.',
      },
      person: {
        one: 'Die Prüfung hat {count} Seite geprüft.',
        other: 'Die Prüfung hat {count} Seiten geprüft.',
      },
    },
    firstScan: 'Es ist die erste Prüfung der Website mit diesem Prüfprofil; verglichen wird ab der nächsten.',
    scanFailed: 'Die Prüfung ist fehlgeschlagen. Den Grund nennt das Ergebnis in Klarsicht.',
    issuesNew: {
      one: 'Die Prüfung hat {count} Problem gefunden, das bei der vorigen Prüfung nicht auftrat.',
      other: 'Die Prüfung hat {count} Probleme gefunden, die bei der vorigen Prüfung nicht auftraten.',
    },
    issuesFixed: {
      one: 'Die Prüfung findet {count} Problem der vorigen Prüfung nicht mehr.',
      other: 'Die Prüfung findet {count} Probleme der vorigen Prüfung nicht mehr.',
    },
    /** Why an issue is open again, by its status before. */
    reopened: {
      fixed: 'Die Prüfung hat dieses Problem wieder gefunden, obwohl es als behoben gemeldet war.',
      verified: 'Die Prüfung hat dieses Problem wieder gefunden, obwohl seine Behebung bestätigt war.',
      accepted:
        'Das Prüfdatum, bis zu dem dieses Problem akzeptiert war, ist verstrichen. Es ist wieder offen.',
      other: 'Dieses Problem ist wieder offen (vorher: {status}).',
    },
    statementReason: 'Grund: {reason}',
    statementHint: 'Bitte aktualisieren Sie die Erklärung und veröffentlichen Sie sie neu.',
    monitoringFailed: 'Die geplante Prüfung ist fehlgeschlagen.',
    /** An error code the failure texts do not know. */
    errorCode: 'Fehlercode: {code}',
    test: 'Diese Nachricht zeigt, dass Klarsicht diesen Kanal erreicht. Hier erscheinen die Ereignisse, die Sie für ihn ausgewählt haben.',
    facts: {
      site: 'Website',
      total: 'Probleme insgesamt',
      newSince: 'Neu seit der vorigen Prüfung',
      fixedSince: 'Behoben seit der vorigen Prüfung',
    },
    onPage: 'auf {page}',
    onPages: {
      one: 'auf {page} und {count} weiteren Seite',
      other: 'auf {page} und {count} weiteren Seiten',
    },
    more: { one: '… und {count} weiteres Problem', other: '… und {count} weitere Probleme' },
    openResult: 'Zum Ergebnis',
    openStatement: 'Zur Erklärung',
  },
  mail: {
    newViolations: {
      subject: 'Neue Barrierefreiheitsprobleme auf {site}',
      greeting: 'Hallo,',
      intro:
        'die geplante Prüfung von {site} hat {count} neue kritische oder schwerwiegende Probleme gefunden, die bei der vorigen Prüfung nicht auftraten (ein Problem ist ein Element, das gegen eine Regel verstößt, gleich auf wie vielen Seiten):',
      introOne:
        'die geplante Prüfung von {site} hat ein neues kritisches oder schwerwiegendes Problem gefunden, das bei der vorigen Prüfung nicht auftrat (ein Problem ist ein Element, das gegen eine Regel verstößt, gleich auf wie vielen Seiten):',
      onPages: '{url} und {count} weitere Seite(n)',
      more: '… und {count} weitere',
      report: 'Zum Bericht: {url}',
      impacts: impactWords('de'),
    },
    notifications: {
      greeting: 'Hallo,',
      subject: {
        assigned: 'Ihnen zugewiesen: {count} Problem(e) auf {site}',
        due_soon: 'Bald fällig: {count} Problem(e) auf {site}',
        reopened: 'Wieder aufgetreten: {count} Problem(e) auf {site}',
        verified: 'Behebung bestätigt: {count} Problem(e) auf {site}',
      },
      intro: {
        assigned: 'Ihnen wurden in „{organisation}“ Barrierefreiheitsprobleme auf {site} zugewiesen:',
        due_soon: 'Diese Ihnen zugewiesenen Probleme auf {site} („{organisation}“) sind bald fällig:',
        reopened:
          'Die Prüfung von {site} („{organisation}“) hat Probleme wieder gefunden, die als behoben bestätigt oder bis zu einem Prüfdatum akzeptiert waren. Sie sind wieder offen:',
        verified:
          'Die Prüfung von {site} („{organisation}“) findet diese als behoben gemeldeten Probleme nicht mehr:',
      },
      onPage: 'auf {page}',
      dueOn: 'fällig am {date}',
      results: 'Zum Ergebnis: {url}',
      settings: 'Welche Nachrichten Sie bekommen, stellen Sie hier ein: {url}',
    },
    digest: {
      subject: 'Wochenübersicht Barrierefreiheit: {organisation}',
      greeting: 'Hallo,',
      intro: 'so steht es um die Barrierefreiheitsprobleme in „{organisation}“ (Stand {date}):',
      site: '{site}: {open} offen, {inProgress} in Arbeit ({overdue} überfällig), {fixed} behoben und unbestätigt, {reopened} wieder aufgetreten, {verified} in den letzten 7 Tagen bestätigt',
      nothing: 'Zu keinem Problem gibt es eine Entscheidung.',
      settings: 'Die Wochenübersicht bestellen Sie hier ab: {url}',
    },
    invitation: {
      subject: 'Einladung zu „{organisation}“ bei Klarsicht',
      greeting: 'Hallo,',
      intro: '{inviter} lädt Sie ein, bei Klarsicht in „{organisation}“ als {role} mitzuarbeiten.',
      accept: 'Einladung annehmen: {link}',
      note: 'Melden Sie sich dazu mit dieser Adresse an ({email}). Der Link gilt bis {expires} und nur einmal.',
      ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie die Nachricht einfach löschen.',
      someone: 'Ein Mitglied',
      roles: { owner: 'Inhaber', admin: 'Admin', editor: 'Bearbeiter', viewer: 'Leser', client: 'Kunde' },
    },
    contact: {
      subject: '[Kontakt] {subject}',
      signature: '— {email} (Nachricht {id})',
    },
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language's texts have, with the code lists' keys where texts are per code. */
export type Messages = Shape<typeof de> & {
  report: { impacts: Record<Impact, string> };
  mail: { newViolations: { impacts: Record<Impact, string> } };
};
