import type { CriterionGuidance } from './guidance-types.js';

/** Guided manual checks for WCAG principle 2 (Operable), by criterion id. */
export const GUIDANCE_OPERABLE: Readonly<Record<string, CriterionGuidance>> = {
  '2.1.1': {
    features: [],
    methods: ['keyboard'],
    texts: {
      de: {
        look: 'Alle Funktionen der Seite: Links, Menüs, Formulare, Schieberegler, Karussells, Dialoge und eingebettete Inhalte. Was mit der Maus funktioniert, muss auch allein mit der Tastatur funktionieren.',
        steps: [
          'Legen Sie die Maus beiseite und gehen Sie die ganze Seite mit Tab und Umschalt+Tab durch.',
          'Lösen Sie jede Funktion aus: Links und Schaltflächen mit der Eingabetaste, Kontrollkästchen mit der Leertaste, Menüs, Registerkarten und Schieberegler mit den Pfeiltasten.',
          'Prüfen Sie auch, was mit der Maus nur beim Überfahren erscheint, z. B. Untermenüs, eingeblendete Hinweise oder die Bedienelemente eines Videoplayers.',
          'Achten Sie darauf, dass keine Funktion besonders schnelle oder lange gehaltene Tastendrücke verlangt.',
        ],
        fails:
          'Eine Funktion lässt sich mit der Tastatur nicht erreichen oder nicht auslösen, z. B. ein Untermenü, das nur beim Überfahren mit der Maus aufklappt. Ausgenommen sind nur Funktionen, die vom Bewegungsweg abhängen, etwa freihändiges Zeichnen.',
      },
      en: {
        look: 'All functionality on the page: links, menus, forms, sliders, carousels, dialogs and embedded content. Whatever works with a mouse must also work with the keyboard alone.',
        steps: [
          'Put the mouse aside and go through the whole page with Tab and Shift+Tab.',
          'Trigger every function: links and buttons with Enter, checkboxes with Space, menus, tabs and sliders with the arrow keys.',
          'Also check what appears only on mouse hover, such as submenus, tooltips or the controls of a video player.',
          'Make sure that no function requires particularly fast or long-held keystrokes.',
        ],
        fails:
          'A function cannot be reached or triggered with the keyboard, e.g. a submenu that opens only on mouse hover. The only exception is functionality that depends on the path of movement, such as freehand drawing.',
      },
    },
  },
  '2.1.2': {
    features: [],
    methods: ['keyboard'],
    texts: {
      de: {
        look: 'Alle Stellen, an die der Tastaturfokus gelangen kann, besonders eingebettete Inhalte wie Videoplayer, Karten oder Chat-Fenster, Dialoge, Texteditoren und Dienste von Drittanbietern.',
        steps: [
          'Bewegen Sie den Fokus mit Tab in jedes dieser Elemente hinein und mit Tab und Umschalt+Tab wieder hinaus.',
          'Öffnen Sie Dialoge: Der Fokus darf darin bleiben, solange sich der Dialog mit Esc oder einer Schließen-Schaltfläche per Tastatur schließen lässt.',
          'Prüfen Sie Texteditoren und Felder, in denen die Tab-Taste selbst eine Funktion hat: Wie kommt man dort wieder heraus?',
          'Braucht das Verlassen eine andere Taste oder Tastenkombination, prüfen Sie, ob die Seite sie vorher nennt.',
        ],
        fails:
          'Der Fokus bleibt in einem Element gefangen und lässt sich mit der Tastatur nicht mehr herausbewegen, oder das Verlassen erfordert eine ungewöhnliche Tastenkombination, auf die nirgends hingewiesen wird.',
      },
      en: {
        look: 'Every place the keyboard focus can reach, especially embedded content such as video players, maps or chat windows, dialogs, text editors and third-party services.',
        steps: [
          'Move the focus into each of these elements with Tab and out again with Tab and Shift+Tab.',
          'Open dialogs: the focus may stay inside as long as the dialog can be closed by keyboard with Esc or a close button.',
          'Check text editors and fields in which the Tab key itself has a function: how do you get out again?',
          'If leaving needs another key or key combination, check that the page tells you about it beforehand.',
        ],
        fails:
          'The focus is trapped in an element and cannot be moved out of it with the keyboard, or leaving it requires an unusual key combination that is not explained anywhere.',
      },
    },
  },
  '2.1.3': {
    features: [],
    methods: ['keyboard'],
    texts: {
      de: {
        look: 'Alle Funktionen der Seite, auch solche, die bei 2.1.1 ausgenommen sind, weil sie vom Bewegungsweg abhängen, z. B. Zeichenflächen, Unterschriftsfelder oder Freihandauswahl.',
        steps: [
          'Gehen Sie die Seite wie bei 2.1.1 mit Tab, Umschalt+Tab, Eingabetaste, Leertaste und Pfeiltasten vollständig durch.',
          'Suchen Sie Funktionen, die nur mit Maus, Finger oder Stift funktionieren, z. B. Zeichnen, Unterschreiben oder das Markieren eines Bereichs von Hand.',
          'Prüfen Sie, ob es dafür einen gleichwertigen Weg per Tastatur gibt, z. B. Formen aus einer Liste wählen oder Koordinaten eingeben.',
          'Achten Sie darauf, dass keine Funktion bestimmte Zeitabstände zwischen Tastendrücken verlangt.',
        ],
        fails:
          'Irgendeine Funktion lässt sich nicht allein mit der Tastatur bedienen. Anders als bei 2.1.1 gibt es keine Ausnahme, auch nicht für Zeichnen oder Unterschreiben.',
      },
      en: {
        look: 'All functionality on the page, including what 2.1.1 exempts because it depends on the path of movement, such as drawing areas, signature fields or freehand selection.',
        steps: [
          'Go through the whole page as for 2.1.1 with Tab, Shift+Tab, Enter, Space and the arrow keys.',
          'Look for functions that work only with a mouse, finger or pen, such as drawing, signing or marking an area by hand.',
          'Check whether there is an equivalent way by keyboard, such as choosing shapes from a list or entering coordinates.',
          'Make sure that no function requires particular timing between keystrokes.',
        ],
        fails:
          'Some function cannot be operated with the keyboard alone. Unlike 2.1.1, there is no exception, not even for drawing or signing.',
      },
    },
  },
  '2.1.4': {
    features: [],
    methods: ['keyboard', 'content-review'],
    texts: {
      de: {
        look: 'Tastaturkürzel, die nur aus einem einzelnen Zeichen bestehen (Buchstabe, Ziffer, Satz- oder Sonderzeichen), z. B. „k“ für die Wiedergabe in einem Videoplayer oder „/“ für die Suche.',
        steps: [
          'Suchen Sie in Hilfeseiten, eingeblendeten Hinweisen und Einstellungen nach dokumentierten Tastaturkürzeln.',
          'Setzen Sie den Fokus auf die Seite außerhalb von Eingabefeldern, tippen Sie nacheinander Buchstaben, Ziffern und Satzzeichen und beobachten Sie, ob etwas geschieht.',
          'Prüfen Sie bei jedem solchen Kürzel, ob es sich abschalten oder auf eine Kombination mit Strg oder Alt umlegen lässt.',
          'Falls nicht: Prüfen Sie, ob es nur wirkt, solange das zugehörige Bedienelement den Fokus hat, z. B. eine Liste oder ein Player.',
        ],
        fails:
          'Ein Einzelzeichen-Kürzel wirkt auf der ganzen Seite und lässt sich weder abschalten noch umlegen. So lösen Spracheingabe oder versehentliche Tastendrücke ungewollt Aktionen aus.',
        notApplicable: 'Die Website hat keine Tastaturkürzel, die aus einem einzelnen Zeichen bestehen.',
      },
      en: {
        look: 'Keyboard shortcuts that consist of a single character only (letter, digit, punctuation or symbol), e.g. "k" for playback in a video player or "/" for search.',
        steps: [
          'Look for documented shortcuts in help pages, tooltips and settings.',
          'Put the focus on the page outside any input field, type letters, digits and punctuation one after another and watch whether anything happens.',
          'For each such shortcut, check whether it can be turned off or remapped to a combination with Ctrl or Alt.',
          'If not, check whether it works only while its user interface component has focus, such as a list or a player.',
        ],
        fails:
          'A single-character shortcut works across the whole page and can be neither turned off nor remapped. Speech input or accidental keystrokes then trigger actions unintentionally.',
        notApplicable: 'The website has no keyboard shortcuts that consist of a single character.',
      },
    },
  },
  '2.2.1': {
    features: ['timing', 'forms', 'sign-in'],
    methods: ['content-review', 'keyboard'],
    texts: {
      de: {
        look: 'Zeitbegrenzungen, die die Website setzt: automatisches Abmelden, ablaufende Formulare oder Warenkörbe, zeitgesteuerte Weiterleitungen oder Aktualisierungen, Meldungen, die nach wenigen Sekunden verschwinden.',
        steps: [
          'Lassen Sie Formulare und angemeldete Sitzungen ohne Eingabe liegen, beobachten Sie Weiterleitungen und Meldungen und messen Sie jeweils die Zeit.',
          'Prüfen Sie, ob sich jede Zeitbegrenzung vorher abschalten oder auf mindestens das Zehnfache verlängern lässt.',
          'Sonst: Prüfen Sie, ob vor Ablauf eine Warnung mindestens 20 Sekunden Zeit lässt, die Begrenzung mit einer einfachen Aktion (z. B. Leertaste) zu verlängern, und zwar mindestens zehnmal.',
          'Ausgenommen sind Echtzeitereignisse wie Auktionen, Zeitbegrenzungen, ohne die die Aktivität ihren Sinn verlöre, und solche von mehr als 20 Stunden.',
        ],
        fails:
          'Eine Zeitbegrenzung läuft ab, ohne dass man sie abschalten, anpassen oder nach einer Warnung verlängern kann, z. B. eine Abmeldung nach zehn Minuten, die Eingaben verwirft, oder eine Weiterleitung nach wenigen Sekunden.',
        notApplicable: 'Die Website hat keine Zeitbegrenzungen.',
      },
      en: {
        look: 'Time limits set by the website: automatic sign-out, expiring forms or baskets, timed redirects or refreshes, messages that disappear after a few seconds.',
        steps: [
          'Leave forms and signed-in sessions idle, watch redirects and messages, and time each of them.',
          'Check whether each time limit can be turned off beforehand or extended to at least ten times its length.',
          'Otherwise, check whether a warning before it expires gives at least 20 seconds to extend it with a simple action (e.g. Space), at least ten times.',
          'Exceptions are real-time events such as auctions, time limits without which the activity would lose its purpose, and limits longer than 20 hours.',
        ],
        fails:
          'A time limit expires without any way to turn it off, adjust it or extend it after a warning, e.g. a sign-out after ten minutes that discards input, or a redirect after a few seconds.',
        notApplicable: 'The website has no time limits.',
      },
    },
  },
  '2.2.2': {
    features: ['motion', 'media'],
    methods: ['visual', 'keyboard'],
    texts: {
      de: {
        look: 'Inhalte, die sich von selbst bewegen, blinken, scrollen oder aktualisieren: Karussells, Lauftexte, Hintergrundvideos, Animationen, Nachrichtenticker, Live-Ergebnisse.',
        steps: [
          'Laden Sie die Seite und beobachten Sie, was ohne Ihr Zutun startet und länger als fünf Sekunden neben anderen Inhalten läuft.',
          'Suchen Sie für jede solche Bewegung eine Möglichkeit, sie anzuhalten, zu beenden oder auszublenden, und probieren Sie sie auch mit der Tastatur aus.',
          'Prüfen Sie bei sich selbst aktualisierenden Inhalten, ob man sie anhalten, ausblenden oder die Häufigkeit der Aktualisierung einstellen kann.',
          'Es genügt nicht, wenn die Bewegung nur anhält, solange die Maus darüber steht.',
        ],
        fails:
          'Ein Karussell, Lauftext oder Hintergrundvideo läuft automatisch länger als fünf Sekunden, oder ein Ticker aktualisiert sich selbst, und der Inhalt lässt sich nicht anhalten, beenden oder ausblenden, obwohl die Bewegung nicht wesentlich ist.',
        notApplicable: 'Auf der Website bewegt, blinkt, scrollt oder aktualisiert sich nichts von selbst.',
      },
      en: {
        look: 'Content that moves, blinks, scrolls or updates by itself: carousels, scrolling text, background videos, animations, news tickers, live scores.',
        steps: [
          'Load the page and watch what starts without your doing and runs for more than five seconds alongside other content.',
          'For each such movement, find a way to pause, stop or hide it, and try that way with the keyboard too.',
          'For content that updates by itself, check whether you can pause or hide it or control how often it updates.',
          'Pausing only while the mouse rests on it is not enough.',
        ],
        fails:
          'A carousel, scrolling text or background video runs automatically for more than five seconds, or a ticker updates by itself, and it cannot be paused, stopped or hidden, although the movement is not essential.',
        notApplicable: 'Nothing on the website moves, blinks, scrolls or updates by itself.',
      },
    },
  },
  '2.2.3': {
    features: ['timing', 'forms', 'sign-in'],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Alle Abläufe, bei denen Zeit eine Rolle spielt: Formulare, Anmeldung, Bestellungen mit Reservierungsfrist, Tests und Quizze, Spiele.',
        steps: [
          'Gehen Sie jeden Ablauf langsam durch und lassen Sie zwischendurch mehrere Minuten vergehen.',
          'Prüfen Sie, ob man jeden Ablauf ganz ohne Zeitbegrenzung abschließen kann, z. B. weil sich eine Begrenzung abschalten lässt.',
          'Ausgenommen sind nicht interaktive synchronisierte Medien, etwa ein Video, und Echtzeitereignisse wie Auktionen oder Live-Übertragungen.',
        ],
        fails:
          'Ein Ablauf lässt sich nur innerhalb einer bestimmten Zeit abschließen, z. B. ein Test mit festem Zeitlimit oder eine Reservierung, die nach 15 Minuten verfällt, ohne dass es sich um ein Echtzeitereignis handelt.',
        notApplicable: 'Die Website hat keine Zeitbegrenzungen.',
      },
      en: {
        look: 'Every process in which time plays a part: forms, sign-in, orders with a reservation period, tests and quizzes, games.',
        steps: [
          'Go through each process slowly and let several minutes pass along the way.',
          'Check whether every process can be completed without any time limit, e.g. because the limit can be turned off.',
          'Exceptions are non-interactive synchronised media, such as a video, and real-time events such as auctions or live broadcasts.',
        ],
        fails:
          'A process can be completed only within a certain time, e.g. a test with a fixed time limit or a reservation that lapses after 15 minutes, although it is not a real-time event.',
        notApplicable: 'The website has no time limits.',
      },
    },
  },
  '2.2.4': {
    features: [],
    methods: ['content-review', 'visual'],
    texts: {
      de: {
        look: 'Alles, was die Nutzung unaufgefordert unterbricht: Einblendungen für Newsletter oder Umfragen, Chat-Einladungen, Hinweise auf neue Inhalte, automatische Aktualisierungen der Seite.',
        steps: [
          'Nutzen Sie die Website einige Minuten lang und notieren Sie alle Einblendungen und Aktualisierungen, die Sie nicht selbst ausgelöst haben.',
          'Prüfen Sie, ob man diese Unterbrechungen abschalten oder auf später verschieben kann, z. B. in den Einstellungen oder direkt in der Meldung.',
          'Meldungen in Notfällen, etwa Sicherheits- oder Gefahrenwarnungen, dürfen unterbrechen.',
        ],
        fails:
          'Unterbrechungen wie Werbeeinblendungen, Chat-Einladungen oder automatische Seitenaktualisierungen erscheinen immer wieder, ohne dass man sie abschalten oder aufschieben kann, und es handelt sich nicht um einen Notfall.',
        notApplicable:
          'Die Website unterbricht die Nutzung nie unaufgefordert, also weder mit Einblendungen noch mit Chat-Einladungen oder automatischen Aktualisierungen.',
      },
      en: {
        look: 'Anything that interrupts use unprompted: newsletter or survey pop-ups, chat invitations, notices of new content, automatic page refreshes.',
        steps: [
          'Use the website for a few minutes and note every pop-up and update that you did not trigger yourself.',
          'Check whether these interruptions can be turned off or postponed, e.g. in the settings or in the message itself.',
          'Messages about emergencies, such as safety or danger warnings, may interrupt.',
        ],
        fails:
          'Interruptions such as promotional pop-ups, chat invitations or automatic page refreshes keep appearing, cannot be turned off or postponed, and are not about an emergency.',
        notApplicable:
          'The website never interrupts use unprompted: no pop-ups, no chat invitations, no automatic updates.',
      },
    },
  },
  '2.2.5': {
    features: ['sign-in'],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Angemeldete Bereiche, deren Sitzung abläuft: Was geschieht mit begonnenen Eingaben, wenn man sich neu anmelden muss?',
        steps: [
          'Melden Sie sich an und beginnen Sie eine Aktivität, z. B. ein mehrseitiges Formular oder eine Bestellung.',
          'Warten Sie, bis die Sitzung abläuft, oder lassen Sie die Ablaufzeit für den Test verkürzen.',
          'Senden Sie die Eingaben ab, melden Sie sich neu an und prüfen Sie, ob Sie an derselben Stelle mit allen Eingaben weitermachen können.',
        ],
        fails:
          'Nach der erneuten Anmeldung sind begonnene Eingaben verloren oder man landet auf der Startseite und muss den Vorgang von vorn beginnen.',
        notApplicable: 'Die Website hat keine Anmeldung, oder angemeldete Sitzungen laufen nicht ab.',
      },
      en: {
        look: 'Signed-in areas whose session expires: what happens to input already entered when you have to sign in again?',
        steps: [
          'Sign in and start an activity, e.g. a multi-page form or an order.',
          'Wait until the session expires, or have the expiry time shortened for the test.',
          'Submit the input, sign in again and check whether you can continue at the same point with all your input.',
        ],
        fails:
          'After signing in again, input already entered is lost, or you land on the home page and have to start the process from the beginning.',
        notApplicable: 'The website has no sign-in, or signed-in sessions do not expire.',
      },
    },
  },
  '2.2.6': {
    features: ['forms', 'sign-in'],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Vorgänge, bei denen Inaktivität zu Datenverlust führen kann: Formulare, Warenkörbe, Bestellungen und Eingaben in angemeldeten Bereichen.',
        steps: [
          'Beginnen Sie einen Vorgang, z. B. ein Formular oder eine Bestellung, und lesen Sie dabei alle Hinweise.',
          'Prüfen Sie, ob die Seite zu Beginn sagt, nach wie langer Inaktivität Eingaben verloren gehen.',
          'Lassen Sie den Vorgang liegen und prüfen Sie, ob die Eingaben danach noch vorhanden sind. Bleiben sie mehr als 20 Stunden erhalten, ist keine Warnung nötig.',
        ],
        fails:
          'Eingaben gehen nach einer Zeit der Inaktivität verloren, ohne dass die Seite vorher auf diese Dauer hingewiesen hat, und die Daten bleiben nicht mindestens 20 Stunden erhalten.',
        notApplicable:
          'Auf der Website gehen bei Inaktivität keine Daten verloren, etwa weil sie keine Eingaben entgegennimmt.',
      },
      en: {
        look: 'Processes in which inactivity can lead to data loss: forms, baskets, orders and input in signed-in areas.',
        steps: [
          'Start a process, e.g. a form or an order, and read all notices along the way.',
          'Check whether the page says at the start after how much inactivity input will be lost.',
          'Leave the process idle and check whether the input is still there afterwards. If it is kept for more than 20 hours, no warning is needed.',
        ],
        fails:
          'Input is lost after a period of inactivity, the page did not state that duration beforehand, and the data is not kept for at least 20 hours.',
        notApplicable: 'No data is lost on the website through inactivity, e.g. because it takes no input.',
      },
    },
  },
  '2.3.1': {
    features: ['motion', 'media'],
    methods: ['media-player', 'visual'],
    texts: {
      de: {
        look: 'Blitzende oder schnell flackernde Inhalte in Videos, Animationen, animierten Grafiken, Werbebannern und Übergangseffekten, besonders auf großen Flächen mit starkem Hell-Dunkel-Wechsel oder gesättigtem Rot.',
        steps: [
          'Spielen Sie alle Videos und Animationen vollständig ab und achten Sie auf schnelle Hell-Dunkel-Wechsel.',
          'Zählen Sie bei Verdacht die Blitze pro Sekunde, notfalls in Zeitlupe oder Bild für Bild.',
          'Mehr als drei Blitze pro Sekunde sind nur bei kleiner Fläche (insgesamt unter einem Viertel von 341 × 256 Pixeln) oder sehr schwachem Helligkeitswechsel zulässig.',
          'Gesättigtes Rot zählt auch bei geringem Helligkeitswechsel als Blitz. Prüfen Sie Grenzfälle mit einem Analysewerkzeug wie PEAT (Photosensitive Epilepsy Analysis Tool).',
        ],
        fails:
          'Ein Inhalt blitzt mehr als dreimal pro Sekunde auf größerer Fläche, mit deutlichem Hell-Dunkel-Wechsel oder in gesättigtem Rot, und überschreitet damit die Grenzwerte für allgemeines und rotes Blitzen.',
        notApplicable: 'Auf der Website blitzt oder flackert nichts.',
      },
      en: {
        look: 'Flashing or rapidly flickering content in videos, animations, animated images, banner adverts and transition effects, especially on large areas with strong light-dark changes or saturated red.',
        steps: [
          'Play all videos and animations to the end and watch for rapid changes between light and dark.',
          'Where in doubt, count the flashes per second, in slow motion or frame by frame if necessary.',
          'More than three flashes a second are allowed only on a small area (under a quarter of 341 × 256 pixels in total) or with very slight changes in brightness.',
          'Saturated red counts as a flash even with little change in brightness. Check borderline cases with an analysis tool such as PEAT (Photosensitive Epilepsy Analysis Tool).',
        ],
        fails:
          'Content flashes more than three times per second over a larger area, with a clear light-dark change or in saturated red, and so exceeds the general flash and red flash thresholds.',
        notApplicable: 'Nothing on the website flashes or flickers.',
      },
    },
  },
  '2.3.2': {
    features: ['motion', 'media'],
    methods: ['media-player', 'visual'],
    texts: {
      de: {
        look: 'Alles, was blitzt oder flackert, unabhängig von Größe, Helligkeit und Farbe: Videos, Animationen, animierte Grafiken, blinkende Symbole.',
        steps: [
          'Spielen Sie alle Videos und Animationen vollständig ab.',
          'Zählen Sie bei jedem Blitzen oder Flackern die Blitze pro Sekunde, notfalls in Zeitlupe oder Bild für Bild.',
          'Anders als bei 2.3.1 gibt es keine Ausnahme für kleine blitzende Flächen.',
        ],
        fails:
          'Irgendein Inhalt blitzt mehr als dreimal in einer Sekunde, auch wenn die blitzende Fläche klein ist.',
        notApplicable: 'Auf der Website blitzt oder flackert nichts.',
      },
      en: {
        look: 'Anything that flashes or flickers, regardless of size, brightness and colour: videos, animations, animated images, blinking icons.',
        steps: [
          'Play all videos and animations to the end.',
          'For anything that flashes or flickers, count the flashes per second, in slow motion or frame by frame if necessary.',
          'Unlike 2.3.1, there is no exception for small flashing areas.',
        ],
        fails:
          'Some content flashes more than three times in one second, even if the flashing area is small.',
        notApplicable: 'Nothing on the website flashes or flickers.',
      },
    },
  },
  '2.3.3': {
    features: [],
    methods: ['visual', 'code-inspection'],
    texts: {
      de: {
        look: 'Bewegungsanimationen, die durch Scrollen, Klicken oder Überfahren ausgelöst werden: Parallaxeffekte, hereingleitende oder heranzoomende Elemente, animierte Seitenwechsel. Reine Farb-, Unschärfe- oder Transparenzwechsel zählen nicht.',
        steps: [
          'Scrollen Sie durch die Seite, öffnen Sie Menüs und Dialoge und notieren Sie, welche Bewegungen Ihre Aktionen auslösen.',
          'Schalten Sie im Betriebssystem „Bewegung reduzieren“ ein (Windows: „Animationseffekte“ aus) oder emulieren Sie „prefers-reduced-motion“ in den Entwicklerwerkzeugen des Browsers.',
          'Laden Sie die Seite neu und prüfen Sie, ob die Bewegungen nun ausbleiben. Ein Schalter auf der Website selbst genügt ebenfalls.',
          'Bewegung darf bleiben, wenn sie für die Funktion oder die vermittelte Information wesentlich ist.',
        ],
        fails:
          'Durch Scrollen oder Klicken ausgelöste Bewegungsanimationen wie Parallaxeffekte lassen sich weder über die Systemeinstellung noch über einen Schalter der Website abschalten, obwohl sie nicht wesentlich sind.',
        notApplicable: 'Die Website löst bei Interaktionen keine Bewegungsanimationen aus.',
      },
      en: {
        look: 'Motion animation triggered by scrolling, clicking or hovering: parallax effects, elements that slide or zoom in, animated page transitions. Mere changes of colour, blur or opacity do not count.',
        steps: [
          'Scroll through the page, open menus and dialogs, and note which movements your actions trigger.',
          'Turn on "Reduce motion" in the operating system (Windows: "Animation effects" off) or emulate "prefers-reduced-motion" in the browser developer tools.',
          'Reload the page and check whether the movements are now gone. A switch on the website itself is also sufficient.',
          'Motion may remain if it is essential to the functionality or to the information conveyed.',
        ],
        fails:
          'Motion animation triggered by scrolling or clicking, such as parallax effects, can be turned off neither through the system setting nor through a switch on the website, although it is not essential.',
        notApplicable: 'The website triggers no motion animation on interaction.',
      },
    },
  },
  '2.4.1': {
    features: [],
    methods: ['keyboard', 'screen-reader'],
    texts: {
      de: {
        look: 'Inhaltsblöcke, die sich auf mehreren Seiten wiederholen, vor allem Kopfbereich und Hauptnavigation: Gelangt man per Tastatur oder Screenreader direkt zum Hauptinhalt?',
        steps: [
          'Laden Sie die Seite und drücken Sie einmal Tab: Erscheint ein Link wie „Zum Inhalt springen“? Aktivieren Sie ihn mit der Eingabetaste.',
          'Drücken Sie danach erneut Tab: Der Fokus muss im Hauptinhalt landen, nicht wieder in der Navigation.',
          'Ohne Sprunglink: Prüfen Sie mit NVDA (Tasten D und H) oder dem VoiceOver-Rotor, ob Seitenbereiche (Landmarken) oder Überschriften direkt zum Hauptinhalt führen.',
        ],
        fails:
          'Es gibt weder einen funktionierenden Sprunglink noch Überschriften oder Seitenbereiche, mit denen man wiederkehrende Blöcke wie die Navigation überspringen kann. Ein Sprunglink, der den Fokus nicht versetzt, zählt nicht.',
        notApplicable: 'Die Website hat keine Inhaltsblöcke, die sich auf mehreren Seiten wiederholen.',
      },
      en: {
        look: 'Blocks of content repeated on several pages, above all the header and main navigation: can you get straight to the main content by keyboard or screen reader?',
        steps: [
          'Load the page and press Tab once: does a link such as "Skip to content" appear? Activate it with Enter.',
          'Then press Tab again: the focus must land in the main content, not back in the navigation.',
          'Without a skip link, check with NVDA (keys D and H) or the VoiceOver rotor whether landmarks or headings lead straight to the main content.',
        ],
        fails:
          'There is neither a working skip link nor headings or landmarks with which repeated blocks such as the navigation can be bypassed. A skip link that does not move the focus does not count.',
        notApplicable: 'The website has no blocks of content that are repeated on several pages.',
      },
    },
  },
  '2.4.2': {
    features: [],
    methods: ['content-review', 'screen-reader'],
    texts: {
      de: {
        look: 'Der Seitentitel, wie er im Browser-Tab, in Lesezeichen und in Suchergebnissen erscheint: Beschreibt er Thema oder Zweck der Seite?',
        steps: [
          'Lesen Sie den Titel im Browser-Tab oder lassen Sie ihn vom Screenreader ansagen (NVDA: Einfügen+T).',
          'Prüfen Sie, ob er Thema oder Zweck der Seite nennt und nicht nur den Namen der Website.',
          'Vergleichen Sie mehrere Seiten: Jede braucht einen eigenen, zutreffenden Titel, auch Fehlerseiten und Schritte in Abläufen, z. B. „Schritt 2 von 3: Lieferadresse“.',
          'Prüfen Sie bei Seiten, die Inhalte ohne Neuladen wechseln, ob sich der Titel mit dem Inhalt ändert.',
        ],
        fails:
          'Der Titel beschreibt die Seite nicht, z. B. „Startseite“ auf jeder Seite, nur der Firmenname, ein Dateiname oder ein Platzhalter wie „Neue Seite“.',
      },
      en: {
        look: 'The page title as it appears in the browser tab, in bookmarks and in search results: does it describe the topic or purpose of the page?',
        steps: [
          'Read the title in the browser tab or have the screen reader announce it (NVDA: Insert+T).',
          'Check that it names the topic or purpose of the page, not just the name of the website.',
          'Compare several pages: each needs its own accurate title, error pages and steps in a process too, e.g. "Step 2 of 3: Delivery address".',
          'On pages that change their content without reloading, check that the title changes with the content.',
        ],
        fails:
          'The title does not describe the page, e.g. "Home" on every page, the company name alone, a file name or a placeholder such as "New page".',
      },
    },
  },
  '2.4.3': {
    features: [],
    methods: ['keyboard'],
    texts: {
      de: {
        look: 'Die Reihenfolge, in der der Tastaturfokus die Bedienelemente durchläuft, besonders bei mehrspaltigem Seitenaufbau, in Formularen, Menüs, Dialogen und nachgeladenen Inhalten.',
        steps: [
          'Gehen Sie mit Tab und Umschalt+Tab durch die Seite und verfolgen Sie den Fokus.',
          'Prüfen Sie, ob die Fokusreihenfolge der Lese- und Bedienlogik folgt, z. B. im Formular Feld für Feld statt kreuz und quer.',
          'Öffnen Sie Dialoge und Aufklappmenüs: Der Fokus muss hineinspringen und beim Schließen an eine sinnvolle Stelle zurückkehren, meist zum auslösenden Element.',
          'Achten Sie darauf, dass der Fokus nicht auf unsichtbare Elemente springt, z. B. in ein geschlossenes Menü.',
        ],
        fails:
          'Der Fokus springt so, dass Sinn oder Bedienung leiden: Er überspringt Teile, landet in verborgenen Menüs, gelangt nicht in einen geöffneten Dialog oder wandert aus ihm in den Hintergrund.',
      },
      en: {
        look: 'The order in which the keyboard focus moves through the controls, especially in multi-column layouts, forms, menus, dialogs and content loaded later.',
        steps: [
          'Go through the page with Tab and Shift+Tab and follow the focus.',
          'Check that the focus order follows the logic of reading and operation, e.g. field by field in a form rather than jumping around.',
          'Open dialogs and drop-down menus: the focus must move into them and, on closing, return to a sensible place, usually the element that opened them.',
          'Check that the focus does not land on invisible elements, such as a closed menu.',
        ],
        fails:
          'The focus moves in a way that harms meaning or operation: it skips parts, lands in hidden menus, does not enter an opened dialog or wanders from it into the background.',
      },
    },
  },
  '2.4.4': {
    features: [],
    methods: ['content-review', 'screen-reader'],
    texts: {
      de: {
        look: 'Die Linktexte der Seite zusammen mit ihrem unmittelbaren Zusammenhang: demselben Satz, Absatz oder Listenpunkt, der Tabellenzelle mit ihrer Überschrift oder der vorangehenden Überschrift.',
        steps: [
          'Lassen Sie sich mit NVDA (Einfügen+F7) oder dem VoiceOver-Rotor die Liste aller Links anzeigen.',
          'Prüfen Sie bei jedem unklaren Link wie „Mehr“ oder „Hier“, ob Satz, Absatz, Listenpunkt oder zugehörige Überschrift das Ziel klarmachen.',
          'Prüfen Sie bei Links, die nur aus einem Bild oder Symbol bestehen, ob deren Textalternative das Ziel nennt.',
          'Prüfen Sie, ob gleich lautende Links im selben Zusammenhang auch zum selben Ziel führen.',
        ],
        fails:
          'Das Ziel eines Links ist weder aus dem Linktext noch aus seinem Zusammenhang erkennbar, z. B. „Hier klicken“ ohne erklärenden Satz oder ein Lupensymbol ohne Textalternative.',
      },
      en: {
        look: 'The link texts on the page together with their immediate context: the same sentence, paragraph or list item, the table cell with its header, or the preceding heading.',
        steps: [
          'Open the list of all links with NVDA (Insert+F7) or the VoiceOver rotor.',
          'For every unclear link such as "More" or "Here", check whether its sentence, paragraph, list item or heading makes the destination clear.',
          'For links that consist only of an image or icon, check that the text alternative names the destination.',
          'Check that links with the same text in the same context lead to the same destination.',
        ],
        fails:
          'The purpose of a link cannot be told from its text or its context, e.g. "Click here" without an explaining sentence, or a magnifying-glass icon without a text alternative.',
      },
    },
  },
  '2.4.5': {
    features: [],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Die Wege, auf denen man eine bestimmte Seite der Website findet: Navigation, Suchfunktion, Sitemap, Inhaltsverzeichnis, Verweise zwischen verwandten Seiten.',
        steps: [
          'Wählen Sie einige Unterseiten aus und versuchen Sie, jede auf zwei verschiedenen Wegen zu erreichen.',
          'Prüfen Sie, ob es neben der Navigation mindestens einen weiteren Weg gibt, z. B. eine Suche, eine Sitemap oder ein Stichwortverzeichnis.',
          'Seiten, die nur ein Schritt in einem Ablauf sind oder dessen Ergebnis, z. B. eine Bestellbestätigung, brauchen keinen zweiten Weg.',
        ],
        fails:
          'Eine Seite ist nur auf einem einzigen Weg erreichbar, z. B. nur über die Hauptnavigation, und es gibt weder Suche noch Sitemap noch andere Verweise dorthin.',
        notApplicable: 'Die Website besteht nur aus einer einzigen Seite.',
      },
      en: {
        look: 'The ways of finding a particular page of the website: navigation, search, site map, table of contents, links between related pages.',
        steps: [
          'Choose a few subpages and try to reach each one in two different ways.',
          'Check that besides the navigation there is at least one other way, e.g. a search, a site map or an A–Z index.',
          'Pages that are only a step in a process or its result, such as an order confirmation, need no second way.',
        ],
        fails:
          'A page can be reached in only one way, e.g. only through the main navigation, with no search, no site map and no other links to it.',
        notApplicable: 'The website consists of a single page.',
      },
    },
  },
  '2.4.6': {
    features: [],
    methods: ['content-review', 'screen-reader'],
    texts: {
      de: {
        look: 'Alle Überschriften sowie die Beschriftungen von Formularfeldern, Schaltflächen und anderen Bedienelementen: Sagen sie, worum es geht oder was einzugeben ist?',
        steps: [
          'Lassen Sie sich mit NVDA (Einfügen+F7) oder dem VoiceOver-Rotor die Liste der Überschriften anzeigen und lesen Sie sie ohne den übrigen Text.',
          'Prüfen Sie, ob jede Überschrift den folgenden Abschnitt zutreffend beschreibt und sich Abschnitte mit verschiedenem Inhalt unterscheiden lassen.',
          'Prüfen Sie bei Formularen, ob jede Beschriftung klar sagt, was einzugeben ist, z. B. „Geburtsdatum (TT.MM.JJJJ)“ statt „Datum“.',
        ],
        fails:
          'Überschriften oder Beschriftungen beschreiben Thema oder Zweck nicht, z. B. mehrere gleich lautende Überschriften „Mehr erfahren“ über verschiedenen Abschnitten oder ein Feld, das nur „Eingabe“ heißt.',
      },
      en: {
        look: 'All headings and the labels of form fields, buttons and other controls: do they say what the content is about or what to enter?',
        steps: [
          'Open the list of headings with NVDA (Insert+F7) or the VoiceOver rotor and read them without the rest of the text.',
          'Check that each heading accurately describes the section that follows and that sections with different content can be told apart.',
          'In forms, check that each label clearly says what to enter, e.g. "Date of birth (DD/MM/YYYY)" rather than "Date".',
        ],
        fails:
          'Headings or labels do not describe the topic or purpose, e.g. several identical headings "Learn more" above different sections, or a field labelled only "Input".',
      },
    },
  },
  '2.4.7': {
    features: [],
    methods: ['keyboard', 'visual'],
    texts: {
      de: {
        look: 'Die Fokusanzeige: Ist beim Bedienen mit der Tastatur jederzeit zu sehen, welches Element gerade den Fokus hat?',
        steps: [
          'Gehen Sie mit Tab und Umschalt+Tab durch die ganze Seite und behalten Sie den Fokus im Blick.',
          'Prüfen Sie bei jedem Schritt, ob das fokussierte Element erkennbar hervorgehoben ist, auch in Menüs, Dialogen, Karussells und eingebetteten Inhalten.',
          'Achten Sie auf Schritte, bei denen der Fokus scheinbar verschwindet: Dann steht er auf einem unsichtbaren oder nicht hervorgehobenen Element.',
          'Prüfen Sie die Fokusanzeige auch auf farbigen Flächen und Bildern, wo sie mit dem Hintergrund verschwimmen kann.',
        ],
        fails:
          'Bei mindestens einem Element ist nicht zu erkennen, dass es den Fokus hat, z. B. weil die Fokusumrandung per CSS entfernt wurde oder dieselbe Farbe wie der Hintergrund hat.',
      },
      en: {
        look: 'The focus indicator: when operating by keyboard, can you always see which element currently has focus?',
        steps: [
          'Go through the whole page with Tab and Shift+Tab and keep your eye on the focus.',
          'At every step, check that the focused element is visibly highlighted, also in menus, dialogs, carousels and embedded content.',
          'Watch for steps where the focus seems to disappear: it is then on an invisible or unhighlighted element.',
          'Also check the focus indicator on coloured areas and images, where it may blend into the background.',
        ],
        fails:
          'For at least one element you cannot tell that it has focus, e.g. because the focus outline was removed with CSS or has the same colour as the background.',
      },
    },
  },
  '2.4.8': {
    features: [],
    methods: ['visual', 'content-review', 'screen-reader'],
    texts: {
      de: {
        look: 'Hinweise darauf, wo man sich innerhalb der Website befindet: Brotkrümelnavigation, hervorgehobener Menüpunkt, Seitentitel, Sitemap, Schrittanzeige in Abläufen.',
        steps: [
          'Rufen Sie einige tief liegende Unterseiten auf, auch direkt über die Suche oder einen Link von außen.',
          'Prüfen Sie, ob erkennbar ist, wo die Seite in der Struktur steht, z. B. durch eine Brotkrümelnavigation oder einen hervorgehobenen Menüpunkt.',
          'Prüfen Sie, ob diese Angabe auch Screenreadern zugänglich ist, z. B. ob NVDA beim hervorgehobenen Menüpunkt „aktuelle Seite“ ansagt.',
          'Prüfen Sie in mehrschrittigen Abläufen, ob der aktuelle Schritt angezeigt wird, z. B. „Schritt 2 von 4“.',
        ],
        fails:
          'Auf Unterseiten gibt es keinen Hinweis auf den Ort innerhalb der Website: weder Brotkrümelnavigation noch hervorgehobenen Menüpunkt noch einen einordnenden Seitentitel noch eine Sitemap.',
        notApplicable: 'Die Website besteht nur aus einer einzigen Seite.',
      },
      en: {
        look: 'Clues to where you are within the website: breadcrumbs, a highlighted menu item, the page title, a site map, a step indicator in processes.',
        steps: [
          'Open a few subpages deep in the structure, also directly through the search or a link from outside.',
          'Check whether you can tell where the page sits in the structure, e.g. from breadcrumbs or a highlighted menu item.',
          'Check that this information is available to screen readers too, e.g. whether NVDA announces "current page" on the highlighted menu item.',
          'In multi-step processes, check that the current step is shown, e.g. "Step 2 of 4".',
        ],
        fails:
          'Subpages give no clue to their location within the website: no breadcrumbs, no highlighted menu item, no page title placing them, and no site map.',
        notApplicable: 'The website consists of a single page.',
      },
    },
  },
  '2.4.9': {
    features: [],
    methods: ['content-review', 'screen-reader'],
    texts: {
      de: {
        look: 'Die Linktexte allein, ohne umgebenden Satz und ohne Überschrift: Sagt jeder Link für sich, wohin er führt?',
        steps: [
          'Lassen Sie sich mit NVDA (Einfügen+F7) oder dem VoiceOver-Rotor die Liste aller Links anzeigen.',
          'Prüfen Sie, ob jeder Link allein verständlich ist. „Mehr“ oder „Weiterlesen“ genügen hier nicht, auch nicht mit erklärendem Zusammenhang.',
          'Ein für Screenreader ergänzter Text, der das Ziel nennt, zählt mit; hören Sie ihn sich in der Linkliste an.',
          'Prüfen Sie, ob gleich lautende Links zum selben Ziel führen.',
        ],
        fails:
          'Mindestens ein Link ist nur im Zusammenhang verständlich, z. B. „Weiterlesen“ oder „PDF“, und auch sein zugänglicher Name nennt das Ziel nicht. Ausgenommen sind Links, deren Zweck für alle gleichermaßen unklar ist.',
      },
      en: {
        look: 'The link texts alone, without the surrounding sentence or heading: does each link say by itself where it leads?',
        steps: [
          'Open the list of all links with NVDA (Insert+F7) or the VoiceOver rotor.',
          'Check that each link makes sense on its own. "More" or "Read more" is not enough here, not even with an explaining context.',
          'Text added for screen readers that names the destination counts; listen to it in the links list.',
          'Check that links with the same text lead to the same destination.',
        ],
        fails:
          'At least one link makes sense only in context, e.g. "Read more" or "PDF", and its accessible name does not name the destination either. Links whose purpose is ambiguous to everyone are exempt.',
      },
    },
  },
  '2.4.10': {
    features: [],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Längere Texte wie Artikel, Produktbeschreibungen oder rechtliche Hinweise: Sind sie in Abschnitte gegliedert, und hat jeder Abschnitt eine Überschrift?',
        steps: [
          'Lesen Sie längere Seiten und achten Sie darauf, wo das Thema wechselt.',
          'Prüfen Sie, ob an jedem solchen Wechsel ein neuer Abschnitt mit eigener Überschrift beginnt.',
          'Prüfen Sie, ob sich der Text allein über die Überschriften überblicken lässt.',
        ],
        fails:
          'Ein längerer Text mit mehreren Themen läuft ohne Zwischenüberschriften durch, sodass man ihn nicht überblicken und Abschnitte nicht gezielt ansteuern kann.',
        notApplicable: 'Die Website enthält keine längeren Texte, die sich in Abschnitte gliedern lassen.',
      },
      en: {
        look: 'Longer texts such as articles, product descriptions or legal notices: are they organised into sections, and does each section have a heading?',
        steps: [
          'Read longer pages and note where the topic changes.',
          'Check that a new section with its own heading begins at each such change.',
          'Check whether you can get an overview of the text from the headings alone.',
        ],
        fails:
          'A longer text covering several topics runs on without subheadings, so that it cannot be skimmed and its sections cannot be reached directly.',
        notApplicable: 'The website contains no longer texts that could be divided into sections.',
      },
    },
  },
  '2.4.11': {
    features: [],
    methods: ['keyboard', 'zoom'],
    texts: {
      de: {
        look: 'Inhalte, die andere überlagern: fixierte Kopf- und Fußzeilen, Cookie-Banner, Chat-Schaltflächen, Hinweisleisten. Bleibt das Element mit Fokus dahinter wenigstens teilweise sichtbar?',
        steps: [
          'Gehen Sie mit Tab und Umschalt+Tab durch die ganze Seite, einmal bei geöffnetem Cookie-Banner und einmal nach dem Schließen.',
          'Wiederholen Sie das bei 200 % Browser-Zoom oder in einem schmalen Fenster, wo fixierte Leisten mehr Platz einnehmen.',
          'Prüfen Sie bei jedem Schritt, ob ein Inhalt der Website das fokussierte Element vollständig verdeckt.',
          'Lässt sich Inhalt, den Sie selbst geöffnet haben, ohne Fokuswechsel schließen, z. B. mit Esc, gilt er nicht als verdeckend; bei verschiebbaren Leisten zählt nur deren Ausgangsposition.',
        ],
        fails:
          'Ein Element mit Fokus ist vollständig hinter einem Inhalt der Website verborgen, z. B. hinter einer fixierten Kopfzeile oder einem nicht modalen Cookie-Banner, sodass man nicht sieht, wo der Fokus steht.',
      },
      en: {
        look: 'Content that overlays other content: sticky headers and footers, cookie banners, chat buttons, notification bars. Does the focused element stay at least partly visible behind them?',
        steps: [
          'Go through the whole page with Tab and Shift+Tab, once with the cookie banner open and once after closing it.',
          'Repeat this at 200 % browser zoom or in a narrow window, where sticky bars take up more room.',
          'At every step, check whether content from the website completely hides the focused element.',
          'Content you opened yourself that can be dismissed without moving focus, e.g. with Esc, does not count as hiding; for movable bars only their initial position counts.',
        ],
        fails:
          'A focused element is entirely hidden behind content from the website, e.g. a sticky header or a non-modal cookie banner, so that you cannot see where the focus is.',
      },
    },
  },
  '2.4.12': {
    features: [],
    methods: ['keyboard', 'zoom'],
    texts: {
      de: {
        look: 'Wie bei 2.4.11 fixierte Kopf- und Fußzeilen, Cookie-Banner, Chat-Schaltflächen und Hinweisleisten, aber strenger: Das Element mit Fokus muss vollständig sichtbar sein.',
        steps: [
          'Gehen Sie mit Tab und Umschalt+Tab durch die ganze Seite, einmal bei geöffnetem Cookie-Banner und einmal nach dem Schließen.',
          'Wiederholen Sie das bei 200 % Browser-Zoom oder in einem schmalen Fenster.',
          'Prüfen Sie bei jedem Schritt, ob ein Inhalt der Website auch nur einen Teil des fokussierten Elements verdeckt.',
          'Bei Leisten oder Dialogen, die man selbst verschieben kann, zählt nur deren Ausgangsposition.',
        ],
        fails:
          'Ein Element mit Fokus ist auch nur teilweise von einem Inhalt der Website verdeckt, z. B. schneidet eine fixierte Kopfzeile den oberen Rand eines Links ab.',
      },
      en: {
        look: 'As for 2.4.11, sticky headers and footers, cookie banners, chat buttons and notification bars, but stricter: the focused element must be fully visible.',
        steps: [
          'Go through the whole page with Tab and Shift+Tab, once with the cookie banner open and once after closing it.',
          'Repeat this at 200 % browser zoom or in a narrow window.',
          'At every step, check whether content from the website hides even part of the focused element.',
          'For bars or dialogs that users can move themselves, only their initial position counts.',
        ],
        fails:
          'A focused element is even partly hidden by content from the website, e.g. a sticky header cuts off the top edge of a link.',
      },
    },
  },
  '2.4.13': {
    features: [],
    methods: ['keyboard', 'contrast-tool', 'code-inspection'],
    texts: {
      de: {
        look: 'Die Fokusanzeige jedes Bedienelements: Ist sie groß genug, und hebt sie sich mit ausreichendem Kontrast vom Zustand ohne Fokus ab?',
        steps: [
          'Gehen Sie mit Tab durch die Seite und vergleichen Sie jedes Element mit und ohne Fokus, z. B. anhand von Bildschirmfotos.',
          'Prüfen Sie die Größe: Die veränderte Fläche muss mindestens so groß sein wie ein 2 CSS-Pixel breiter Rahmen um das Element.',
          'Messen Sie mit einem Kontrastwerkzeug, ob diese Pixel zwischen fokussiertem und unfokussiertem Zustand ein Kontrastverhältnis von mindestens 3:1 haben.',
          'Ausgenommen ist die Standard-Fokusanzeige des Browsers, sofern die Website weder sie noch ihren Hintergrund verändert hat.',
        ],
        fails:
          'Eine selbst gestaltete Fokusanzeige ist zu klein, z. B. eine 1 Pixel breite Umrandung oder eine dünne Unterstreichung, oder ihr Farbwechsel erreicht gegenüber dem Zustand ohne Fokus kein Kontrastverhältnis von 3:1.',
      },
      en: {
        look: 'The focus indicator of every control: is it large enough, and does it differ from the unfocused state with sufficient contrast?',
        steps: [
          'Go through the page with Tab and compare each element with and without focus, e.g. using screenshots.',
          'Check the size: the changed area must be at least as large as a 2 CSS pixel thick perimeter around the element.',
          'Measure with a contrast tool whether those pixels have a contrast ratio of at least 3:1 between the focused and unfocused states.',
          'The default browser focus indicator is exempt, provided the website has modified neither the indicator nor its background.',
        ],
        fails:
          'A custom focus indicator is too small, e.g. a 1 pixel outline or a thin underline, or its colour change does not reach a contrast ratio of 3:1 against the unfocused state.',
      },
    },
  },
  '2.5.1': {
    features: ['widgets', 'dragging', 'images', 'frames'],
    methods: ['mobile', 'visual'],
    texts: {
      de: {
        look: 'Funktionen, die Gesten mit mehreren Fingern oder einem bestimmten Bewegungsweg verlangen: Zwei-Finger-Zoom in Karten, Wischen in Karussells und Bildergalerien, gezeichnete Muster.',
        steps: [
          'Bedienen Sie die Seite auf einem Smartphone oder Tablet und notieren Sie alle Funktionen, die Wisch- oder Mehrfingergesten verwenden.',
          'Prüfen Sie für jede, ob dieselbe Funktion auch mit einfachem Tippen oder Klicken funktioniert, z. B. über Pfeil-Schaltflächen im Karussell oder Plus und Minus in der Karte.',
          'Gesten des Browsers oder Betriebssystems, etwa das Vergrößern der ganzen Seite, zählen nicht.',
        ],
        fails:
          'Eine Funktion funktioniert nur mit einer Mehrfinger- oder Wischgeste, z. B. ein Karussell, das sich nur durch Wischen weiterblättern lässt, obwohl der Bewegungsweg nicht wesentlich ist.',
        notApplicable:
          'Die Website verwendet keine Gesten mit mehreren Fingern oder mit einem bestimmten Bewegungsweg.',
      },
      en: {
        look: 'Functions that require multipoint gestures or a particular path of movement: two-finger zoom in maps, swiping in carousels and image galleries, drawn patterns.',
        steps: [
          'Operate the page on a smartphone or tablet and note every function that uses swipe or multi-finger gestures.',
          'For each, check whether the same function also works with a simple tap or click, e.g. arrow buttons in a carousel or plus and minus in a map.',
          'Gestures of the browser or operating system, such as zooming the whole page, do not count.',
        ],
        fails:
          'A function works only with a multi-finger or swipe gesture, e.g. a carousel that can be advanced only by swiping, although the path of movement is not essential.',
        notApplicable:
          'The website uses no multipoint gestures and no gestures that depend on a path of movement.',
      },
    },
  },
  '2.5.2': {
    features: [],
    methods: ['visual', 'mobile'],
    texts: {
      de: {
        look: 'Schaltflächen, Links und andere Bedienelemente, die mit Maus oder Finger bedient werden: Geschieht die Aktion erst beim Loslassen?',
        steps: [
          'Drücken Sie die Maustaste auf einem Bedienelement, halten Sie sie gedrückt, ziehen Sie den Zeiger vom Element weg und lassen Sie erst dann los.',
          'Prüfen Sie, ob dabei nichts ausgelöst wurde, und wiederholen Sie das auf einem Smartphone mit dem Finger.',
          'Wird eine Aktion schon beim Drücken ausgelöst, prüfen Sie, ob sie sich rückgängig machen lässt oder das Loslassen sie umkehrt, wie bei „Zum Sprechen gedrückt halten“.',
          'Auslösen beim Drücken ist zulässig, wo es wesentlich ist, z. B. bei einer Klaviatur zum Musizieren.',
        ],
        fails:
          'Eine Aktion wird schon beim Herunterdrücken ausgelöst und lässt sich weder abbrechen noch rückgängig machen, z. B. ein Kauf oder das Löschen eines Eintrags.',
      },
      en: {
        look: 'Buttons, links and other controls operated by mouse or finger: does the action happen only on release?',
        steps: [
          'Press the mouse button on a control, hold it down, move the pointer away from the control and only then release it.',
          'Check that nothing was triggered, and repeat this with a finger on a smartphone.',
          'If an action triggers on press, check whether it can be undone or whether releasing reverses it, as with "Hold to talk".',
          'Triggering on press is allowed where it is essential, e.g. a piano keyboard for playing music.',
        ],
        fails:
          'An action is triggered as soon as the pointer is pressed down and can be neither aborted nor undone, e.g. a purchase or deleting an entry.',
      },
    },
  },
  '2.5.3': {
    features: [],
    methods: ['code-inspection', 'screen-reader'],
    texts: {
      de: {
        look: 'Bedienelemente mit sichtbarer Beschriftung aus Text oder Bildern von Text: Enthält ihr zugänglicher Name, den Screenreader und Sprachsteuerung verwenden, genau diesen Text?',
        steps: [
          'Untersuchen Sie Schaltflächen, Links und Formularfelder im Bereich „Barrierefreiheit“ der Entwicklerwerkzeuge und vergleichen Sie den berechneten Namen mit der sichtbaren Beschriftung.',
          'Alternativ: Gehen Sie mit NVDA oder VoiceOver per Tab durch die Seite und vergleichen Sie die Ansage mit dem sichtbaren Text.',
          'Prüfen Sie, ob der sichtbare Text wörtlich im Namen enthalten ist, am besten an dessen Anfang.',
          'Testen Sie wenn möglich mit Sprachsteuerung (Windows-Sprachzugriff, Sprachsteuerung unter macOS), ob ein Klickbefehl mit der sichtbaren Beschriftung das Element auslöst.',
        ],
        fails:
          'Der zugängliche Name enthält den sichtbaren Text nicht, z. B. zeigt eine Schaltfläche „Senden“, ihr Name lautet aber „Formular abschicken“, sodass ein Sprachbefehl mit dem Wort „Senden“ nichts bewirkt.',
      },
      en: {
        look: 'Controls with a visible label made of text or images of text: does their accessible name, used by screen readers and voice control, contain exactly that text?',
        steps: [
          'Inspect buttons, links and form fields in the Accessibility pane of the developer tools and compare the computed name with the visible label.',
          'Alternatively, tab through the page with NVDA or VoiceOver and compare what is announced with the visible text.',
          'Check that the visible text appears word for word in the name, ideally at its start.',
          'If possible, test with voice control (Windows Voice Access, macOS Voice Control) whether "Click" plus the label activates the element.',
        ],
        fails:
          'The accessible name does not contain the visible text, e.g. the button shows "Send" but is named "Submit form", so the voice command "Click Send" does nothing.',
      },
    },
  },
  '2.5.4': {
    features: [],
    methods: ['mobile', 'code-inspection'],
    texts: {
      de: {
        look: 'Funktionen, die durch Bewegen oder Neigen des Geräts oder durch Gesten vor der Kamera ausgelöst werden, z. B. Schütteln zum Rückgängigmachen oder Neigen zum Blättern.',
        steps: [
          'Bewegen, neigen und schütteln Sie ein Smartphone oder Tablet mit der geöffneten Seite und notieren Sie, was sich dadurch auslösen lässt.',
          'Prüfen Sie, ob jede solche Funktion auch über ein Bedienelement wie eine Schaltfläche erreichbar ist.',
          'Prüfen Sie, ob sich die Reaktion auf Bewegung abschalten lässt, damit nichts versehentlich ausgelöst wird.',
          'Ausgenommen ist Bewegung, die wesentlich ist, etwa bei einem Schrittzähler, oder die über eine von Hilfstechniken unterstützte Schnittstelle läuft.',
        ],
        fails:
          'Eine Funktion lässt sich nur durch Bewegung auslösen, oder die Reaktion auf Bewegung lässt sich nicht abschalten, z. B. löscht Schütteln Eingaben, ohne dass man das verhindern kann.',
        notApplicable: 'Die Website reagiert nicht auf Bewegungen des Geräts oder der Person.',
      },
      en: {
        look: 'Functions triggered by moving or tilting the device or by gestures in front of the camera, e.g. shaking to undo or tilting to scroll.',
        steps: [
          'Move, tilt and shake a smartphone or tablet with the page open and note what this triggers.',
          'Check that each such function can also be reached through a user interface component such as a button.',
          'Check that responding to motion can be turned off so that nothing is triggered by accident.',
          'Motion that is essential, as in a step counter, or that operates through an accessibility-supported interface is exempt.',
        ],
        fails:
          'A function can be triggered only by motion, or responding to motion cannot be turned off, e.g. shaking deletes input and there is no way to prevent it.',
        notApplicable: 'The website does not respond to motion of the device or the user.',
      },
    },
  },
  '2.5.5': {
    features: [],
    methods: ['code-inspection', 'visual'],
    texts: {
      de: {
        look: 'Die Größe von Klick- und Tippzielen wie Links, Schaltflächen, Kontrollkästchen und Symbolen: Hier sind mindestens 44 × 44 CSS-Pixel gefordert.',
        steps: [
          'Messen Sie kleine Ziele in den Entwicklerwerkzeugen des Browsers („Untersuchen“, Größe im Box-Modell ablesen).',
          'Prüfen Sie bei zu kleinen Zielen, ob dieselbe Funktion auf der Seite auch über ein ausreichend großes Ziel erreichbar ist.',
          'Ausgenommen sind Links in einem Satz oder Textblock, vom Browser bestimmte und nicht veränderte Bedienelemente und Ziele, deren Größe wesentlich ist.',
        ],
        fails:
          'Ein Ziel außerhalb von Fließtext ist kleiner als 44 × 44 CSS-Pixel, z. B. ein Kreuz zum Schließen oder ein Symbol zum Teilen, und es gibt kein gleichwertiges größeres Ziel auf der Seite.',
      },
      en: {
        look: 'The size of click and touch targets such as links, buttons, checkboxes and icons: at least 44 × 44 CSS pixels are required here.',
        steps: [
          'Measure small targets in the browser developer tools ("Inspect", read the size in the box model).',
          'For targets that are too small, check whether the same function is available on the page through a target that is large enough.',
          'Exceptions are links in a sentence or block of text, controls sized by the browser and not modified, and targets whose size is essential.',
        ],
        fails:
          'A target outside running text is smaller than 44 × 44 CSS pixels, e.g. a close button or a share icon, and there is no equivalent larger target on the page.',
      },
    },
  },
  '2.5.6': {
    features: [],
    methods: ['mobile', 'keyboard'],
    texts: {
      de: {
        look: 'Ob die Website alle Eingabearten zulässt, die das Gerät bietet, z. B. Maus oder externe Tastatur am Tablet, Touchscreen oder Stift am Laptop.',
        steps: [
          'Schließen Sie an ein Tablet oder Smartphone eine Tastatur oder Maus an und bedienen Sie die Seite abwechselnd damit und mit dem Finger.',
          'Bedienen Sie an einem Laptop mit Touchscreen die Seite abwechselnd mit Finger, Maus und Tastatur.',
          'Prüfen Sie, ob eine Eingabeart ignoriert oder gesperrt wird, sobald die Website eine andere erkannt hat.',
          'Einschränkungen sind nur zulässig, wenn sie wesentlich sind, der Sicherheit dienen oder Benutzereinstellungen respektieren.',
        ],
        fails:
          'Die Website sperrt eine auf dem Gerät verfügbare Eingabeart, z. B. reagiert die mobile Ansicht nicht auf eine angeschlossene Tastatur oder Maus, ohne dass dies wesentlich oder aus Sicherheitsgründen nötig ist.',
      },
      en: {
        look: 'Whether the website accepts every kind of input the device offers, e.g. a mouse or external keyboard on a tablet, or a touchscreen or pen on a laptop.',
        steps: [
          'Connect a keyboard or mouse to a tablet or smartphone and operate the page alternately with it and with your finger.',
          'On a laptop with a touchscreen, operate the page alternately with finger, mouse and keyboard.',
          'Check whether one kind of input is ignored or blocked once the website has detected another.',
          'Restrictions are allowed only where they are essential, needed for security or respect the settings of the user.',
        ],
        fails:
          'The website blocks a kind of input available on the device, e.g. the mobile view ignores a connected keyboard or mouse, without this being essential or necessary for security.',
      },
    },
  },
  '2.5.7': {
    features: ['dragging', 'widgets'],
    methods: ['visual', 'mobile'],
    texts: {
      de: {
        look: 'Funktionen, die Ziehbewegungen verlangen: Schieberegler, sortierbare Listen, Hochladen per Ziehen und Ablegen, verschiebbare Karten, Kanban-Tafeln, Bildausschnitte.',
        steps: [
          'Suchen Sie alle Stellen, an denen man etwas mit Maus oder Finger ziehen kann.',
          'Prüfen Sie für jede, ob das gleiche Ergebnis auch durch einzelnes Klicken oder Tippen erreichbar ist, z. B. über Pfeil-Schaltflächen, Klick auf die Zielposition oder ein Menü „Verschieben nach“.',
          'Eine Bedienung nur per Tastatur genügt hier nicht: Die Alternative muss mit einem einzelnen Zeiger ohne Ziehen funktionieren.',
          'Ausgenommen ist Ziehen, das wesentlich ist oder vom Browser stammt und nicht verändert wurde.',
        ],
        fails:
          'Eine Funktion lässt sich nur durch Ziehen bedienen, z. B. eine Liste, die sich nur per Ziehen und Ablegen sortieren lässt, oder ein Schieberegler, dessen Wert sich weder durch Klicken auf die Leiste noch über Schaltflächen ändern lässt.',
        notApplicable: 'Die Website hat keine Funktionen, die Ziehbewegungen verlangen.',
      },
      en: {
        look: 'Functions that require dragging movements: sliders, sortable lists, drag-and-drop uploads, movable maps, kanban boards, image cropping.',
        steps: [
          'Find every place where something can be dragged with a mouse or finger.',
          'For each, check whether the same result can be achieved with single clicks or taps, e.g. arrow buttons, clicking the target position or a "Move to" menu.',
          'Keyboard operation alone is not enough here: the alternative must work with a single pointer without dragging.',
          'Dragging that is essential, or that comes from the browser and has not been modified, is exempt.',
        ],
        fails:
          'A function works only by dragging, e.g. a list that can be sorted only by drag and drop, or a slider whose value can be changed neither by clicking the track nor with buttons.',
        notApplicable: 'The website has no functions that require dragging movements.',
      },
    },
  },
  '2.5.8': {
    features: [],
    methods: ['code-inspection', 'visual'],
    texts: {
      de: {
        look: 'Klick- und Tippziele unter 24 × 24 CSS-Pixeln, etwa Symbole, Schließen-Kreuze, Seitenzahlen und dicht stehende Links. Die automatische Prüfung misst die Größe; Sie beurteilen Abstände und Ausnahmen.',
        steps: [
          'Sehen Sie sich jedes zu kleine Ziel an und messen Sie es bei Bedarf in den Entwicklerwerkzeugen des Browsers nach.',
          'Prüfen Sie den Abstand: Ein Kreis mit 24 CSS-Pixeln Durchmesser um die Mitte des Ziels darf kein anderes Ziel und keinen solchen Kreis eines anderen kleinen Ziels schneiden.',
          'Prüfen Sie, ob dieselbe Funktion auf der Seite auch über ein ausreichend großes Ziel erreichbar ist.',
          'Ausgenommen sind Ziele in einem Satz oder solche, deren Größe durch die Zeilenhöhe des umgebenden Textes begrenzt ist, ferner unveränderte Bedienelemente des Browsers und wesentliche oder rechtlich vorgeschriebene Darstellungen.',
        ],
        fails:
          'Ein Ziel ist kleiner als 24 × 24 CSS-Pixel, liegt so dicht an anderen, dass sich die 24-Pixel-Kreise schneiden, und keine Ausnahme trifft zu, z. B. eng stehende Symbole zum Teilen.',
      },
      en: {
        look: 'Click and touch targets smaller than 24 × 24 CSS pixels, such as icons, close buttons, page numbers and closely spaced links. The automated scan measures sizes; you judge spacing and exceptions.',
        steps: [
          'Look at each undersized target and, if needed, measure it again in the browser developer tools.',
          'Check the spacing: a circle 24 CSS pixels in diameter centred on the target must not intersect another target or the circle of another undersized target.',
          'Check whether the same function is available on the page through a target that is large enough.',
          'Exceptions are targets in a sentence or whose size is limited by the line height of the surrounding text, unmodified browser controls, and presentations that are essential or legally required.',
        ],
        fails:
          'A target is smaller than 24 × 24 CSS pixels, sits so close to others that the 24-pixel circles intersect, and no exception applies, e.g. tightly packed share icons.',
      },
    },
  },
};
