import type { CriterionGuidance } from './guidance-types.js';

/** Guided manual checks for WCAG principles 3 (Understandable) and 4 (Robust), by criterion id. */
export const GUIDANCE_UNDERSTANDABLE_ROBUST: Readonly<Record<string, CriterionGuidance>> = {
  '3.1.1': {
    features: [],
    methods: ['content-review', 'code-inspection'],
    texts: {
      de: {
        look: 'Ob die im Quelltext angegebene Hauptsprache (Attribut lang am html-Element) zur tatsächlichen Sprache jeder Seite passt. Nur dann lesen Screenreader den Text mit der richtigen Aussprache vor.',
        steps: [
          'Öffnen Sie den Quelltext (Strg+U) und lesen Sie den Wert von lang am html-Element, z. B. „de“ oder „de-DE“.',
          'Vergleichen Sie ihn mit der Sprache, in der die Seite überwiegend geschrieben ist.',
          'Prüfen Sie bei mehrsprachigen Websites jede Sprachfassung, z. B. ob die englischen Seiten „en“ angeben und nicht „de“.',
        ],
        fails:
          'Die angegebene Sprache passt nicht zur Hauptsprache der Seite, z. B. „en“ auf einer deutschen Seite oder „de“ auf der englischen Fassung.',
      },
      en: {
        look: 'Whether the main language declared in the code (the lang attribute on the html element) matches the actual language of each page. Only then do screen readers read the text with the right pronunciation.',
        steps: [
          'Open the source (Ctrl+U) and read the value of lang on the html element, e.g. "de" or "en-GB".',
          'Compare it with the language in which most of the page is written.',
          'On multilingual sites, check every language version, e.g. that the English pages declare "en" and not "de".',
        ],
        fails:
          'The declared language does not match the main language of the page, e.g. "en" on a German page or "de" on the English version.',
      },
    },
  },
  '3.1.2': {
    features: [],
    methods: ['content-review', 'code-inspection', 'screen-reader'],
    texts: {
      de: {
        look: 'Ob Textstellen in einer anderen Sprache als der Seitensprache, etwa ein englisches Zitat oder der Eintrag „English“ im Sprachwähler, im Quelltext mit ihrer eigenen Sprache ausgezeichnet sind.',
        steps: [
          'Lesen Sie die Seiten und notieren Sie Wörter, Sätze und Abschnitte in einer anderen Sprache, auch in Navigation, Sprachwähler und Fußzeile.',
          'Prüfen Sie in den Entwicklerwerkzeugen, ob das Element um jede dieser Stellen ein passendes lang-Attribut hat, z. B. lang="en".',
          'Lassen Sie Eigennamen, Fachbegriffe, Wörter unbestimmter Sprache und eingebürgerte Fremdwörter wie „Team“ oder „online“ außer Acht; sie brauchen keine Auszeichnung.',
          'Lassen Sie sich die fremdsprachigen Stellen mit NVDA oder VoiceOver vorlesen: Die Aussprache sollte in die andere Sprache wechseln.',
        ],
        fails:
          'Ein fremdsprachiger Satz oder Abschnitt, der kein Eigenname, Fachbegriff oder eingebürgertes Wort ist, hat kein oder ein falsches lang-Attribut und wird mit der Aussprache der Seitensprache vorgelesen.',
        notApplicable:
          'Die Seiten enthalten keine Textstellen in einer anderen Sprache als der Seitensprache.',
      },
      en: {
        look: 'Whether passages in a language other than that of the page, such as a quotation in another language or the entry "Deutsch" in a language switcher, are marked up with their own language in the code.',
        steps: [
          'Read the pages and note words, sentences and passages in another language, including those in the navigation, language switcher and footer.',
          'Check in the developer tools whether the element around each of them has a matching lang attribute, e.g. lang="de".',
          'Ignore proper names, technical terms, words of indeterminate language and borrowed words that have become part of the surrounding language; they need no markup.',
          'Have the passages read out with NVDA or VoiceOver: the pronunciation should switch to the other language.',
        ],
        fails:
          'A sentence or passage in another language that is not a proper name, technical term or borrowed word has no lang attribute or a wrong one, and is read out with the pronunciation of the page language.',
        notApplicable: 'The pages contain no passages in a language other than the page language.',
      },
    },
  },
  '3.1.3': {
    features: [],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Ob Wörter und Wendungen, die ungewöhnlich oder in eingeschränkter Bedeutung verwendet werden, erklärt sind, etwa Redewendungen, Fachjargon oder Begriffe mit besonderer Bedeutung auf dieser Website.',
        steps: [
          'Lesen Sie die Texte und markieren Sie Redewendungen (z. B. „auf dem Schlauch stehen“), Fachjargon und Wörter, die hier etwas anderes bedeuten als gewöhnlich.',
          'Prüfen Sie für jede Stelle, ob die Bedeutung erklärt ist: im Text selbst, über einen Link zu einer Erklärung oder in einem Glossar der Website.',
          'Prüfen Sie, ob die Erklärung zu der Bedeutung passt, in der das Wort an dieser Stelle gebraucht wird.',
        ],
        fails:
          'Eine Redewendung, ein Jargonbegriff oder ein Wort in besonderer Bedeutung wird weder im Text noch in einem erreichbaren Glossar erklärt.',
        notApplicable:
          'Die Texte enthalten keine Redewendungen, keinen Fachjargon und keine Wörter in ungewöhnlicher oder eingeschränkter Bedeutung.',
      },
      en: {
        look: 'Whether words and phrases used in an unusual or restricted way are explained, such as idioms, jargon or terms with a special meaning on this website.',
        steps: [
          'Read the texts and mark idioms (e.g. "a piece of cake"), jargon and words that mean something other than usual here.',
          'For each one, check that its meaning is explained: in the text itself, through a link to an explanation or in a glossary on the site.',
          'Check that the explanation fits the sense in which the word is used in that place.',
        ],
        fails:
          'An idiom, a jargon term or a word used in a special sense is explained neither in the text nor in a glossary the user can reach.',
        notApplicable:
          'The texts contain no idioms, no jargon and no words used in an unusual or restricted way.',
      },
    },
  },
  '3.1.4': {
    features: [],
    methods: ['content-review', 'code-inspection'],
    texts: {
      de: {
        look: 'Ob für Abkürzungen, auch Akronyme wie „BFSG“ oder „DSGVO“, die ausgeschriebene Form oder die Bedeutung zu finden ist.',
        steps: [
          'Lesen Sie die Texte und notieren Sie alle Abkürzungen, auch in Überschriften, Tabellen, Navigation und Bildtexten.',
          'Prüfen Sie, ob jede bei ihrer ersten Verwendung auf der Seite ausgeschrieben, mit einem Glossar verlinkt oder im Quelltext als abbr-Element mit Langform ausgezeichnet ist.',
          'Hat dieselbe Abkürzung auf einer Seite verschiedene Bedeutungen, prüfen Sie, ob jede Stelle eindeutig erklärt ist.',
        ],
        fails:
          'Eine Abkürzung wird auf der Seite weder ausgeschrieben noch erklärt, auch nicht über ein Glossar oder eine Auszeichnung im Quelltext.',
        notApplicable: 'Die Texte enthalten keine Abkürzungen.',
      },
      en: {
        look: 'Whether the expanded form or the meaning of abbreviations, including acronyms such as "GDPR" or "EAA", can be found.',
        steps: [
          'Read the texts and note all abbreviations, including those in headings, tables, navigation and captions.',
          'Check that each is written out at its first use on the page, linked to a glossary, or marked up in the code as an abbr element with its expansion.',
          'Where the same abbreviation has different meanings on one page, check that each occurrence is explained unambiguously.',
        ],
        fails:
          'An abbreviation is neither written out nor explained on the page, not even through a glossary or markup in the code.',
        notApplicable: 'The texts contain no abbreviations.',
      },
    },
  },
  '3.1.5': {
    features: [],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Ob es zu Texten, die mehr Lesefähigkeit verlangen, als nach etwa neun Schuljahren (untere Sekundarstufe) zu erwarten ist, eine leichter lesbare Fassung oder ergänzende Inhalte gibt. Eigennamen und Titel zählen nicht mit.',
        steps: [
          'Wählen Sie die wichtigsten Texte aus, z. B. Startseite, Leistungsbeschreibungen, Anleitungen und Vertragsbedingungen.',
          'Schätzen Sie ihre Schwierigkeit mit einem Lesbarkeitsindex für Deutsch, etwa dem Flesch-Index nach Amstad oder dem LIX, oder lassen Sie Testleserinnen und Testleser urteilen.',
          'Ist ein Text schwerer, suchen Sie eine vereinfachte Fassung, z. B. in Leichter oder Einfacher Sprache, oder ergänzende Zusammenfassungen, Grafiken, Audio- oder Videoinhalte.',
        ],
        fails:
          'Ein Text verlangt deutlich mehr als die Lesefähigkeit der unteren Sekundarstufe, etwa mit langen verschachtelten Sätzen voller Fachwörter, und es gibt weder eine einfachere Fassung noch ergänzende Inhalte.',
      },
      en: {
        look: 'Whether texts that require more reading ability than about nine years of schooling (lower secondary education) come with an easier version or supplementary content. Proper names and titles do not count.',
        steps: [
          'Pick the most important texts, e.g. the home page, service descriptions, instructions and terms and conditions.',
          'Estimate their difficulty with a readability formula suited to the language, such as Flesch Reading Ease (Amstad for German) or LIX, or ask test readers.',
          'If a text is harder, look for a simplified version, e.g. in Easy Read or plain language, or for supplementary summaries, illustrations, audio or video.',
        ],
        fails:
          'A text requires clearly more than lower secondary reading ability, e.g. long nested sentences full of technical terms, and there is neither a simpler version nor supplementary content.',
      },
    },
  },
  '3.1.6': {
    features: [],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Ob die Aussprache angegeben ist, wo erst sie die Bedeutung eines Wortes im Zusammenhang klärt, etwa bei „modern“ (faulen oder zeitgemäß) oder „umfahren“.',
        steps: [
          'Lesen Sie die Texte und suchen Sie Wörter, deren Bedeutung von Betonung oder Aussprache abhängt und die der Zusammenhang nicht eindeutig macht.',
          'Prüfen Sie, ob für diese Wörter die Aussprache angegeben ist, z. B. durch ein Betonungszeichen, Lautschrift, eine Erklärung im Text oder eine Tonaufnahme.',
        ],
        fails:
          'Ein Wort bleibt ohne Kenntnis der Aussprache im Zusammenhang mehrdeutig, und die Seite bietet keine Möglichkeit, die Aussprache zu erfahren.',
        notApplicable:
          'Kein Wort auf den Seiten ist im Zusammenhang ohne Kenntnis der Aussprache mehrdeutig.',
      },
      en: {
        look: 'Whether the pronunciation is given where only it makes the meaning of a word clear in context, such as "desert" (to abandon or an arid region) or "present".',
        steps: [
          'Read the texts and look for words whose meaning depends on stress or pronunciation and is not made clear by the context.',
          'Check that the pronunciation of these words is given, e.g. by a stress mark, phonetic spelling, an explanation in the text or a sound recording.',
        ],
        fails:
          'A word remains ambiguous in context without knowing its pronunciation, and the page offers no way to find out how it is pronounced.',
        notApplicable: 'No word on the pages is ambiguous in context without knowing its pronunciation.',
      },
    },
  },
  '3.2.1': {
    features: [],
    methods: ['keyboard', 'visual'],
    texts: {
      de: {
        look: 'Ob sich der Kontext ändert, sobald ein Element den Fokus erhält: Dabei darf keine neue Seite geladen, kein Fenster geöffnet und nichts abgeschickt werden, und der Fokus darf nicht springen.',
        steps: [
          'Gehen Sie mit der Tabulatortaste durch alle Links, Schaltflächen, Formularfelder und Bedienelemente der Seite und mit Umschalt+Tab zurück.',
          'Achten Sie darauf, ob schon das Fokussieren eine andere Seite lädt, ein Fenster oder einen Dialog öffnet, ein Formular abschickt oder den Fokus woandershin setzt.',
          'Werten Sie Menüs oder Hinweise, die beim Fokussieren erscheinen, nicht als Fehler; sie ändern nur den Inhalt, nicht den Kontext.',
        ],
        fails:
          'Schon das Fokussieren eines Elements löst eine Kontextänderung aus, z. B. öffnet es ein Fenster, lädt eine andere Seite, schickt ein Formular ab oder verschiebt den Fokus.',
      },
      en: {
        look: 'Whether the context changes as soon as an element receives focus: no new page may load, no window open, nothing be submitted and the focus must not jump.',
        steps: [
          'Tab through all links, buttons, form fields and controls on the page, and back with Shift+Tab.',
          'Watch whether merely focusing loads another page, opens a window or dialog, submits a form or moves the focus elsewhere.',
          'Do not count menus or hints that appear on focus as failures; they change the content, not the context.',
        ],
        fails:
          'Merely focusing an element changes the context, e.g. it opens a window, loads another page, submits a form or moves the focus.',
      },
    },
  },
  '3.2.2': {
    features: ['forms', 'widgets'],
    methods: ['keyboard', 'visual'],
    texts: {
      de: {
        look: 'Ob das Ändern einer Einstellung, etwa eine Auswahl in einer Liste, ein Häkchen oder eine Texteingabe, ungefragt den Kontext ändert. Das ist nur zulässig, wenn vorher darauf hingewiesen wird.',
        steps: [
          'Wählen Sie in Auswahllisten mit den Pfeiltasten eine andere Option, ohne die Eingabetaste zu drücken, und aktivieren Sie Kontrollkästchen, Optionsfelder und Schalter.',
          'Füllen Sie Textfelder aus, besonders geteilte Felder für Datum, Telefonnummer oder Code, und verlassen Sie sie mit der Tabulatortaste.',
          'Achten Sie darauf, ob dadurch ohne eigene Bestätigung eine andere Seite geladen, das Formular abgeschickt oder ein Fenster geöffnet wird oder der Fokus ins nächste Feld springt.',
          'Gibt es ein solches Verhalten, prüfen Sie, ob ein Hinweis vor dem Element es ankündigt.',
          'Werten Sie aktualisierte Inhalte auf derselben Seite, etwa gefilterte Ergebnisse, nicht als Kontextänderung.',
        ],
        fails:
          'Eine geänderte Einstellung löst ohne vorherigen Hinweis eine Kontextänderung aus, z. B. lädt eine Sprachauswahlliste schon beim Blättern mit den Pfeiltasten eine andere Seite.',
        notApplicable:
          'Die Website hat keine Formularfelder und keine Bedienelemente, deren Einstellung sich ändern lässt.',
      },
      en: {
        look: 'Whether changing a setting, such as a choice in a list, a tick in a checkbox or text input, changes the context unasked. That is only allowed if users are told beforehand.',
        steps: [
          'In drop-down lists, choose another option with the arrow keys without pressing Enter, and activate checkboxes, radio buttons and switches.',
          'Fill in text fields, especially split fields for a date, phone number or code, and leave them with the Tab key.',
          'Watch whether this, without any confirmation, loads another page, submits the form, opens a window or moves the focus to the next field.',
          'If it does, check that a note before the element announces this behaviour.',
          'Do not count updated content on the same page, such as filtered results, as a change of context.',
        ],
        fails:
          'Changing a setting causes a change of context without prior notice, e.g. a language drop-down loads another page as soon as you move through it with the arrow keys.',
        notApplicable: 'The site has no form fields and no controls whose setting can be changed.',
      },
    },
  },
  '3.2.3': {
    features: [],
    methods: ['visual', 'keyboard'],
    texts: {
      de: {
        look: 'Ob Navigation, die sich auf mehreren Seiten wiederholt (Hauptmenü, Suche, Sprunglinks, Fußzeilenlinks), überall in derselben relativen Reihenfolge erscheint, solange Sie selbst nichts umstellen.',
        steps: [
          'Öffnen Sie mindestens drei verschiedene Seiten in derselben Fenstergröße, z. B. die Startseite, eine Inhaltsseite und eine Seite mit Formular.',
          'Vergleichen Sie Hauptmenü, Untermenüs, Suche und Fußzeile: Stehen die Einträge in derselben Reihenfolge und an derselben Stelle im Seitenaufbau?',
          'Gehen Sie die Navigation auf jeder Seite mit der Tabulatortaste durch und vergleichen Sie die Reihenfolge.',
          'Werten Sie hinzukommende Einträge, etwa ein aufgeklapptes Untermenü, nicht als Fehler, solange die übrigen ihre Reihenfolge behalten.',
        ],
        fails:
          'Wiederholte Navigation steht auf verschiedenen Seiten in anderer Reihenfolge, z. B. tauschen Menüpunkte ihre Plätze oder die Suche wandert von der Kopfzeile in die Fußzeile.',
        notApplicable:
          'Die Website besteht aus nur einer Seite oder wiederholt keine Navigation auf mehreren Seiten.',
      },
      en: {
        look: 'Whether navigation repeated on several pages (main menu, search, skip links, footer links) appears in the same relative order everywhere, unless you change it yourself.',
        steps: [
          'Open at least three different pages at the same window size, e.g. the home page, a content page and a page with a form.',
          'Compare the main menu, submenus, search and footer: are the items in the same order and in the same place in the page structure?',
          'Tab through the navigation on each page and compare the order.',
          'Do not count added items, such as an expanded submenu, as failures, as long as the others keep their order.',
        ],
        fails:
          'Repeated navigation appears in a different order on different pages, e.g. menu items swap places or the search moves from the header to the footer.',
        notApplicable: 'The site consists of a single page or repeats no navigation on several pages.',
      },
    },
  },
  '3.2.4': {
    features: [],
    methods: ['visual', 'content-review', 'screen-reader'],
    texts: {
      de: {
        look: 'Ob Bedienelemente mit derselben Funktion auf allen Seiten gleich bezeichnet sind: gleiche Beschriftung, gleiches Symbol, gleicher Alternativtext.',
        steps: [
          'Vergleichen Sie auf mehreren Seiten wiederkehrende Elemente wie Suche, Warenkorb, Anmelden, Drucken, Teilen, „Weiter“ und „Zurück“.',
          'Prüfen Sie, ob Beschriftungen und Symbole übereinstimmen, z. B. nicht einmal „Suchen“ und einmal „Los“ für dieselbe Suche.',
          'Prüfen Sie mit dem Screenreader oder in den Entwicklerwerkzeugen, ob auch die Namen von Symbolschaltflächen und die Alternativtexte gleich lauten.',
        ],
        fails:
          'Dieselbe Funktion ist auf verschiedenen Seiten unterschiedlich bezeichnet, z. B. heißt die Suchschaltfläche einmal „Suchen“ und einmal „Finden“, oder dasselbe Symbol hat verschiedene Alternativtexte.',
        notApplicable:
          'Die Website besteht aus nur einer Seite, oder keine Funktion kommt auf mehreren Seiten vor.',
      },
      en: {
        look: 'Whether controls with the same function are identified consistently on all pages: same label, same icon, same text alternative.',
        steps: [
          'On several pages, compare recurring elements such as search, basket, sign-in, print, share, "Next" and "Back".',
          'Check that labels and icons match, e.g. not "Search" on one page and "Go" on another for the same search.',
          'Check with a screen reader or in the developer tools that the names of icon buttons and the text alternatives match as well.',
        ],
        fails:
          'The same function is identified differently on different pages, e.g. the search button says "Search" on one page and "Find" on another, or the same icon has different text alternatives.',
        notApplicable: 'The site consists of a single page, or no function occurs on more than one page.',
      },
    },
  },
  '3.2.5': {
    features: [],
    methods: ['visual', 'keyboard', 'code-inspection'],
    texts: {
      de: {
        look: 'Ob Kontextänderungen wie eine Weiterleitung, ein neues Fenster oder das Absenden eines Formulars nur auf ausdrückliche Anforderung geschehen oder sich abschalten lassen.',
        steps: [
          'Lassen Sie jede Seite einige Minuten offen: Sie darf nicht von selbst neu laden, weiterleiten oder Fenster öffnen.',
          'Suchen Sie im Quelltext nach einem meta-Element mit http-equiv="refresh" und einer Wartezeit über null.',
          'Ändern Sie Auswahllisten und Formularfelder: Eine Kontextänderung darf erst folgen, wenn Sie eine Schaltfläche wie „Absenden“ oder „Anzeigen“ betätigen.',
          'Aktivieren Sie Links, die ein neues Fenster oder einen neuen Tab öffnen: Das muss vorher angekündigt sein, z. B. mit „öffnet in neuem Fenster“.',
        ],
        fails:
          'Die Seite leitet nach einer Wartezeit weiter, lädt von selbst neu, öffnet ungefragt Fenster oder wechselt schon bei einer geänderten Einstellung den Kontext, ohne dass sich das abschalten lässt.',
      },
      en: {
        look: 'Whether changes of context such as a redirect, a new window or the submission of a form happen only on explicit request, or can be turned off.',
        steps: [
          'Leave each page open for a few minutes: it must not reload, redirect or open windows by itself.',
          'Search the source for a meta element with http-equiv="refresh" and a delay greater than zero.',
          'Change drop-down lists and form fields: a change of context may only follow when you activate a button such as "Submit" or "Show".',
          'Activate links that open a new window or tab: this must be announced beforehand, e.g. with "opens in a new window".',
        ],
        fails:
          'The page redirects after a delay, reloads by itself, opens windows unasked or changes the context as soon as a setting is changed, and this cannot be turned off.',
      },
    },
  },
  '3.2.6': {
    features: [],
    methods: ['visual', 'keyboard'],
    texts: {
      de: {
        look: 'Ob Hilfe, die auf mehreren Seiten angeboten wird (Kontaktdaten, Kontaktformular oder Chat, FAQ oder Hilfeseite, Chatbot), auf jeder dieser Seiten an derselben Stelle in der Reihenfolge des übrigen Inhalts steht.',
        steps: [
          'Suchen Sie die Hilfsangebote der Website: Telefonnummer oder E-Mail-Adresse, Kontaktformular, Chat, FAQ- oder Hilfeseite, Chatbot, auch als bloßer Link.',
          'Öffnen Sie mehrere Seiten, auf denen sie vorkommen, in derselben Fenstergröße, z. B. Startseite, Produktseite und Formular.',
          'Prüfen Sie, ob jedes Angebot im Verhältnis zum übrigen Inhalt an derselben Stelle steht, z. B. immer in der Kopfzeile nach der Suche oder immer in der Fußzeile.',
          'Gehen Sie zur Kontrolle mit der Tabulatortaste durch die Seiten und vergleichen Sie, zwischen welchen Bereichen die Hilfe erreicht wird.',
        ],
        fails:
          'Eine auf mehreren Seiten angebotene Hilfe steht an unterschiedlicher Stelle der Seitenreihenfolge, z. B. der Kontaktlink einmal in der Kopfzeile und einmal nur in der Fußzeile, ohne dass Sie das umgestellt haben.',
        notApplicable: 'Die Website bietet keine Hilfe an oder nur auf einer einzigen Seite.',
      },
      en: {
        look: 'Whether help offered on several pages (contact details, a contact form or chat, an FAQ or help page, a chatbot) appears in the same place relative to the other content on each of these pages.',
        steps: [
          'Find the help the site offers: phone number or email address, contact form, chat, FAQ or help page, chatbot, even as a plain link.',
          'Open several pages on which it appears at the same window size, e.g. the home page, a product page and a form.',
          'Check that each kind of help sits in the same place relative to the other content, e.g. always in the header after the search or always in the footer.',
          'To confirm, tab through the pages and compare between which areas you reach the help.',
        ],
        fails:
          'Help offered on several pages appears at a different point in the page order, e.g. the contact link in the header on one page and only in the footer on another, without you having changed it.',
        notApplicable: 'The site offers no help, or offers it on a single page only.',
      },
    },
  },
  '3.3.1': {
    features: ['forms'],
    methods: ['visual', 'screen-reader'],
    texts: {
      de: {
        look: 'Ob Formulare erkannte Eingabefehler in Textform melden und dabei das betroffene Feld nennen, sodass man den Fehler auch ohne Farbe oder Symbole findet.',
        steps: [
          'Schicken Sie jedes Formular einmal leer ab und einmal mit falschen Werten, z. B. einer E-Mail-Adresse ohne @ oder einem Datum im falschen Format.',
          'Prüfen Sie, ob für jeden Fehler ein Text erscheint, der das Feld nennt oder direkt bei ihm steht und beschreibt, was falsch ist.',
          'Prüfen Sie, ob der Fehler nicht nur an roter Farbe, einem roten Rahmen oder einem Symbol zu erkennen ist.',
          'Gehen Sie mit NVDA oder VoiceOver zu den fehlerhaften Feldern: Wird die Fehlermeldung mit dem Feld vorgelesen oder ist sie leicht zu finden?',
        ],
        fails:
          'Ein erkannter Fehler wird nur durch Farbe, Rahmen oder Symbol angezeigt, oder die Meldung sagt nicht, welches Feld betroffen ist, z. B. nur „Das Formular enthält Fehler“.',
        notApplicable:
          'Die Website hat keine Formulare, oder keine Eingabe wird automatisch auf Fehler geprüft.',
      },
      en: {
        look: 'Whether forms report detected input errors in text and name the field concerned, so that the error can be found without relying on colour or icons.',
        steps: [
          'Submit each form once empty and once with wrong values, e.g. an email address without @ or a date in the wrong format.',
          'Check that for each error a text appears that names the field or sits right next to it and describes what is wrong.',
          'Check that the error is not indicated only by red colour, a red border or an icon.',
          'Go to the fields in error with NVDA or VoiceOver: is the error message read out with the field, or easy to find?',
        ],
        fails:
          'A detected error is shown only by colour, border or icon, or the message does not say which field is affected, e.g. just "The form contains errors".',
        notApplicable: 'The site has no forms, or no input is checked for errors automatically.',
      },
    },
  },
  '3.3.2': {
    features: ['forms'],
    methods: ['visual', 'content-review', 'screen-reader'],
    texts: {
      de: {
        look: 'Ob jedes Eingabefeld eine sichtbare Beschriftung oder Anweisung hat, die sagt, was einzugeben ist, einschließlich Pflichtangaben und verlangter Formate.',
        steps: [
          'Gehen Sie jedes Formular Feld für Feld durch: Hat jedes Feld, auch jede Gruppe von Optionsfeldern, eine verständliche sichtbare Beschriftung?',
          'Prüfen Sie, ob Pflichtfelder schon vor dem Ausfüllen erkennbar sind und ein Zeichen wie * erklärt wird.',
          'Prüfen Sie, ob verlangte Formate und Regeln vorab genannt werden, z. B. „TT.MM.JJJJ“ beim Datum oder die Anforderungen an ein Passwort.',
          'Achten Sie auf Felder, die nur einen Platzhaltertext haben: Er verschwindet beim Tippen; wichtige Angaben sollten dauerhaft sichtbar sein.',
        ],
        fails:
          'Einem Feld fehlt eine sichtbare Beschriftung oder Anweisung, oder Pflichtangaben und verlangte Formate werden erst in der Fehlermeldung genannt.',
        notApplicable: 'Die Website hat keine Formulare oder Eingabefelder.',
      },
      en: {
        look: 'Whether every input field has a visible label or instructions saying what to enter, including required fields and expected formats.',
        steps: [
          'Go through each form field by field: does every field, and every group of radio buttons, have a clear visible label?',
          'Check that required fields can be recognised before filling in the form and that a sign such as * is explained.',
          'Check that expected formats and rules are stated in advance, e.g. "DD/MM/YYYY" for a date or the requirements for a password.',
          'Look out for fields with only placeholder text: it disappears while typing, and important information should remain visible.',
        ],
        fails:
          'A field has no visible label or instructions, or required fields and expected formats are only mentioned in the error message.',
        notApplicable: 'The site has no forms or input fields.',
      },
    },
  },
  '3.3.3': {
    features: ['forms'],
    methods: ['content-review', 'visual'],
    texts: {
      de: {
        look: 'Ob Fehlermeldungen einen Vorschlag zur Korrektur machen, wenn die Website weiß, was erwartet wird, etwa das richtige Format oder die erlaubten Werte.',
        steps: [
          'Lösen Sie in jedem Formular Fehler aus: falsches Format, Wert außerhalb des erlaubten Bereichs, fehlende Auswahl, zu kurzes Passwort.',
          'Lesen Sie jede Meldung: Sagt sie, wie es richtig geht, z. B. „Bitte geben Sie das Datum im Format TT.MM.JJJJ ein“ statt „Ungültige Eingabe“?',
          'Akzeptieren Sie bei der Anmeldung einen allgemeinen Hinweis wie „E-Mail-Adresse oder Passwort falsch“; genauere Angaben dürfen entfallen, wenn sie die Sicherheit gefährden würden.',
        ],
        fails:
          'Eine Fehlermeldung nennt nur den Fehler, etwa „Ungültige Eingabe“, obwohl ein Korrekturvorschlag wie das verlangte Format bekannt ist und weder Sicherheit noch Zweck des Inhalts dagegensprechen.',
        notApplicable:
          'Die Website hat keine Formulare, oder keine Eingabe wird automatisch auf Fehler geprüft.',
      },
      en: {
        look: 'Whether error messages suggest a correction when the site knows what is expected, such as the right format or the permitted values.',
        steps: [
          'Trigger errors in each form: wrong format, a value out of range, a missing selection, a password that is too short.',
          'Read each message: does it say how to get it right, e.g. "Enter the date as DD/MM/YYYY" instead of "Invalid input"?',
          'Accept a general message at sign-in such as "Email address or password incorrect"; details may be left out where they would jeopardise security.',
        ],
        fails:
          'An error message only states the error, e.g. "Invalid input", although a suggestion such as the expected format is known and neither security nor the purpose of the content rules it out.',
        notApplicable: 'The site has no forms, or no input is checked for errors automatically.',
      },
    },
  },
  '3.3.4': {
    features: ['forms'],
    methods: ['content-review', 'visual'],
    texts: {
      de: {
        look: 'Ob Formulare, die rechtliche Verpflichtungen oder Zahlungen auslösen, gespeicherte Benutzerdaten ändern oder löschen oder Prüfungsantworten abschicken, vor Fehlern schützen: umkehrbar, geprüft oder bestätigt.',
        steps: [
          'Suchen Sie solche Formulare, z. B. Bestellung, Buchung, Vertragsabschluss, Kündigung, Profiländerung, Konto löschen oder Online-Prüfung.',
          'Gehen Sie den Vorgang bis zum letzten Schritt durch, ohne ihn abzuschließen: Zeigt eine Übersicht alle Angaben zum Kontrollieren, Korrigieren und Bestätigen?',
          'Prüfen Sie andernfalls, ob Eingaben auf Fehler geprüft werden und Sie diese korrigieren können, oder ob sich der Vorgang nachträglich rückgängig machen lässt.',
        ],
        fails:
          'Eine Bestellung, Buchung oder Löschung wird mit einem Klick endgültig, ohne Übersicht zum Bestätigen, ohne Fehlerprüfung mit Korrekturmöglichkeit und ohne Möglichkeit, sie rückgängig zu machen.',
        notApplicable:
          'Die Website hat keine Formulare, die rechtliche Verpflichtungen oder Zahlungen auslösen, Benutzerdaten ändern oder löschen oder Prüfungsantworten abschicken.',
      },
      en: {
        look: 'Whether forms that create legal commitments or payments, change or delete stored user data, or submit test answers protect against mistakes: reversible, checked or confirmed.',
        steps: [
          'Find such forms, e.g. order, booking, contract, cancellation, profile changes, account deletion or online test.',
          'Go through the process up to the last step without completing it: does a summary show all entries to review, correct and confirm?',
          'Otherwise, check that input is checked for errors and you can correct them, or that the process can be reversed afterwards.',
        ],
        fails:
          'An order, booking or deletion becomes final with one click, without a summary to confirm, without an error check with a chance to correct, and without a way to reverse it.',
        notApplicable:
          'The site has no forms that create legal commitments or payments, change or delete user data, or submit test answers.',
      },
    },
  },
  '3.3.5': {
    features: ['forms'],
    methods: ['content-review', 'visual', 'keyboard'],
    texts: {
      de: {
        look: 'Ob bei Eingaben, für die eine Beschriftung allein nicht reicht, Hilfe im Zusammenhang angeboten wird, etwa Erklärungen, Beispiele oder ein Hilfelink direkt beim Feld.',
        steps: [
          'Suchen Sie Felder und Schritte, deren Beschriftung allein nicht reicht, z. B. IBAN, Steuer-ID, Kundennummer, Passwortregeln oder Fachbegriffe.',
          'Prüfen Sie, ob dort Hilfe steht oder erreichbar ist: ein Hinweistext, ein Beispiel, eine Info-Schaltfläche oder ein Link zu einer passenden Erklärung.',
          'Prüfen Sie, ob sich die Hilfe mit der Tastatur öffnen lässt und zum jeweiligen Feld passt, statt nur auf eine allgemeine FAQ-Seite zu führen.',
        ],
        fails:
          'Bei einem Feld, das Erklärung braucht, etwa „Steuer-ID“ oder ein Passwort mit Regeln, gibt es weder Hinweis noch Beispiel noch erreichbare Hilfe zu genau dieser Eingabe.',
        notApplicable:
          'Die Website hat keine Formulare, oder alle Eingaben sind schon durch ihre Beschriftung eindeutig.',
      },
      en: {
        look: 'Whether context-sensitive help is offered for input where a label alone is not enough, such as explanations, examples or a help link right at the field.',
        steps: [
          'Find fields and steps whose label alone is not enough, e.g. IBAN, tax ID, customer number, password rules or technical terms.',
          'Check that help is shown or can be reached there: a hint, an example, an info button or a link to a matching explanation.',
          'Check that the help can be opened with the keyboard and relates to that field, instead of only leading to a general FAQ page.',
        ],
        fails:
          'A field that needs explaining, such as "Tax ID" or a password with rules, has no hint, no example and no reachable help for that very input.',
        notApplicable: 'The site has no forms, or every input is already unambiguous from its label.',
      },
    },
  },
  '3.3.6': {
    features: ['forms'],
    methods: ['content-review', 'visual'],
    texts: {
      de: {
        look: 'Ob jedes Formular, mit dem Angaben abgeschickt werden, vor Fehlern schützt: Das Abschicken lässt sich rückgängig machen, die Eingaben werden geprüft und sind korrigierbar, oder es gibt einen Bestätigungsschritt.',
        steps: [
          'Gehen Sie alle Formulare durch, auch Kontakt-, Newsletter-, Kommentar- und Bewerbungsformulare.',
          'Schicken Sie jedes mit fehlerhaften Angaben ab: Werden Fehler erkannt, und können Sie sie korrigieren?',
          'Prüfen Sie sonst, ob es vor dem Abschicken eine Übersicht zum Bestätigen gibt oder ob sich das Abschicken rückgängig machen lässt.',
        ],
        fails:
          'Ein Formular schickt Angaben endgültig ab, ohne sie auf Fehler zu prüfen, ohne Bestätigungsschritt und ohne Möglichkeit, das Abschicken rückgängig zu machen.',
        notApplicable: 'Die Website hat keine Formulare, mit denen Angaben abgeschickt werden.',
      },
      en: {
        look: 'Whether every form that submits information protects against mistakes: the submission can be reversed, the input is checked and can be corrected, or there is a confirmation step.',
        steps: [
          'Go through all forms, including contact, newsletter, comment and job application forms.',
          'Submit each one with incorrect entries: are the errors detected, and can you correct them?',
          'Otherwise, check whether a summary to confirm appears before submission or whether the submission can be reversed.',
        ],
        fails:
          'A form submits information for good without checking it for errors, without a confirmation step and without a way to reverse the submission.',
        notApplicable: 'The site has no forms that submit information.',
      },
    },
  },
  '3.3.7': {
    features: ['forms'],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Ob mehrstufige Vorgänge wie Bestellung oder Antrag Angaben, die Sie schon gemacht haben oder die Ihnen angezeigt wurden, vorausfüllen oder zur Auswahl anbieten, statt sie erneut eintippen zu lassen.',
        steps: [
          'Gehen Sie jeden mehrstufigen Vorgang vollständig durch, z. B. Bestellung, Registrierung, Buchung oder Antrag, und notieren Sie, was Sie in jedem Schritt eingeben.',
          'Prüfen Sie, ob eine Angabe im selben Vorgang erneut verlangt wird, etwa Name, Adresse oder E-Mail-Adresse.',
          'Ist das so, muss sie vorausgefüllt oder auswählbar sein, z. B. über ein Kontrollkästchen „Lieferadresse wie Rechnungsadresse“.',
          'Lassen Sie die Ausnahmen gelten: Passwortbestätigung aus Sicherheitsgründen, Wiederholung als wesentlicher Teil der Aufgabe (z. B. Gedächtnisspiel) und nicht mehr gültige Angaben.',
        ],
        fails:
          'Sie müssen im selben Vorgang eine Angabe erneut eintippen, die Sie schon gemacht haben, ohne dass sie vorausgefüllt oder auswählbar ist, und keine Ausnahme trifft zu.',
        notApplicable:
          'Die Website hat keine Vorgänge, in denen dieselbe Angabe mehr als einmal verlangt wird.',
      },
      en: {
        look: 'Whether multi-step processes such as an order or application pre-fill information you have already entered or been shown, or offer it for selection, instead of making you type it again.',
        steps: [
          'Go through each multi-step process completely, e.g. order, registration, booking or application, and note what you enter at each step.',
          'Check whether any information is asked for again in the same process, such as name, address or email address.',
          'If so, it must be pre-filled or selectable, e.g. through a checkbox "Delivery address same as billing address".',
          'Allow for the exceptions: confirming a password for security, repetition that is essential to the task (e.g. a memory game), and information that is no longer valid.',
        ],
        fails:
          'In the same process you have to type in again information you have already entered, it is neither pre-filled nor selectable, and no exception applies.',
        notApplicable: 'The site has no processes that ask for the same information more than once.',
      },
    },
  },
  '3.3.8': {
    features: ['sign-in'],
    methods: ['content-review', 'code-inspection'],
    texts: {
      de: {
        look: 'Ob die Anmeldung bestehender Konten ohne kognitiven Funktionstest möglich ist, also ohne Merken, Abtippen oder Rätsel, oder ob sie Hilfen wie Passwortmanager und Einfügen unterstützt. Die Registrierung gehört nicht dazu.',
        steps: [
          'Melden Sie sich an und gehen Sie jeden Schritt durch, auch Zwei-Faktor-Abfragen und Sicherheitsfragen.',
          'Prüfen Sie, ob ein Passwortmanager Benutzername und Passwort ausfüllen kann und Einfügen funktioniert; die Abfrage einzelner Passwortzeichen verhindert das.',
          'Prüfen Sie bei Einmalcodes per SMS, E-Mail oder App, ob sie sich einfügen oder automatisch übernehmen lassen, statt nur abgetippt zu werden.',
          'Prüfen Sie CAPTCHAs: Abtippen verzerrter Zeichen, Rechenaufgaben oder Puzzles brauchen eine Alternative; das Erkennen von Objekten oder eigenen Bildern ist hier zulässig.',
          'Werten Sie als Alternative z. B. einen Anmeldelink per E-Mail, einen Passkey oder die Anmeldung über einen anderen Anbieter.',
        ],
        fails:
          'Ein Anmeldeschritt verlangt Merken, Abtippen, Rechnen oder Rätseln ohne Alternative und ohne Hilfe, z. B. ist Einfügen ins Passwortfeld gesperrt oder ein Text-CAPTCHA bietet keinen anderen Weg.',
        notApplicable: 'Die Website hat keine Anmeldung für bestehende Konten.',
      },
      en: {
        look: 'Whether users can sign in to existing accounts without a cognitive function test, i.e. without remembering, transcribing or solving puzzles, or with support such as password managers and pasting. Registration is not covered.',
        steps: [
          'Sign in and go through every step, including two-factor prompts and security questions.',
          'Check that a password manager can fill in the user name and password and that pasting works; asking for single characters of the password prevents this.',
          'For one-time codes by text message, email or app, check that they can be pasted or filled in automatically rather than only typed.',
          'Check CAPTCHAs: transcribing distorted characters, sums or puzzles need an alternative; recognising objects or your own pictures is allowed here.',
          'Count as alternatives, for example, a sign-in link by email, a passkey or signing in through another provider.',
        ],
        fails:
          'A sign-in step requires remembering, transcribing, calculating or solving a puzzle without an alternative or support, e.g. pasting into the password field is blocked or a text CAPTCHA offers no other way.',
        notApplicable: 'The site has no sign-in for existing accounts.',
      },
    },
  },
  '3.3.9': {
    features: ['sign-in'],
    methods: ['content-review', 'code-inspection'],
    texts: {
      de: {
        look: 'Ob die Anmeldung bestehender Konten ganz ohne kognitiven Funktionstest möglich ist. Anders als bei 3.3.8 zählt hier auch das Erkennen von Objekten oder selbst bereitgestellten Bildern als solcher Test.',
        steps: [
          'Melden Sie sich an und gehen Sie jeden Schritt durch, auch Zwei-Faktor-Abfragen und Sicherheitsfragen.',
          'Prüfen Sie, ob Passwortmanager und Einfügen bei Benutzername, Passwort und Einmalcodes funktionieren.',
          'Prüfen Sie jedes CAPTCHA: Auch „Wählen Sie alle Bilder mit Ampeln“ oder das Wiedererkennen eines selbst hochgeladenen Fotos braucht hier eine Alternative.',
          'Werten Sie als Alternative z. B. einen Anmeldelink per E-Mail, einen Passkey oder die Anmeldung über einen anderen Anbieter.',
        ],
        fails:
          'Ein Anmeldeschritt verlangt Merken, Abtippen, Rätseln oder das Erkennen von Objekten oder eigenen Bildern, und es gibt weder eine Alternative noch Hilfe wie Passwortmanager oder Einfügen.',
        notApplicable: 'Die Website hat keine Anmeldung für bestehende Konten.',
      },
      en: {
        look: 'Whether users can sign in to existing accounts without any cognitive function test. Unlike 3.3.8, recognising objects or pictures the user provided also counts as such a test here.',
        steps: [
          'Sign in and go through every step, including two-factor prompts and security questions.',
          'Check that password managers and pasting work for the user name, password and one-time codes.',
          'Check every CAPTCHA: even "Select all images with traffic lights" or recognising a photo you uploaded yourself needs an alternative here.',
          'Count as alternatives, for example, a sign-in link by email, a passkey or signing in through another provider.',
        ],
        fails:
          'A sign-in step requires remembering, transcribing, solving a puzzle or recognising objects or your own pictures, and there is neither an alternative nor support such as password managers or pasting.',
        notApplicable: 'The site has no sign-in for existing accounts.',
      },
    },
  },
  '4.1.1': {
    features: [],
    methods: ['code-inspection'],
    texts: {
      de: {
        look: 'Nach den Errata des W3C zu WCAG 2.0 und 2.1 gilt Syntaxanalyse für Inhalte in HTML oder XML stets als erfüllt; WCAG 2.2 hat das Kriterium gestrichen. Zu bestätigen ist nur, dass die Seiten HTML sind.',
        steps: [
          'Öffnen Sie einige Seiten und prüfen Sie in den Entwicklerwerkzeugen (Reiter „Netzwerk“), ob sie als HTML ausgeliefert werden, also mit dem Inhaltstyp text/html.',
          'Trifft das zu, markieren Sie das Kriterium als erfüllt; eine Validierung des Quelltexts ist dafür nicht nötig.',
          'Bewerten Sie doppelte IDs oder falsch verschachtelte Elemente nur dort, wo sie sich auswirken: unter 1.3.1 und 4.1.2.',
        ],
        fails:
          'Für Seiten in HTML oder XML gilt das Kriterium stets als erfüllt; es kann hier nicht verfehlt werden.',
      },
      en: {
        look: 'According to the W3C errata for WCAG 2.0 and 2.1, Parsing is always satisfied for content in HTML or XML; WCAG 2.2 removed the criterion. You only need to confirm that the pages are HTML.',
        steps: [
          'Open a few pages and check in the developer tools ("Network" tab) that they are served as HTML, i.e. with the content type text/html.',
          'If so, mark the criterion as passed; validating the source code is not needed for this.',
          'Judge duplicate IDs or wrongly nested elements only where they have an effect: under 1.3.1 and 4.1.2.',
        ],
        fails: 'For pages in HTML or XML the criterion is always satisfied; it cannot be failed here.',
      },
    },
  },
  '4.1.2': {
    features: ['forms', 'widgets'],
    methods: ['screen-reader', 'code-inspection', 'keyboard'],
    texts: {
      de: {
        look: 'Ob Bedienelemente, vor allem selbst gebaute wie Menüs, Registerkarten, Akkordeons, Dialoge und Schalter, assistierenden Technologien ihren Namen, ihre Rolle und ihren aktuellen Zustand richtig mitteilen.',
        steps: [
          'Gehen Sie mit NVDA oder VoiceOver per Tabulatortaste zu jedem Bedienelement und hören Sie, ob Name und Rolle stimmen, z. B. „Menü, Schalter, reduziert“.',
          'Bedienen Sie das Element und prüfen Sie, ob der neue Zustand angesagt wird, etwa „erweitert“, „ausgewählt“ oder „aktiviert“.',
          'Achten Sie darauf, ob die angesagte Rolle zum Verhalten passt, z. B. dass eine Registerkarte nicht als Link oder ein Kontrollkästchen nicht als Grafik angesagt wird.',
          'Prüfen Sie in Zweifelsfällen im Barrierefreiheitsbaum der Entwicklerwerkzeuge Name, Rolle und Zustände wie aria-expanded oder aria-checked.',
        ],
        fails:
          'Ein Bedienelement wird ohne oder mit falscher Rolle angesagt, oder sein Zustand, etwa aufgeklappt, ausgewählt oder aktiviert, wird nicht mitgeteilt oder nach dem Bedienen nicht aktualisiert.',
      },
      en: {
        look: 'Whether controls, especially custom-built ones such as menus, tabs, accordions, dialogs and switches, correctly expose their name, role and current state to assistive technologies.',
        steps: [
          'Tab to each control with NVDA or VoiceOver and hear whether name and role are right, e.g. "Menu, button, collapsed".',
          'Operate the control and check that its new state is announced, such as "expanded", "selected" or "checked".',
          'Check that the announced role matches the behaviour, e.g. a tab is not announced as a link or a checkbox as an image.',
          'If in doubt, check name, role and states such as aria-expanded or aria-checked in the accessibility tree of the developer tools.',
        ],
        fails:
          'A control is announced without a role or with a wrong one, or its state, such as expanded, selected or checked, is not conveyed or not updated after use.',
      },
    },
  },
  '4.1.3': {
    features: ['forms', 'widgets'],
    methods: ['screen-reader', 'code-inspection'],
    texts: {
      de: {
        look: 'Ob Statusmeldungen, die ohne Fokuswechsel erscheinen, etwa „Artikel in den Warenkorb gelegt“, „12 Ergebnisse“, Fortschrittshinweise oder Fehlerzusammenfassungen, von Screenreadern angesagt werden.',
        steps: [
          'Lösen Sie Aktionen aus, nach denen ohne Neuladen eine Meldung erscheint: Suche oder Filter, Warenkorb, Speichern, Formular abschicken, Ladevorgänge.',
          'Hören Sie mit NVDA oder VoiceOver, ob die Meldung angesagt wird, ohne dass Sie den Fokus dorthin bewegen.',
          'Übergehen Sie Meldungen, zu denen der Fokus selbst springt, etwa in einem Dialog; sie fallen nicht unter dieses Kriterium.',
          'Prüfen Sie in Zweifelsfällen in den Entwicklerwerkzeugen, ob der Bereich der Meldung role="status", role="alert" oder aria-live trägt.',
        ],
        fails:
          'Eine Statusmeldung wie „Ihre Nachricht wurde gesendet“ erscheint nur sichtbar und wird vom Screenreader nicht angesagt, während der Fokus an seiner Stelle bleibt.',
        notApplicable:
          'Die Seiten zeigen keine Meldungen an, die ohne Neuladen und ohne Fokuswechsel erscheinen.',
      },
      en: {
        look: 'Whether status messages that appear without a change of focus, such as "Item added to basket", "12 results", progress notices or error summaries, are announced by screen readers.',
        steps: [
          'Trigger actions after which a message appears without reloading: search or filter, basket, saving, submitting a form, loading.',
          'Use NVDA or VoiceOver to hear whether the message is announced without you moving the focus to it.',
          'Skip messages the focus moves to by itself, such as in a dialog; they are not covered by this criterion.',
          'If in doubt, check in the developer tools whether the message area has role="status", role="alert" or aria-live.',
        ],
        fails:
          'A status message such as "Your message has been sent" appears only visually and is not announced by the screen reader, while the focus stays where it was.',
        notApplicable:
          'The pages show no messages that appear without reloading and without a change of focus.',
      },
    },
  },
};
