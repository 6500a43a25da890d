import type { CriterionGuidance } from '../conformance/guidance-types.js';

/** Guided manual checks for EN 301 549 chapters 5 (generic) and 6 (two-way voice), by clause id. */
export const GUIDANCE_CHAPTERS_5_6: Readonly<Record<string, CriterionGuidance>> = {
  '5.2': {
    features: [],
    methods: ['keyboard', 'screen-reader', 'visual'],
    texts: {
      de: {
        look: 'Die eigenen Barrierefreiheitsfunktionen der Website, etwa Kontrastumschalter, Schriftgrößenwahl, Vorlesefunktion oder Links zu Leichter Sprache und Gebärdensprache: Lassen sie sich einschalten, ohne die Fähigkeit zu brauchen, die sie ersetzen sollen?',
        steps: [
          'Suchen Sie die Barrierefreiheitsfunktionen der Website, meist im Kopf- oder Fußbereich, und notieren Sie, für wen jede gedacht ist.',
          'Prüfen Sie den Kontrastumschalter und die Schriftgrößenwahl: Sind sie schon in der Standardansicht gut sichtbar, ausreichend kontrastreich und groß genug, um sie zu finden?',
          'Schalten Sie die Vorlesefunktion nur mit der Tastatur und mit NVDA oder VoiceOver ein: Hat die Schaltfläche einen verständlichen Namen, und startet sie?',
          'Prüfen Sie, ob die Links zu Leichter Sprache und Gebärdensprache mit den üblichen Symbolen und in einfachen Worten gekennzeichnet sind, sodass man sie ohne schwierigen Text findet.',
        ],
        fails:
          'Eine Barrierefreiheitsfunktion setzt voraus, was sie ausgleichen soll, z. B. ein Kontrastumschalter in blassgrauer Kleinschrift, eine Vorlesefunktion, die sich nur mit der Maus starten lässt, oder ein Link zu Leichter Sprache, der nur in schwerer Sprache beschriftet ist.',
        notApplicable:
          'Die Website hat keine eigenen Barrierefreiheitsfunktionen wie Kontrastumschalter, Vorlesefunktion oder Angebote in Leichter Sprache.',
      },
      en: {
        look: "The site's own accessibility features, such as a contrast switch, text size selector, read-aloud function or links to easy-to-read language and sign language: can they be switched on without the ability they are meant to replace?",
        steps: [
          'Find the accessibility features of the site, usually in the header or footer, and note whom each is meant for.',
          'Check the contrast switch and the text size selector: are they clearly visible, of sufficient contrast and large enough to find in the default view?',
          'Switch on the read-aloud function with the keyboard alone and with NVDA or VoiceOver: does the button have an understandable name, and does it start?',
          'Check that the links to easy-to-read language and sign language are marked with the usual symbols and in simple words, so that people find them without difficult text.',
        ],
        fails:
          'An accessibility feature presupposes what it is meant to make up for, e.g. a contrast switch in small pale-grey text, a read-aloud function that only starts with a mouse, or a link to easy-to-read content labelled only in complex language.',
        notApplicable:
          'The site has no accessibility features of its own such as a contrast switch, a read-aloud function or easy-to-read content.',
      },
    },
  },
  '5.3': {
    features: ['sign-in'],
    methods: ['mobile', 'content-review'],
    texts: {
      de: {
        look: 'Anmeldung, Identitätsprüfung und Bestätigungen, die ein biologisches Merkmal nutzen, etwa Fingerabdruck, Gesichtserkennung, Video-Ident oder Stimmerkennung: Gibt es einen anderen Weg, der nicht von diesem Merkmal abhängt?',
        steps: [
          'Gehen Sie Anmeldung, Registrierung, Identitätsprüfung und Zahlungsfreigabe durch und notieren Sie jede Stelle, die Fingerabdruck, Gesicht, Stimme oder ein anderes Körpermerkmal verlangt.',
          'Prüfen Sie für jede Stelle, ob es eine Alternative gibt, etwa Passwort, Einmalcode, Passkey mit Geräte-PIN, Post-Ident oder Prüfung in einer Filiale.',
          'Prüfen Sie, ob die Alternative ohne Umwege angeboten wird und zum selben Ergebnis führt, nicht nur über eine Anfrage beim Support.',
        ],
        fails:
          'Ein Schritt lässt sich nur mit einem bestimmten Körpermerkmal erledigen, z. B. eine Identitätsprüfung nur per Video-Ident mit Gesichtsabgleich oder eine Freigabe nur per Fingerabdruck.',
        notApplicable:
          'Die Website nutzt keine biologischen Merkmale wie Fingerabdruck, Gesicht oder Stimme zur Erkennung oder Bedienung.',
      },
      en: {
        look: 'Sign-in, identity checks and confirmations that use a biological characteristic, such as a fingerprint, face recognition, video identification or voice recognition: is there another way that does not depend on that characteristic?',
        steps: [
          'Go through sign-in, registration, identity checks and payment approval and note every step that asks for a fingerprint, face, voice or another bodily characteristic.',
          'For each such step, check that there is an alternative, such as a password, a one-time code, a passkey with a device PIN, identification by post or in a branch.',
          'Check that the alternative is offered directly and leads to the same result, not only on request to the support team.',
        ],
        fails:
          'A step can only be completed with one particular bodily characteristic, e.g. an identity check only by video identification with face matching, or an approval only by fingerprint.',
        notApplicable:
          'The site uses no biological characteristics such as fingerprint, face or voice for identification or control.',
      },
    },
  },
  '5.4': {
    features: [],
    methods: ['screen-reader', 'code-inspection', 'content-review'],
    texts: {
      de: {
        look: 'Funktionen, die Inhalte in ein anderes Format umwandeln, etwa „Als PDF herunterladen“, Export nach Word oder Excel, Druckansicht oder die Umwandlung hochgeladener Dateien: Bleiben die Informationen für Barrierefreiheit erhalten, soweit das Zielformat sie aufnehmen kann?',
        steps: [
          'Suchen Sie alle Umwandlungen: Export- und Download-Schaltflächen, erzeugte Rechnungen oder Bescheinigungen, Druckansichten, Umwandlung hochgeladener Dokumente oder Videos.',
          'Wandeln Sie eine Seite oder Datei um, deren Ausgangsfassung Überschriften, Alternativtexte, Tabellenköpfe, Sprachangaben und Untertitel hat.',
          'Prüfen Sie das Ergebnis, bei PDF etwa in der Tag-Struktur von Acrobat oder mit PAC, sonst mit NVDA oder VoiceOver: Sind Überschriften, Alternativtexte, Tabellenköpfe und Sprache noch vorhanden?',
        ],
        fails:
          'Die Umwandlung verliert Informationen, die das Zielformat aufnehmen könnte, z. B. ein PDF-Export ohne Tags, Alternativtexte oder Tabellenköpfe, oder ein umgewandeltes Video ohne die Untertitel des Originals.',
        notApplicable:
          'Die Website wandelt keine Inhalte in ein anderes Format um: kein Export, keine erzeugten Dokumente, keine Umwandlung hochgeladener Dateien.',
      },
      en: {
        look: 'Functions that convert content into another format, such as "Download as PDF", export to Word or Excel, a print view or the conversion of uploaded files: is the information provided for accessibility preserved, as far as the target format can hold it?',
        steps: [
          'Find every conversion: export and download buttons, generated invoices or certificates, print views, conversion of uploaded documents or videos.',
          'Convert a page or file whose original has headings, alternative texts, table headers, language information and captions.',
          "Check the result, for a PDF e.g. in Acrobat's tag structure or with PAC, otherwise with NVDA or VoiceOver: are headings, alternative texts, table headers and language still there?",
        ],
        fails:
          'The conversion loses information that the target format could hold, e.g. a PDF export without tags, alternative texts or table headers, or a converted video without the captions of the original.',
        notApplicable:
          'The site converts no content into another format: no export, no generated documents, no conversion of uploaded files.',
      },
    },
  },
  '5.7': {
    features: ['widgets', 'forms'],
    methods: ['keyboard', 'code-inspection'],
    texts: {
      de: {
        look: 'Eigene Tastenwiederholung der Website, etwa Bildschirmtastaturen, Spiele oder Regler, die sich bei gedrückt gehaltener Taste selbst wiederholen: Lässt sie sich abschalten oder auf mindestens 2 Sekunden Verzögerung und höchstens ein Zeichen pro 2 Sekunden einstellen?',
        steps: [
          'Halten Sie in Eingabefeldern, Reglern, Listen und eigenen Bildschirmtastaturen eine Taste einige Sekunden gedrückt und beobachten Sie, ob sich die Eingabe wiederholt.',
          'Stellen Sie im Betriebssystem die längste Verzögerung und die langsamste Wiederholrate ein (Windows: Systemsteuerung > Tastatur; macOS: Systemeinstellungen > Tastatur) und wiederholen Sie den Versuch.',
          'Folgt die Website dieser Einstellung, ist die Anforderung erfüllt. Wiederholt sie selbst, suchen Sie eine eigene Einstellung zum Abschalten oder Verlangsamen.',
        ],
        fails:
          'Ein Element der Website wiederholt gedrückt gehaltene Tasten mit eigener Logik, ohne die Einstellung des Betriebssystems zu beachten und ohne Möglichkeit, die Wiederholung abzuschalten oder zu verlangsamen.',
        notApplicable:
          'Die Website wiederholt keine Tasten selbst; Tastatureingaben verarbeiten Browser und Betriebssystem mit deren Einstellungen.',
      },
      en: {
        look: 'Key repeat implemented by the site itself, such as on-screen keyboards, games or sliders that repeat while a key is held down: can it be turned off or set to a delay of at least 2 seconds and a rate of at most one character per 2 seconds?',
        steps: [
          'In input fields, sliders, lists and on-screen keyboards of the site, hold a key down for a few seconds and watch whether the input repeats.',
          'Set the longest repeat delay and the slowest repeat rate in the operating system (Windows: Control Panel > Keyboard; macOS: System Settings > Keyboard) and try again.',
          'If the site follows that setting, the requirement is met. If it repeats by itself, look for a setting of its own to turn the repeat off or slow it down.',
        ],
        fails:
          "An element of the site repeats held keys with its own logic, ignoring the operating system's setting, and offers no way to turn the repeat off or slow it down.",
        notApplicable:
          'The site does not repeat keys itself; keyboard input is handled by the browser and the operating system with their settings.',
      },
    },
  },
  '5.8': {
    features: ['forms', 'widgets'],
    methods: ['keyboard', 'code-inspection'],
    texts: {
      de: {
        look: 'Eigene Tastaturen und Tastenfelder der Website, etwa eine Bildschirmtastatur oder ein PIN-Feld zum Antippen: Lässt sich einstellen, dass ein versehentlich doppelter Anschlag derselben Taste innerhalb von mindestens 0,5 Sekunden nicht zählt?',
        steps: [
          'Suchen Sie eigene Tastaturen und Tastenfelder der Website, etwa bei PIN-Eingabe, Rechnern oder Spielen.',
          'Lassen Sie das Betriebssystem schnell wiederholte Anschläge ignorieren (Windows: Einstellungen > Barrierefreiheit > Tastatur > Anschlagverzögerung) und tippen Sie in normalen Eingabefeldern der Website dieselbe Taste schnell zweimal: Der zweite Anschlag darf nicht ankommen.',
          'Tippen Sie auf dem eigenen Tastenfeld der Website dieselbe Taste schnell zweimal und suchen Sie eine Einstellung, die solche Doppelanschläge unterdrückt.',
        ],
        fails:
          'Ein eigenes Tastenfeld der Website übernimmt jeden Doppelanschlag ohne einstellbare Verzögerung, oder die Website liest Tasten so aus, dass die Prellunterdrückung des Betriebssystems nicht wirkt.',
        notApplicable:
          'Die Website hat keine eigene Tastatur und kein eigenes Tastenfeld; Tastatureingaben kommen über Browser und Betriebssystem mit deren Einstellungen.',
      },
      en: {
        look: 'Keyboards and keypads of the site itself, such as an on-screen keyboard or a PIN pad to tap: can it be set so that an accidental second press of the same key within at least 0.5 seconds is not accepted?',
        steps: [
          "Find the site's own keyboards and keypads, e.g. for PIN entry, calculators or games.",
          'Have the operating system ignore quickly repeated keystrokes (Windows: Settings > Accessibility > Keyboard > Filter Keys, bounce keys) and press the same key twice quickly in ordinary input fields of the site: the second press must not arrive.',
          "Press the same key twice quickly on the site's own keypad and look for a setting that suppresses such double strikes.",
        ],
        fails:
          "A keypad of the site accepts every double strike with no adjustable delay, or the site reads keys in a way that bypasses the operating system's bounce keys.",
        notApplicable:
          'The site has no keyboard or keypad of its own; keyboard input arrives through the browser and the operating system with their settings.',
      },
    },
  },
  '5.9': {
    features: ['widgets', 'dragging'],
    methods: ['keyboard', 'mobile'],
    texts: {
      de: {
        look: 'Funktionen, die zwei Handlungen gleichzeitig verlangen, etwa Tastenkombinationen als einzigen Weg, Umschalt-Klick zur Mehrfachauswahl, Gesten mit zwei Fingern oder Gedrückthalten einer Taste beim Ziehen: Gibt es auch einen Weg mit einzelnen Handlungen nacheinander?',
        steps: [
          'Notieren Sie Funktionen, die gleichzeitige Handlungen verlangen: Tastenkombinationen, Klick mit gedrückter Taste, Zwei-Finger-Gesten auf dem Mobilgerät, Halten und Ziehen.',
          'Suchen Sie für jede einen zweiten Weg mit einzelnen Handlungen, etwa eine Schaltfläche, einen Menüeintrag, Kontrollkästchen zur Mehrfachauswahl oder Plus- und Minus-Schaltflächen zum Zoomen.',
          'Führen Sie die Funktion auf diesem zweiten Weg mit nur einem Finger oder einer Taste nach der anderen aus.',
        ],
        fails:
          'Eine Funktion ist nur mit gleichzeitigen Handlungen erreichbar, z. B. eine Kartenansicht, die sich nur mit zwei Fingern zoomen lässt, oder eine Mehrfachauswahl nur mit Strg-Klick.',
        notApplicable: 'Keine Funktion der Website verlangt zwei Handlungen gleichzeitig.',
      },
      en: {
        look: 'Functions that require two actions at the same time, such as key combinations as the only way, Shift-click for multiple selection, two-finger gestures or holding a key while dragging: is there also a way with single actions one after the other?',
        steps: [
          'Note the functions that require simultaneous actions: key combinations, clicking while holding a key, two-finger gestures on a mobile device, holding and dragging.',
          'For each, look for a second way with single actions, such as a button, a menu item, checkboxes for multiple selection or plus and minus buttons for zooming.',
          'Carry out the function in that second way with one finger or one key after the other.',
        ],
        fails:
          'A function can only be reached with simultaneous actions, e.g. a map that can only be zoomed with two fingers, or multiple selection only with Ctrl-click.',
        notApplicable: 'No function of the site requires two actions at the same time.',
      },
    },
  },
  '6.1': {
    features: [],
    methods: ['code-inspection', 'media-player'],
    texts: {
      de: {
        look: 'Gespräche im Browser, etwa per WebRTC: Überträgt die Website Sprache mit einem Frequenzbereich bis mindestens 7 000 Hz (Breitband), nicht nur in Telefonqualität?',
        steps: [
          'Starten Sie ein Testgespräch über die Website in Chrome und öffnen Sie in einem zweiten Tab chrome://webrtc-internals (Firefox: about:webrtc).',
          'Lesen Sie den ausgehandelten Audio-Codec der Verbindung ab: Opus oder G.722 übertragen Breitband, PCMU und PCMA (G.711) nur bis 3 400 Hz.',
          'Prüfen Sie, ob Breitband in beide Richtungen genutzt wird, und hören Sie, ob Sprache klar und nicht dumpf wie am Telefon klingt.',
        ],
        fails:
          'Die Gespräche verwenden nur einen Schmalband-Codec wie G.711, der Frequenzen über 3 400 Hz abschneidet.',
        notApplicable: 'Über die Website kann man nicht mit anderen sprechen.',
      },
      en: {
        look: 'Calls in the browser, e.g. over WebRTC: does the site transmit speech with a frequency range up to at least 7,000 Hz (wideband), not just in telephone quality?',
        steps: [
          'Start a test call through the site in Chrome and open chrome://webrtc-internals in a second tab (Firefox: about:webrtc).',
          'Read the audio codec negotiated for the connection: Opus or G.722 carry wideband, PCMU and PCMA (G.711) only up to 3,400 Hz.',
          'Check that wideband is used in both directions, and listen whether speech sounds clear rather than muffled as on the telephone.',
        ],
        fails:
          'The calls use only a narrowband codec such as G.711, which cuts off frequencies above 3,400 Hz.',
        notApplicable: 'The site offers no way to talk to others.',
      },
    },
  },
  '6.2.1.1': {
    features: [],
    methods: ['keyboard', 'visual'],
    texts: {
      de: {
        look: 'Gespräche über die Website: Gibt es im Gespräch Echtzeittext (RTT), bei dem die Gegenseite jedes Zeichen sieht, während es getippt wird, damit auch Menschen teilnehmen können, die nicht hören oder sprechen?',
        steps: [
          'Öffnen Sie ein Testgespräch in zwei Browsern oder auf zwei Geräten und suchen Sie die Textfunktion im Gesprächsfenster.',
          'Tippen Sie auf der einen Seite langsam einen Satz, ohne ihn abzuschicken: Erscheinen die Zeichen auf der anderen Seite bereits während des Tippens?',
          'Prüfen Sie, ob Text in beide Richtungen geht und ob sich die Textfunktion per Tastatur öffnen und bedienen lässt.',
        ],
        fails:
          'Im Gespräch gibt es keine Textfunktion, oder nur einen Chat, der ganze Nachrichten erst nach dem Abschicken überträgt.',
        notApplicable: 'Über die Website kann man nicht mit anderen sprechen.',
      },
      en: {
        look: 'Calls through the site: is real-time text (RTT) available during a call, where the other side sees each character as it is typed, so that people who cannot hear or speak can take part?',
        steps: [
          'Open a test call in two browsers or on two devices and find the text function in the call window.',
          'On one side, type a sentence slowly without sending it: do the characters appear on the other side while you type?',
          'Check that text works in both directions and that the text function can be opened and used with the keyboard.',
        ],
        fails:
          'There is no text function in the call, or only a chat that transmits whole messages after they are sent.',
        notApplicable: 'The site offers no way to talk to others.',
      },
    },
  },
  '6.2.1.2': {
    features: [],
    methods: ['visual'],
    texts: {
      de: {
        look: 'Gespräche mit Echtzeittext: Lassen sich Sprache und Text gleichzeitig nutzen, etwa wenn jemand spricht und die Gegenseite schreibt?',
        steps: [
          'Öffnen Sie ein Testgespräch in zwei Browsern oder auf zwei Geräten mit eingeschaltetem Ton und Echtzeittext.',
          'Sprechen Sie auf der einen Seite und tippen Sie gleichzeitig auf der anderen: Kommen Sprache und Text beide ohne Unterbrechung an?',
          'Prüfen Sie, ob das Öffnen der Textfunktion das Mikrofon stummschaltet oder das Gespräch beendet, und ob sich ein solcher Modus abwählen lässt.',
        ],
        fails:
          'Sprache und Text schließen sich aus, z. B. weil der Textmodus das Mikrofon stummschaltet oder der Ton während des Schreibens unterbrochen wird.',
        notApplicable:
          'Über die Website kann man nicht mit anderen sprechen, oder die Gespräche bieten keinen Echtzeittext.',
      },
      en: {
        look: 'Calls with real-time text: can voice and text be used at the same time, e.g. when one person speaks and the other types?',
        steps: [
          'Open a test call in two browsers or on two devices with sound and real-time text switched on.',
          'Speak on one side while typing on the other: do voice and text both arrive without interruption?',
          'Check whether opening the text function mutes the microphone or ends the call, and whether such a mode can be switched off.',
        ],
        fails:
          'Voice and text exclude each other, e.g. because the text mode mutes the microphone or the sound is interrupted while typing.',
        notApplicable: 'The site offers no way to talk to others, or its calls offer no real-time text.',
      },
    },
  },
  '6.2.2.1': {
    features: [],
    methods: ['visual'],
    texts: {
      de: {
        look: 'Echtzeittext im Gespräch: Ist der gesendete Text sichtbar vom empfangenen getrennt und unterscheidbar, etwa in getrennten Bereichen oder mit Namen davor?',
        steps: [
          'Schreiben Sie in einem Testgespräch abwechselnd von beiden Seiten.',
          'Prüfen Sie, ob eigener und empfangener Text getrennt angezeigt werden, z. B. in zwei Bereichen oder als Beiträge mit Namen.',
          'Prüfen Sie, ob die Unterscheidung auch ohne Farbe erkennbar ist, etwa durch Position, Beschriftung oder Namen.',
        ],
        fails:
          'Gesendeter und empfangener Text laufen ununterscheidbar in einem Textstrom zusammen, oder sie unterscheiden sich nur durch die Farbe.',
        notApplicable:
          'Über die Website kann man nicht mit anderen sprechen, oder die Gespräche bieten keinen Echtzeittext.',
      },
      en: {
        look: 'Real-time text in a call: is sent text visibly separated from received text and distinguishable, e.g. in separate areas or preceded by names?',
        steps: [
          'In a test call, write from both sides in turn.',
          'Check that your own text and the received text are shown separately, e.g. in two areas or as entries with names.',
          'Check that the distinction is recognisable without colour too, e.g. by position, labels or names.',
        ],
        fails:
          'Sent and received text run together in one indistinguishable stream, or they differ only in colour.',
        notApplicable: 'The site offers no way to talk to others, or its calls offer no real-time text.',
      },
    },
  },
  '6.2.2.2': {
    features: [],
    methods: ['screen-reader', 'code-inspection'],
    texts: {
      de: {
        look: 'Echtzeittext im Gespräch: Können Screenreader erkennen, welcher Text gesendet und welcher empfangen wurde?',
        steps: [
          'Führen Sie ein Testgespräch mit Echtzeittext, während NVDA oder VoiceOver läuft.',
          'Hören Sie, ob empfangener Text angesagt wird und ob dabei erkennbar ist, von wem er kommt.',
          'Prüfen Sie in den Entwicklerwerkzeugen, ob eigener und empfangener Text in getrennt beschrifteten Bereichen stehen oder jeder Beitrag seinen Absender im Text oder Namen trägt.',
        ],
        fails:
          'Der Screenreader gibt gesendeten und empfangenen Text ohne Unterschied aus, etwa weil die Richtung nur durch Farbe oder Position gezeigt wird.',
        notApplicable:
          'Über die Website kann man nicht mit anderen sprechen, oder die Gespräche bieten keinen Echtzeittext.',
      },
      en: {
        look: 'Real-time text in a call: can screen readers tell which text was sent and which was received?',
        steps: [
          'Hold a test call with real-time text while NVDA or VoiceOver is running.',
          'Listen whether received text is announced and whether it is clear whom it comes from.',
          'Check in the developer tools that sent and received text sit in separately labelled regions, or that each entry carries its sender in its text or name.',
        ],
        fails:
          'The screen reader renders sent and received text without distinction, e.g. because the direction is shown only by colour or position.',
        notApplicable: 'The site offers no way to talk to others, or its calls offer no real-time text.',
      },
    },
  },
  '6.2.2.3': {
    features: [],
    methods: ['visual', 'screen-reader'],
    texts: {
      de: {
        look: 'Gespräche mit mehreren Beteiligten: Wenn die Website zeigt, wer gerade spricht, zeigt sie beim Echtzeittext ebenso, wer schreibt?',
        steps: [
          'Führen Sie ein Testgespräch mit mindestens drei Beteiligten und prüfen Sie, ob bei Sprache die sprechende Person angezeigt wird.',
          'Lassen Sie zwei Beteiligte Echtzeittext schreiben: Ist bei jedem Text erkennbar, wer ihn schreibt, sichtbar und für Screenreader?',
        ],
        fails: 'Die Website nennt die sprechende Person, beim Echtzeittext aber nicht, wer schreibt.',
        notApplicable:
          'Über die Website kann man nicht mit anderen sprechen, die Gespräche bieten keinen Echtzeittext, oder sie zeigen auch bei Sprache nicht an, wer spricht.',
      },
      en: {
        look: 'Calls with several participants: if the site shows who is speaking, does it show just as well who is typing real-time text?',
        steps: [
          'Hold a test call with at least three participants and check whether the person speaking is shown.',
          'Have two participants type real-time text: is it clear for each text who is typing it, visually and for screen readers?',
        ],
        fails: 'The site names the person speaking, but not who is typing real-time text.',
        notApplicable:
          'The site offers no way to talk to others, its calls offer no real-time text, or they do not show who is speaking for voice either.',
      },
    },
  },
  '6.2.2.4': {
    features: [],
    methods: ['visual'],
    texts: {
      de: {
        look: 'Gespräche mit Echtzeittext: Zeigt die Website in Echtzeit sichtbar an, dass auf der Gegenseite gesprochen wird oder Töne zu hören sind, sodass auch Menschen, die nicht hören, es bemerken?',
        steps: [
          'Führen Sie ein Testgespräch und sprechen Sie auf der einen Seite, während Sie die andere ohne Ton beobachten.',
          'Prüfen Sie, ob eine Anzeige erscheint, solange Ton ankommt, etwa ein Pegelbalken, ein pulsierendes Symbol oder ein hervorgehobenes Bild.',
          'Prüfen Sie, ob die Anzeige mit dem Ton beginnt und endet.',
        ],
        fails: 'Nichts auf dem Bildschirm zeigt, dass die Gegenseite spricht oder Ton ankommt.',
        notApplicable:
          'Über die Website kann man nicht mit anderen sprechen, oder die Gespräche bieten keinen Echtzeittext.',
      },
      en: {
        look: 'Calls with real-time text: does the site show visibly and in real time that the other side is speaking or making sounds, so that people who cannot hear notice it?',
        steps: [
          'Hold a test call and speak on one side while watching the other with the sound off.',
          'Check that an indicator appears while audio arrives, e.g. a level bar, a pulsing icon or a highlighted picture.',
          'Check that the indicator starts and stops with the audio.',
        ],
        fails: 'Nothing on the screen shows that the other side is speaking or that audio is arriving.',
        notApplicable: 'The site offers no way to talk to others, or its calls offer no real-time text.',
      },
    },
  },
  '6.2.3': {
    features: [],
    methods: ['content-review', 'code-inspection'],
    texts: {
      de: {
        look: 'Echtzeittext in Gesprächen, die über die Website hinausgehen, etwa ins Telefonnetz oder zu anderen Programmen: Nutzt er ein anerkanntes Verfahren, damit der Text auch dort ankommt?',
        steps: [
          'Klären Sie mit der Dokumentation oder dem Anbieter der Gesprächsfunktion, wohin Gespräche gehen können: nur innerhalb der Website, ins Telefonnetz oder zu anderen Diensten (SIP).',
          'Prüfen Sie, welches Verfahren für Echtzeittext verwendet wird: ITU-T V.18 im Telefonnetz, RFC 4103 (T.140) bei SIP, 3GPP-Echtzeittext im Mobilfunk (IMS) oder eine veröffentlichte gemeinsame Spezifikation.',
          'Rufen Sie, wenn möglich, eine Gegenstelle außerhalb der Website an und prüfen Sie, ob der Echtzeittext dort ankommt.',
        ],
        fails:
          'Gespräche gehen über die Website hinaus, der Echtzeittext nutzt aber ein eigenes, nicht veröffentlichtes Verfahren und kommt bei der Gegenstelle nicht an.',
        notApplicable:
          'Über die Website kann man nicht mit anderen sprechen, oder die Gespräche bieten keinen Echtzeittext.',
      },
      en: {
        look: 'Real-time text in calls that go beyond the site, e.g. into the telephone network or to other programs: does it use a recognised mechanism, so that the text arrives there too?',
        steps: [
          "Find out from the documentation or the call function's provider where calls can go: only within the site, into the telephone network or to other services (SIP).",
          'Check which mechanism real-time text uses: ITU-T V.18 in the telephone network, RFC 4103 (T.140) with SIP, 3GPP real-time text in mobile networks (IMS), or a published common specification.',
          'If possible, call a party outside the site and check that the real-time text arrives there.',
        ],
        fails:
          'Calls go beyond the site, but real-time text uses a proprietary, unpublished mechanism and does not reach the other party.',
        notApplicable: 'The site offers no way to talk to others, or its calls offer no real-time text.',
      },
    },
  },
  '6.2.4': {
    features: [],
    methods: ['visual'],
    texts: {
      de: {
        look: 'Echtzeittext im Gespräch: Wird jedes getippte Zeichen innerhalb einer halben Sekunde übertragen?',
        steps: [
          'Öffnen Sie ein Testgespräch auf zwei Geräten, die Sie gleichzeitig sehen.',
          'Tippen Sie einzelne Zeichen und Wörter mit Pausen dazwischen: Erscheinen sie auf der Gegenseite ohne merkliche Verzögerung, höchstens etwa eine halbe Sekunde später?',
          'Prüfen Sie, ob Zeichen erst gesammelt werden, etwa bis zum Wortende oder bis man aufhört zu tippen.',
        ],
        fails:
          'Getippter Text erscheint erst deutlich später als eine halbe Sekunde auf der Gegenseite, etwa weil er erst nach einem Wort oder einer Tipppause gesendet wird.',
        notApplicable:
          'Über die Website kann man nicht mit anderen sprechen, oder die Gespräche bieten keinen Echtzeittext.',
      },
      en: {
        look: 'Real-time text in a call: is each typed character transmitted within half a second?',
        steps: [
          'Open a test call on two devices that you can see at the same time.',
          'Type single characters and words with pauses in between: do they appear on the other side without noticeable delay, at most about half a second later?',
          'Check whether characters are collected first, e.g. until the end of a word or until you stop typing.',
        ],
        fails:
          'Typed text appears on the other side clearly later than half a second, e.g. because it is sent only after a word or a pause in typing.',
        notApplicable: 'The site offers no way to talk to others, or its calls offer no real-time text.',
      },
    },
  },
  '6.3': {
    features: [],
    methods: ['screen-reader', 'visual'],
    texts: {
      de: {
        look: 'Eingehende Gespräche und ähnliche Hinweise, etwa wer anruft oder wer wartet: Stehen sie als Text auf dem Bildschirm und werden sie von Screenreadern ausgegeben?',
        steps: [
          'Lassen Sie sich über die Website anrufen oder in ein Gespräch einladen und beobachten Sie die Benachrichtigung.',
          'Prüfen Sie, ob Name oder Nummer der anrufenden Person als Text angezeigt werden, nicht nur als Bild oder Klingelton.',
          'Wiederholen Sie das mit NVDA oder VoiceOver: Wird die Benachrichtigung mit Namen oder Nummer angesagt, und lassen sich Annehmen und Ablehnen per Tastatur erreichen?',
        ],
        fails:
          'Wer anruft, zeigt die Website nur als Bild oder gar nicht an, oder der Screenreader sagt den eingehenden Anruf nicht an.',
        notApplicable:
          'Über die Website kann man nicht angerufen werden, und sie zeigt keine Anruferinformationen an.',
      },
      en: {
        look: 'Incoming calls and similar notices, such as who is calling or who is waiting: are they shown as text on the screen and announced by screen readers?',
        steps: [
          'Have someone call you or invite you to a call through the site and watch the notification.',
          'Check that the name or number of the caller is shown as text, not only as a picture or a ringtone.',
          'Repeat with NVDA or VoiceOver: is the notification announced with the name or number, and can answer and decline be reached with the keyboard?',
        ],
        fails:
          'The site shows who is calling only as a picture or not at all, or the screen reader does not announce the incoming call.',
        notApplicable: 'Nobody can be called through the site, and it shows no caller information.',
      },
    },
  },
  '6.4': {
    features: [],
    methods: ['content-review', 'visual'],
    texts: {
      de: {
        look: 'Sprachbox, automatische Vermittlung und Sprachmenüs („Drücken Sie die 1 …“) in Gesprächen über die Website: Lassen sich ihre Informationen und Aufgaben auch ohne Hören und Sprechen nutzen?',
        steps: [
          'Rufen Sie über die Website an und notieren Sie jede Ansage, jedes Sprachmenü und jede Sprachbox.',
          'Prüfen Sie, ob es dieselben Informationen und Auswahlen auch als Text gibt, etwa als Menü mit Schaltflächen im Gesprächsfenster oder eine Textfassung von Sprachnachrichten.',
          'Prüfen Sie, ob sich ein Sprachmenü ohne Spracheingabe bedienen lässt, etwa mit Tasten, und ob Nachrichten auch als Text hinterlassen werden können.',
        ],
        fails:
          'Ein Sprachmenü oder eine Sprachbox lässt sich nur durch Zuhören und Sprechen nutzen, z. B. ein Menü, das nur Spracheingaben annimmt und seine Auswahl nur ansagt.',
        notApplicable:
          'Die Gespräche über die Website haben weder Sprachbox noch automatische Vermittlung oder Sprachmenü.',
      },
      en: {
        look: 'Voice mail, auto-attendants and voice menus ("Press 1 …") in calls through the site: can their information and tasks also be used without hearing or speaking?',
        steps: [
          'Call through the site and note every announcement, voice menu and voice mailbox.',
          'Check that the same information and choices are available as text too, e.g. as a menu with buttons in the call window or a text version of voice messages.',
          'Check that a voice menu can be operated without speaking, e.g. with keys, and that messages can also be left as text.',
        ],
        fails:
          'A voice menu or voice mailbox can only be used by listening and speaking, e.g. a menu that accepts only spoken input and only announces its choices.',
        notApplicable: 'The calls through the site have no voice mail, auto-attendant or voice menu.',
      },
    },
  },
  '6.5.2': {
    features: [],
    methods: ['code-inspection', 'visual'],
    texts: {
      de: {
        look: 'Videogespräche über die Website: Wird das Bild mindestens in QVGA-Auflösung (320 × 240 Bildpunkte) übertragen, besser in VGA (640 × 480), damit Gebärdensprache und Lippenbewegungen erkennbar sind?',
        steps: [
          'Starten Sie ein Testgespräch mit Video zwischen zwei Geräten mit guter Verbindung und öffnen Sie chrome://webrtc-internals (Firefox: about:webrtc).',
          'Lesen Sie für das gesendete und das empfangene Video Breite und Höhe ab (frameWidth, frameHeight).',
          'Prüfen Sie, ob Handbewegungen und Mundbild im Bild deutlich zu erkennen sind.',
        ],
        fails: 'Das Video wird bei guter Verbindung mit weniger als 320 × 240 Bildpunkten übertragen.',
        notApplicable: 'Die Website bietet keine Videogespräche an.',
      },
      en: {
        look: 'Video calls through the site: is the picture transmitted in at least QVGA resolution (320 × 240 pixels), preferably VGA (640 × 480), so that sign language and lip movements can be made out?',
        steps: [
          'Start a test video call between two devices with a good connection and open chrome://webrtc-internals (Firefox: about:webrtc).',
          'Read the width and height of the sent and the received video (frameWidth, frameHeight).',
          'Check that hand movements and mouth shapes can be clearly made out in the picture.',
        ],
        fails: 'With a good connection, the video is transmitted with fewer than 320 × 240 pixels.',
        notApplicable: 'The site offers no video calls.',
      },
    },
  },
  '6.5.3': {
    features: [],
    methods: ['code-inspection', 'visual'],
    texts: {
      de: {
        look: 'Videogespräche über die Website: Läuft das Bild mit mindestens 20 Bildern pro Sekunde, besser 30, damit Gebärdensprache flüssig ist?',
        steps: [
          'Starten Sie ein Testgespräch mit Video bei guter Verbindung und öffnen Sie chrome://webrtc-internals (Firefox: about:webrtc).',
          'Lesen Sie für das gesendete und das empfangene Video die Bildrate ab (framesPerSecond).',
          'Machen Sie schnelle Handbewegungen vor der Kamera und prüfen Sie auf der Gegenseite, ob sie flüssig und ohne Ruckeln ankommen.',
        ],
        fails: 'Das Video läuft bei guter Verbindung mit weniger als 20 Bildern pro Sekunde.',
        notApplicable: 'Die Website bietet keine Videogespräche an.',
      },
      en: {
        look: 'Video calls through the site: does the picture run at at least 20 frames per second, preferably 30, so that sign language is fluent?',
        steps: [
          'Start a test video call with a good connection and open chrome://webrtc-internals (Firefox: about:webrtc).',
          'Read the frame rate of the sent and the received video (framesPerSecond).',
          'Make quick hand movements in front of the camera and check on the other side that they arrive smoothly, without jerking.',
        ],
        fails: 'With a good connection, the video runs at fewer than 20 frames per second.',
        notApplicable: 'The site offers no video calls.',
      },
    },
  },
  '6.5.4': {
    features: [],
    methods: ['visual', 'media-player'],
    texts: {
      de: {
        look: 'Videogespräche über die Website: Passen Ton und Bild zusammen, mit höchstens 100 Millisekunden Versatz, damit man von den Lippen lesen kann?',
        steps: [
          'Starten Sie ein Testgespräch mit Video zwischen zwei Geräten.',
          'Klatschen Sie auf der einen Seite mehrmals deutlich sichtbar in die Hände und beobachten Sie auf der anderen, ob Klatschen im Bild und im Ton zusammenfallen.',
          'Sprechen Sie einige Sätze und prüfen Sie, ob die Lippenbewegungen zum Ton passen.',
        ],
        fails:
          'Ton und Bild laufen merklich auseinander, etwa wenn der Ton dem Klatschen im Bild hörbar vorauseilt oder nachhinkt.',
        notApplicable: 'Die Website bietet keine Videogespräche an.',
      },
      en: {
        look: 'Video calls through the site: do sound and picture match, with at most 100 milliseconds between them, so that people can lip-read?',
        steps: [
          'Start a test video call between two devices.',
          'On one side, clap your hands several times in clear view and watch on the other whether the clap in the picture and in the sound coincide.',
          'Speak a few sentences and check that the lip movements match the sound.',
        ],
        fails:
          'Sound and picture drift noticeably apart, e.g. the sound of a clap is audibly ahead of or behind the picture.',
        notApplicable: 'The site offers no video calls.',
      },
    },
  },
  '6.5.5': {
    features: [],
    methods: ['visual'],
    texts: {
      de: {
        look: 'Videogespräche über die Website: Zeigt die Website in Echtzeit sichtbar an, wenn jemand spricht oder Ton ankommt, etwa durch Hervorheben der sprechenden Person?',
        steps: [
          'Starten Sie ein Videogespräch mit mindestens zwei Beteiligten und schalten Sie auf Ihrer Seite den Ton aus.',
          'Lassen Sie abwechselnd sprechen: Erscheint eine Anzeige, etwa ein Rahmen um das Bild, ein Pegel oder ein Symbol, solange Ton ankommt?',
        ],
        fails: 'Nichts im Bild zeigt an, dass jemand spricht oder Ton ankommt.',
        notApplicable: 'Die Website bietet keine Videogespräche an.',
      },
      en: {
        look: 'Video calls through the site: does the site show visibly and in real time when someone speaks or audio arrives, e.g. by highlighting the person speaking?',
        steps: [
          'Start a video call with at least two participants and turn the sound off on your side.',
          'Have people speak in turn: does an indicator appear while audio arrives, such as a frame around the picture, a level or an icon?',
        ],
        fails: 'Nothing on the screen shows that someone is speaking or that audio is arriving.',
        notApplicable: 'The site offers no video calls.',
      },
    },
  },
  '6.5.6': {
    features: [],
    methods: ['visual', 'keyboard'],
    texts: {
      de: {
        look: 'Videogespräche, in denen die Website die sprechende Person hervorhebt: Können sich auch Gebärdende so hervorheben lassen, sobald sie anzeigen, dass sie gebärden?',
        steps: [
          'Prüfen Sie in einem Videogespräch mit mehreren Beteiligten, ob die sprechende Person hervorgehoben oder groß gezeigt wird.',
          'Suchen Sie eine Funktion, mit der Gebärdende den Beginn ihres Beitrags anzeigen, etwa „Ich gebärde“, Handheben oder das Anheften des eigenen Bildes für alle.',
          'Nutzen Sie sie, auch per Tastatur, und prüfen Sie, ob die gebärdende Person danach bei allen ebenso hervorgehoben wird wie eine sprechende.',
        ],
        fails:
          'Die Website hebt nur nach Ton hervor, wer spricht; Gebärdende bleiben klein oder verborgen und haben keine Möglichkeit, sich hervorheben zu lassen.',
        notApplicable:
          'Die Website bietet keine Videogespräche an, oder sie hebt auch bei Sprache nicht hervor, wer spricht.',
      },
      en: {
        look: 'Video calls in which the site highlights the person speaking: can people using sign language be highlighted in the same way once they indicate that they are signing?',
        steps: [
          'In a video call with several participants, check whether the person speaking is highlighted or shown large.',
          'Look for a function with which signers indicate the start of their contribution, such as "I am signing", raising a hand or pinning their own picture for everyone.',
          'Use it, with the keyboard as well, and check that the signer is then highlighted for everyone just like a speaker.',
        ],
        fails:
          'The site highlights who is speaking only by sound; signers stay small or hidden and have no way to be highlighted.',
        notApplicable:
          'The site offers no video calls, or it does not highlight who is speaking for voice either.',
      },
    },
  },
};
