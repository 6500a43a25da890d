import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Der Seitentitel muss die Seite beschreiben',
    description:
      'Prüft, ob der Titel der Seite ein Platzhalter ist („Untitled“, „Neue Seite“, „React App“) oder nur „Startseite“ lautet, ohne zu sagen, wessen.',
    checks: {
      'title-placeholder': {
        fail: 'Der Seitentitel „{title}“ ist ein Platzhalter und sagt nicht, worum es auf der Seite geht.',
      },
      'title-generic': {
        incomplete:
          'Der Seitentitel lautet nur „{title}“. Prüfen Sie, ob er auch den Namen der Website oder des Angebots nennen sollte, damit man die Seite unter anderen offenen Tabs wiederfindet.',
      },
    },
    fix: {
      why: 'Der Seitentitel ist das Erste, was ein Screenreader beim Öffnen einer Seite vorliest, und er steht im Browser-Tab, im Verlauf und in Lesezeichen. Ein Platzhalter wie „Unbenanntes Dokument“ sagt blinden Menschen nicht, wo sie gelandet sind, und wer viele Tabs offen hat, findet die Seite nicht wieder.',
      how: 'Geben Sie jeder Seite einen eigenen Titel, der zuerst ihren Inhalt und dann den Namen der Website nennt, auf der Startseite etwa „Startseite – Stadtbibliothek Lindenau“ statt nur „Startseite“. Platzhalter wie „Unbenanntes Dokument“, „Neue Seite“ oder „React App“ stammen meist aus Vorlagen, Seitenbaukästen oder Werkzeugen wie Create React App und Vite; ersetzen Sie sie dort, wo der Titel entsteht. In Single-Page-Anwendungen setzen Sie document.title bei jedem Seitenwechsel neu.',
      before: '<head>\n  <meta charset="utf-8">\n  <title>Unbenanntes Dokument</title>\n</head>',
      after:
        '<head>\n  <meta charset="utf-8">\n  <title>Öffnungszeiten und Anfahrt – Stadtbibliothek Lindenau</title>\n</head>',
    },
  },
  en: {
    help: 'The page title must describe the page',
    description:
      'Ensures that the page title is not a placeholder ("Untitled", "New page", "React App") and not just "Home" without saying whose',
    checks: {
      'title-placeholder': {
        fail: 'The page title "{title}" is a placeholder and does not say what the page is about',
      },
      'title-generic': {
        incomplete:
          'The page title is only "{title}". Check whether it should also name the website or service, so that the page can be found among other open tabs',
      },
    },
    fix: {
      why: 'The page title is the first thing a screen reader reads out when a page opens, and it appears in the browser tab, the history and bookmarks. A placeholder such as "Untitled document" does not tell blind people where they have landed, and people with many tabs open cannot find the page again.',
      how: 'Give every page a title of its own that names its content first and then the website, on the home page for example "Home – Lindenau City Library" instead of just "Home". Placeholders such as "Untitled document", "New page" or "React App" usually come from templates, site builders or tools such as Create React App and Vite; replace them where the title is made. In single-page applications, set document.title anew on every change of page.',
      before: '<head>\n  <meta charset="utf-8">\n  <title>Untitled document</title>\n</head>',
      after:
        '<head>\n  <meta charset="utf-8">\n  <title>Opening hours and directions – Lindenau City Library</title>\n</head>',
    },
  },
};
