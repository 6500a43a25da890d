import type { CriterionGuidance } from '../conformance/guidance-types.js';

/**
 * Guided manual checks for EN 301 549 chapter 7 (video), 10.5 and 10.6 (media in documents), 11.7
 * and 11.8 (user preferences, authoring) and chapter 12 (documentation and support), by clause id.
 */
export const GUIDANCE_CHAPTERS_7_12: Readonly<Record<string, CriterionGuidance>> = {
  '7.1.1': {
    features: ['media'],
    methods: ['media-player', 'keyboard'],
    texts: {
      de: {
        look: 'Der Videoplayer der Website: Kann er Untertitel anzeigen, und lassen sie sich einschalten, wo ein Video welche hat?',
        steps: [
          'Spielen Sie auf jeder Seite mit Video eines ab, auch eingebettete Videos anderer Anbieter wie YouTube oder Vimeo.',
          'Suchen Sie im Player die Schaltfläche für Untertitel, meist „CC“ oder „UT“, und schalten Sie sie ein, auch nur mit der Tastatur.',
          'Prüfen Sie, ob die Untertitel erscheinen, und ob alle vorhandenen Untertitelspuren, etwa mehrere Sprachen, auswählbar sind.',
        ],
        fails:
          'Der Player zeigt vorhandene Untertitel nicht an oder bietet keine Möglichkeit, sie einzuschalten, z. B. ein eigener Player ohne Untertitelschaltfläche, obwohl eine Untertiteldatei vorliegt.',
        notApplicable: 'Die Website spielt keine Videos mit Ton ab.',
      },
      en: {
        look: "The site's video player: can it display captions, and can they be switched on where a video has them?",
        steps: [
          'On each page with video, play one, including embedded videos from other providers such as YouTube or Vimeo.',
          'Find the captions button in the player, usually "CC", and switch captions on, with the keyboard alone as well.',
          'Check that the captions appear, and that every available caption track, e.g. several languages, can be selected.',
        ],
        fails:
          'The player does not display available captions or offers no way to switch them on, e.g. a custom player without a captions button although a caption file exists.',
        notApplicable: 'The site plays no videos with sound.',
      },
    },
  },
  '7.1.2': {
    features: ['media'],
    methods: ['media-player'],
    texts: {
      de: {
        look: 'Untertitel im Videoplayer der Website: Erscheinen sie zeitgleich mit dem Ton, höchstens etwa 100 Millisekunden versetzt?',
        steps: [
          'Spielen Sie Videos mit eingeschalteten Untertiteln ab und achten Sie darauf, ob jeder Untertitel mit dem zugehörigen Satz beginnt und endet.',
          'Springen Sie im Video vor und zurück und prüfen Sie, ob die Untertitel danach wieder passen.',
          'Prüfen Sie bei Livestreams, ob der Player Untertitel anzeigt, sobald sie ankommen, und sie nicht zusätzlich verzögert.',
        ],
        fails:
          'Der Player zeigt Untertitel merklich zu früh oder zu spät an, oder die Untertitel verschieben sich nach dem Springen im Video.',
        notApplicable: 'Die Website spielt keine Videos mit Untertiteln ab.',
      },
      en: {
        look: "Captions in the site's video player: do they appear in step with the sound, at most about 100 milliseconds apart?",
        steps: [
          'Play videos with captions switched on and watch whether each caption starts and ends with its sentence.',
          'Skip forward and back in the video and check that the captions match again afterwards.',
          'For live streams, check that the player displays captions as soon as they arrive and adds no delay of its own.',
        ],
        fails:
          'The player shows captions noticeably too early or too late, or the captions shift after skipping in the video.',
        notApplicable: 'The site plays no videos with captions.',
      },
    },
  },
  '7.1.3': {
    features: ['media'],
    methods: ['media-player', 'content-review'],
    texts: {
      de: {
        look: 'Wo die Website Videos überträgt, umwandelt oder aufzeichnet, etwa hochgeladene Videos umrechnet, Livestreams als Aufzeichnung bereitstellt oder Videos zum Herunterladen anbietet: Bleiben die Untertitel erhalten?',
        steps: [
          'Notieren Sie, auf welchen Wegen ein Video mit Untertiteln zu den Nutzenden kommt: Player, Download, mobile Fassung, Aufzeichnung eines Livestreams.',
          'Prüfen Sie auf jedem Weg, ob die Untertitel vorhanden und einschaltbar sind.',
          'Laden Sie, falls möglich, ein Video mit Untertiteln hoch und prüfen Sie, ob die veröffentlichte Fassung sie noch hat, mit Position und Hervorhebungen.',
        ],
        fails:
          'Untertitel gehen auf einem Weg verloren, z. B. in der Aufzeichnung eines untertitelten Livestreams, in der Download-Fassung oder nach dem Hochladen.',
        notApplicable: 'Die Website überträgt, wandelt oder zeichnet keine Videos mit Untertiteln auf.',
      },
      en: {
        look: 'Where the site transmits, converts or records videos, e.g. re-encodes uploaded videos, offers recordings of live streams or videos to download: are the captions preserved?',
        steps: [
          'Note every way a video with captions reaches users: the player, a download, the mobile version, the recording of a live stream.',
          'On each way, check that the captions are there and can be switched on.',
          'If possible, upload a video with captions and check that the published version still has them, with their position and emphasis.',
        ],
        fails:
          'Captions are lost on one of the ways, e.g. in the recording of a captioned live stream, in the download or after uploading.',
        notApplicable: 'The site transmits, converts or records no videos with captions.',
      },
    },
  },
  '7.1.4': {
    features: ['media'],
    methods: ['media-player', 'visual'],
    texts: {
      de: {
        look: 'Untertitel im Videoplayer der Website: Lässt sich ihre Darstellung anpassen, etwa Schriftgröße, Schrift- und Hintergrundfarbe, oder folgt der Player den Untertiteleinstellungen von Browser und Betriebssystem?',
        steps: [
          'Öffnen Sie in einem Video mit Untertiteln die Einstellungen des Players und suchen Sie Optionen für Schriftgröße, Farben, Hintergrund und Schriftart der Untertitel.',
          'Gibt es keine, ändern Sie die Untertitelstile im Betriebssystem (Windows: Barrierefreiheit > Untertitel; macOS: Bedienungshilfen > Untertitel) und prüfen Sie, ob der Player sie übernimmt.',
          'Prüfen Sie, ob die geänderten Untertitel lesbar bleiben und nicht abgeschnitten werden.',
        ],
        fails:
          'Die Darstellung der Untertitel lässt sich weder im Player noch über die Systemeinstellungen ändern. Fest ins Bild eingebrannte Untertitel sind ausgenommen.',
        notApplicable: 'Die Website spielt keine Videos mit zuschaltbaren Untertiteln ab.',
      },
      en: {
        look: "Captions in the site's video player: can their presentation be adapted, such as text size, text and background colour, or does the player follow the caption settings of the browser and operating system?",
        steps: [
          "In a video with captions, open the player's settings and look for options for caption text size, colours, background and font.",
          'If there are none, change the caption styles in the operating system (Windows: Accessibility > Captions; macOS: Accessibility > Captions) and check that the player applies them.',
          'Check that the changed captions stay readable and are not cut off.',
        ],
        fails:
          'The presentation of captions can be changed neither in the player nor through the system settings. Captions burnt into the picture are exempt.',
        notApplicable: 'The site plays no videos with captions that can be switched on.',
      },
    },
  },
  '7.1.5': {
    features: ['media'],
    methods: ['media-player', 'screen-reader'],
    texts: {
      de: {
        look: 'Untertitel, besonders übersetzte Untertitel zu fremdsprachigem Ton: Lassen sie sich vorlesen, durch eine Vorlesefunktion des Players oder einen Screenreader, für Menschen, die sie nicht lesen können?',
        steps: [
          'Suchen Sie Videos, deren Untertitel als Text vorliegen, besonders solche mit Ton in einer anderen Sprache.',
          'Prüfen Sie, ob der Player eine Tonspur oder Funktion mit gesprochenen Untertiteln anbietet.',
          'Spielen Sie das Video andernfalls mit NVDA oder VoiceOver ab: Werden die Untertitel vorgelesen, oder steht ihr Text an anderer Stelle für den Screenreader bereit, etwa als Transkript?',
        ],
        fails:
          'Untertitel liegen als Text vor, lassen sich aber auf keinem Weg sprechen, z. B. weil der Player sie als Bild zeichnet und kein Transkript angeboten wird.',
        notApplicable:
          'Die Videos haben keine Untertitel als Text; fest ins Bild eingebrannte Untertitel sind ausgenommen.',
      },
      en: {
        look: "Captions, especially translated subtitles for sound in another language: can they be spoken, by the player's read-aloud function or a screen reader, for people who cannot read them?",
        steps: [
          'Find videos whose captions exist as text, especially those with sound in another language.',
          'Check whether the player offers an audio track or function with spoken subtitles.',
          'Otherwise, play the video with NVDA or VoiceOver: are the captions read out, or is their text available to the screen reader elsewhere, e.g. as a transcript?',
        ],
        fails:
          'Captions exist as text but cannot be spoken in any way, e.g. because the player draws them as an image and no transcript is offered.',
        notApplicable: 'The videos have no captions as text; captions burnt into the picture are exempt.',
      },
    },
  },
  '7.2.1': {
    features: ['media'],
    methods: ['media-player', 'keyboard'],
    texts: {
      de: {
        look: 'Der Videoplayer der Website: Lässt sich eine vorhandene Audiodeskription auswählen und abspielen, über eine eigene Schaltfläche, die Wahl der Tonspur oder eine verlinkte Fassung?',
        steps: [
          'Suchen Sie Videos, zu denen es eine Audiodeskription gibt, im Player oder als eigene Fassung.',
          'Wählen Sie sie im Player aus, etwa über „AD“, ein Symbol mit Augen oder die Tonspurwahl, auch nur mit der Tastatur.',
          'Prüfen Sie, ob danach die beschreibende Tonspur zu hören ist statt der ursprünglichen.',
        ],
        fails:
          'Es gibt eine Audiodeskription, der Player bietet aber keinen Weg, sie auszuwählen, oder die Auswahl ist nur mit der Maus möglich.',
        notApplicable: 'Zu den Videos der Website gibt es keine Audiodeskription.',
      },
      en: {
        look: "The site's video player: can an available audio description be selected and played, with a button of its own, the choice of audio track or a linked version?",
        steps: [
          'Find videos that have an audio description, in the player or as a separate version.',
          'Select it in the player, e.g. with "AD", an icon with eyes or the audio track choice, with the keyboard alone as well.',
          'Check that the describing audio track is then heard instead of the original.',
        ],
        fails:
          'An audio description exists, but the player offers no way to select it, or it can only be selected with a mouse.',
        notApplicable: "The site's videos have no audio description.",
      },
    },
  },
  '7.2.2': {
    features: ['media'],
    methods: ['media-player'],
    texts: {
      de: {
        look: 'Audiodeskription im Videoplayer der Website: Bleibt sie mit dem Bild im Takt, sodass jede Beschreibung zur gezeigten Szene passt?',
        steps: [
          'Spielen Sie ein Video mit eingeschalteter Audiodeskription ab und prüfen Sie, ob die Beschreibungen zu den Szenen passen, die gerade zu sehen sind.',
          'Springen Sie vor und zurück, pausieren Sie und setzen Sie fort: Passt die Beschreibung danach noch zum Bild?',
        ],
        fails:
          'Die Audiodeskription läuft dem Bild voraus oder hinterher, besonders nach Pause oder Springen.',
        notApplicable: 'Zu den Videos der Website gibt es keine Audiodeskription.',
      },
      en: {
        look: "Audio description in the site's video player: does it stay in step with the picture, so that each description matches the scene shown?",
        steps: [
          'Play a video with audio description switched on and check that the descriptions match the scenes currently shown.',
          'Skip forward and back, pause and resume: does the description still match the picture afterwards?',
        ],
        fails:
          'The audio description runs ahead of or behind the picture, especially after pausing or skipping.',
        notApplicable: "The site's videos have no audio description.",
      },
    },
  },
  '7.2.3': {
    features: ['media'],
    methods: ['media-player', 'content-review'],
    texts: {
      de: {
        look: 'Wo die Website Videos überträgt, umwandelt oder aufzeichnet, etwa hochgeladene Videos umrechnet oder Videos zum Herunterladen anbietet: Bleibt die Audiodeskription erhalten?',
        steps: [
          'Notieren Sie, auf welchen Wegen ein Video mit Audiodeskription zu den Nutzenden kommt: Player, Download, mobile Fassung, Aufzeichnung.',
          'Prüfen Sie auf jedem Weg, ob die Audiodeskription vorhanden und auswählbar ist.',
          'Laden Sie, falls möglich, ein Video mit Audiodeskriptionsspur hoch und prüfen Sie, ob die veröffentlichte Fassung sie noch hat.',
        ],
        fails:
          'Die Audiodeskription geht auf einem Weg verloren, z. B. in der Download-Fassung oder nach dem Umrechnen eines hochgeladenen Videos.',
        notApplicable: 'Die Website überträgt, wandelt oder zeichnet keine Videos mit Audiodeskription auf.',
      },
      en: {
        look: 'Where the site transmits, converts or records videos, e.g. re-encodes uploaded videos or offers videos to download: is the audio description preserved?',
        steps: [
          'Note every way a video with audio description reaches users: the player, a download, the mobile version, a recording.',
          'On each way, check that the audio description is there and can be selected.',
          'If possible, upload a video with an audio description track and check that the published version still has it.',
        ],
        fails:
          'The audio description is lost on one of the ways, e.g. in the download or after an uploaded video is re-encoded.',
        notApplicable: 'The site transmits, converts or records no videos with audio description.',
      },
    },
  },
  '7.3': {
    features: ['media'],
    methods: ['media-player', 'keyboard', 'visual'],
    texts: {
      de: {
        look: 'Die Bedienelemente des Videoplayers: Lassen sich Untertitel und Audiodeskription genauso direkt einschalten wie Abspielen oder Lautstärke, nicht erst versteckt in Untermenüs?',
        steps: [
          'Öffnen Sie ein Video und notieren Sie, mit wie vielen Schritten Sie Abspielen, Pause und Lautstärke erreichen.',
          'Zählen Sie die Schritte bis zum Einschalten der Untertitel und der Audiodeskription, mit Maus und mit Tastatur.',
          'Prüfen Sie, ob beide auf derselben Ebene wie die Hauptbedienelemente liegen, etwa als eigene Schaltflächen in der Steuerleiste.',
        ],
        fails:
          'Untertitel oder Audiodeskription sind nur über ein Einstellungsmenü erreichbar, während Abspielen und Lautstärke direkt in der Steuerleiste liegen.',
        notApplicable:
          'Die Videos der Website haben weder zuschaltbare Untertitel noch eine Audiodeskription.',
      },
      en: {
        look: "The video player's controls: can captions and audio description be switched on as directly as play or volume, not hidden in submenus?",
        steps: [
          'Open a video and note how many steps it takes to reach play, pause and volume.',
          'Count the steps to switch on captions and audio description, with a mouse and with the keyboard.',
          'Check that both sit at the same level as the main controls, e.g. as buttons of their own in the control bar.',
        ],
        fails:
          'Captions or audio description can only be reached through a settings menu, while play and volume sit directly in the control bar.',
        notApplicable:
          "The site's videos have neither captions that can be switched on nor audio description.",
      },
    },
  },
  '10.5': {
    features: [],
    methods: ['media-player', 'visual'],
    texts: {
      de: {
        look: 'Videos mit Untertiteln in den Dokumenten, die die Website zum Herunterladen anbietet, etwa Videodateien oder Präsentationen mit eingebetteten Videos: Verdecken die Untertitel keine wichtigen Bildinhalte?',
        steps: [
          'Öffnen Sie jedes heruntergeladene Dokument mit Video und spielen Sie das Video mit Untertiteln ab.',
          'Achten Sie auf eingeblendete Texte, Namen, Grafiken und Gesichter von Gebärdensprachdolmetschern: Liegen Untertitel darüber?',
          'Prüfen Sie, ob die Untertitel an solchen Stellen ausweichen, etwa an den oberen Bildrand.',
        ],
        fails:
          'Untertitel verdecken wichtige Bildinhalte, z. B. eingeblendete Namen, Zahlen oder die Hände einer Dolmetscherin.',
        notApplicable: 'Die Dokumente der Website enthalten keine Videos mit Untertiteln.',
      },
      en: {
        look: 'Videos with captions in the documents the site offers for download, such as video files or presentations with embedded videos: do the captions avoid covering important content of the picture?',
        steps: [
          'Open each downloaded document with video and play the video with captions.',
          'Watch for on-screen text, names, graphics and sign language interpreters: do captions lie over them?',
          'Check that the captions move out of the way at such points, e.g. to the top of the picture.',
        ],
        fails:
          "Captions cover important visual content, e.g. names or figures shown on screen or an interpreter's hands.",
        notApplicable: "The site's documents contain no videos with captions.",
      },
    },
  },
  '10.6': {
    features: [],
    methods: ['media-player'],
    texts: {
      de: {
        look: 'Videos mit Audiodeskription in den Dokumenten, die die Website zum Herunterladen anbietet: Fallen die Beschreibungen in Pausen, ohne wichtige Dialoge oder Geräusche zu überdecken?',
        steps: [
          'Öffnen Sie jedes heruntergeladene Dokument mit Video und spielen Sie die Fassung mit Audiodeskription ab.',
          'Achten Sie darauf, ob Beschreibungen gleichzeitig mit Dialogen, Warnungen oder anderen bedeutsamen Geräuschen zu hören sind.',
        ],
        fails:
          'Die Audiodeskription überdeckt Dialoge oder wichtige Geräusche, sodass sie nicht mehr zu verstehen sind.',
        notApplicable: 'Die Dokumente der Website enthalten keine Videos mit Audiodeskription.',
      },
      en: {
        look: 'Videos with audio description in the documents the site offers for download: do the descriptions fall into pauses, without covering important dialogue or sounds?',
        steps: [
          'Open each downloaded document with video and play the version with audio description.',
          'Listen whether descriptions can be heard at the same time as dialogue, warnings or other meaningful sounds.',
        ],
        fails:
          'The audio description covers dialogue or important sounds so that they can no longer be understood.',
        notApplicable: "The site's documents contain no videos with audio description.",
      },
    },
  },
  '11.7': {
    features: [],
    methods: ['visual', 'zoom', 'keyboard'],
    texts: {
      de: {
        look: 'Ob die Website den Einstellungen von Browser und Betriebssystem folgt: Schriftgröße, Schriftart, Farben und Kontrast (Kontrastdesigns, erzwungene Farben) und die Fokusanzeige.',
        steps: [
          'Stellen Sie im Browser die Standardschriftgröße auf „Sehr groß“ (Chrome: Einstellungen > Darstellung > Schriftgröße; Firefox: Einstellungen > Allgemein > Schriftarten), ohne zu zoomen: Wird der Text der Website größer?',
          'Schalten Sie unter Windows ein Kontrastdesign ein (Einstellungen > Barrierefreiheit > Kontrastdesigns): Bleiben Texte, Schaltflächen, Symbole, Formularfelder und die Fokusanzeige sichtbar?',
          'Verbieten Sie in Firefox Webseiten eigene Schriftarten (Einstellungen > Schriftarten > Erweitert): Bleiben Texte lesbar und Symbole erkennbar oder benannt?',
          'Gehen Sie mit der Tabulatortaste durch die Seite: Ist die Fokusanzeige zu sehen, und wird die des Systems nicht ersatzlos unterdrückt?',
        ],
        fails:
          'Die Website übergeht eine Einstellung, z. B. bleibt der Text bei größerer Standardschrift gleich groß (feste Pixelgrößen), Inhalte oder die Fokusanzeige verschwinden im Kontrastdesign, oder Schaltflächen sind ohne eigene Schriftart leer.',
      },
      en: {
        look: 'Whether the site follows the settings of the browser and the operating system: text size, font, colours and contrast (contrast themes, forced colours) and the focus indicator.',
        steps: [
          'Set the default font size in the browser to "Very large" (Chrome: Settings > Appearance > Font size; Firefox: Settings > General > Fonts) without zooming: does the text of the site get larger?',
          'Turn on a contrast theme in Windows (Settings > Accessibility > Contrast themes): do text, buttons, icons, form fields and the focus indicator stay visible?',
          'In Firefox, stop pages from choosing their own fonts (Settings > Fonts > Advanced): does text stay readable, and are icons still recognisable or named?',
          "Tab through the page: is the focus indicator visible, and is the system's indicator not suppressed without a replacement?",
        ],
        fails:
          'The site overrides a setting, e.g. text stays the same size with a larger default font (fixed pixel sizes), content or the focus indicator disappears in a contrast theme, or buttons are empty without their own font.',
      },
    },
  },
  '11.8.1': {
    features: [],
    methods: ['content-review', 'code-inspection'],
    texts: {
      de: {
        look: 'Die Autorenfunktion der Website, etwa Editor, Seiten- oder Shopbaukasten: Unterstützt sie in jedem Ausgabeformat, etwa HTML oder PDF-Export, die Informationen für Barrierefreiheit, die dieses Format aufnehmen kann?',
        steps: [
          'Notieren Sie die Formate, die die Autorenfunktion erzeugt: veröffentlichte Webseiten, PDF- oder Office-Export, E-Mails, Feeds.',
          'Prüfen Sie für jedes Format, ob man damit Alternativtexte, Überschriften, Listen, Tabellenköpfe, Linktexte und die Sprache angeben kann.',
          'Prüfen Sie, ob die Anforderungen 11.8.2 bis 11.8.5 für die Formate erfüllt sind, die diese Informationen tragen können.',
        ],
        fails:
          'Das Ausgabeformat könnte Informationen für Barrierefreiheit aufnehmen, die Autorenfunktion bietet aber keinen Weg, sie anzugeben, z. B. kein Feld für Alternativtexte in HTML oder ein PDF-Export ohne Tags.',
        notApplicable: 'Über die Website erstellt niemand Inhalte, die für andere veröffentlicht werden.',
      },
      en: {
        look: "The site's authoring function, such as an editor, page or shop builder: does it support, for each output format such as HTML or a PDF export, the accessibility information that format can hold?",
        steps: [
          'Note the formats the authoring function produces: published web pages, PDF or office exports, e-mails, feeds.',
          'For each format, check whether alternative texts, headings, lists, table headers, link texts and the language can be given with it.',
          'Check that requirements 11.8.2 to 11.8.5 are met for the formats that can carry this information.',
        ],
        fails:
          'The output format could hold accessibility information, but the authoring function offers no way to give it, e.g. no field for alternative text in HTML or a PDF export without tags.',
        notApplicable: 'Nobody creates content through the site that is published for others.',
      },
    },
  },
  '11.8.2': {
    features: ['forms', 'widgets'],
    methods: ['content-review', 'screen-reader', 'code-inspection'],
    texts: {
      de: {
        look: 'Die Autorenfunktion der Website: Lassen sich damit barrierefreie Inhalte erstellen, und leitet sie dazu an, etwa mit einer Aufforderung zum Alternativtext beim Hochladen eines Bildes?',
        steps: [
          'Erstellen Sie eine Testseite mit Überschriften, Liste, Bild, Link, Tabelle, fremdsprachigem Absatz und Video.',
          'Prüfen Sie, ob die Funktion echte Überschriften- und Listenelemente, Alternativtexte, Tabellenköpfe, Sprachangaben und Untertitel anbietet.',
          'Prüfen Sie, ob sie dazu anleitet, etwa beim Hochladen nach dem Alternativtext fragt oder vor Text als Bild warnt.',
          'Scannen Sie die veröffentlichte Testseite mit Klarsicht und prüfen Sie, ob Fehler auf die Autorenfunktion zurückgehen.',
        ],
        fails:
          'Ein barrierefreier Inhalt lässt sich nicht erstellen, z. B. weil Überschriften nur als fette Schrift möglich sind oder Bilder keinen Alternativtext bekommen können, oder die Funktion gibt keine Anleitung dazu.',
        notApplicable: 'Über die Website erstellt niemand Inhalte, die für andere veröffentlicht werden.',
      },
      en: {
        look: "The site's authoring function: can accessible content be created with it, and does it guide people to do so, e.g. by asking for alternative text when an image is uploaded?",
        steps: [
          'Create a test page with headings, a list, an image, a link, a table, a paragraph in another language and a video.',
          'Check that the function offers real heading and list elements, alternative texts, table headers, language information and captions.',
          'Check that it guides you, e.g. asks for alternative text on upload or warns against images of text.',
          'Scan the published test page with Klarsicht and check whether failures are caused by the authoring function.',
        ],
        fails:
          'Accessible content cannot be created, e.g. because headings are only possible as bold text or images cannot be given alternative text, or the function gives no guidance on it.',
        notApplicable: 'Nobody creates content through the site that is published for others.',
      },
    },
  },
  '11.8.3': {
    features: [],
    methods: ['content-review', 'code-inspection'],
    texts: {
      de: {
        look: 'Umwandlungen in der Autorenfunktion, etwa Einfügen aus Word, Wechsel der Vorlage oder des Designs, Export als PDF: Bleiben die Informationen für Barrierefreiheit erhalten, wo das Ergebnis sie aufnehmen kann?',
        steps: [
          'Fügen Sie einen Text mit Überschriften, Listen und Links aus einem Textprogramm ein: Bleiben Überschriften und Listen echte Überschriften und Listen?',
          'Wechseln Sie bei einer Seite mit Alternativtexten und Tabellenköpfen die Vorlage oder das Design: Bleiben diese erhalten?',
          'Exportieren Sie, falls möglich, in ein anderes Format und prüfen Sie dort Tags, Alternativtexte und Sprache.',
        ],
        fails:
          'Eine Umwandlung verliert Informationen für Barrierefreiheit, die das Ergebnis aufnehmen könnte, z. B. werden eingefügte Überschriften zu fettem Text oder Alternativtexte fehlen nach dem Designwechsel.',
        notApplicable: 'Die Autorenfunktion wandelt Inhalte weder um noch strukturiert sie sie um.',
      },
      en: {
        look: 'Transformations in the authoring function, such as pasting from Word, changing the template or theme, or exporting as PDF: is accessibility information preserved where the result can hold it?',
        steps: [
          'Paste a text with headings, lists and links from a word processor: do headings and lists stay real headings and lists?',
          'On a page with alternative texts and table headers, change the template or theme: are they preserved?',
          'If possible, export to another format and check tags, alternative texts and language there.',
        ],
        fails:
          'A transformation loses accessibility information the result could hold, e.g. pasted headings become bold text or alternative texts are missing after a theme change.',
        notApplicable: 'The authoring function neither converts nor restructures content.',
      },
    },
  },
  '11.8.4': {
    features: [],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Die Barrierefreiheitsprüfung der Autorenfunktion, falls es eine gibt: Macht sie zu jedem gefundenen Problem einen Vorschlag, wie es zu beheben ist?',
        steps: [
          'Erstellen Sie Inhalte mit bekannten Fehlern, etwa ein Bild ohne Alternativtext, eine übersprungene Überschriftenebene und einen Link „hier klicken“.',
          'Starten Sie die Prüfung der Autorenfunktion und notieren Sie, welche Fehler sie meldet.',
          'Prüfen Sie, ob zu jedem gemeldeten Fehler ein konkreter Vorschlag zur Behebung angeboten wird, etwa ein Eingabefeld für den fehlenden Alternativtext.',
        ],
        fails: 'Die Prüfung meldet ein Problem, macht aber keinen Vorschlag, wie es zu beheben ist.',
        notApplicable:
          'Über die Website erstellt niemand Inhalte für andere, oder die Autorenfunktion hat keine Barrierefreiheitsprüfung.',
      },
      en: {
        look: "The authoring function's accessibility check, if it has one: does it suggest, for each problem it finds, how to fix it?",
        steps: [
          'Create content with known failures, such as an image without alternative text, a skipped heading level and a "click here" link.',
          "Run the authoring function's check and note which failures it reports.",
          'Check that each reported failure comes with a concrete suggestion for fixing it, e.g. a field for the missing alternative text.',
        ],
        fails: 'The check reports a problem but makes no suggestion how to fix it.',
        notApplicable:
          'Nobody creates content through the site for others, or the authoring function has no accessibility check.',
      },
    },
  },
  '11.8.5': {
    features: [],
    methods: ['content-review', 'code-inspection'],
    texts: {
      de: {
        look: 'Vorlagen der Autorenfunktion, etwa Seiten-, Shop- oder E-Mail-Vorlagen: Gibt es mindestens eine, mit der barrierefreie Inhalte entstehen, und ist sie als solche gekennzeichnet?',
        steps: [
          'Öffnen Sie die Vorlagenauswahl und suchen Sie eine Vorlage, die als barrierefrei gekennzeichnet ist.',
          'Erstellen Sie damit eine Testseite mit Beispielinhalten und veröffentlichen Sie sie.',
          'Scannen Sie die Seite mit Klarsicht und prüfen Sie Tastaturbedienung, Kontraste und Überschriften: Gehen Fehler auf die Vorlage zurück?',
        ],
        fails:
          'Keine Vorlage ist als barrierefrei gekennzeichnet, oder die gekennzeichnete Vorlage selbst erzeugt Fehler, etwa zu geringen Kontrast oder ein Menü, das sich nicht per Tastatur bedienen lässt.',
        notApplicable:
          'Über die Website erstellt niemand Inhalte für andere, oder die Autorenfunktion bietet keine Vorlagen an.',
      },
      en: {
        look: 'Templates of the authoring function, such as page, shop or e-mail templates: is there at least one that produces accessible content, and is it identified as such?',
        steps: [
          'Open the template selection and look for a template identified as accessible.',
          'Create a test page with sample content from it and publish it.',
          'Scan the page with Klarsicht and check keyboard operation, contrast and headings: are failures caused by the template?',
        ],
        fails:
          'No template is identified as accessible, or the identified template itself causes failures, such as insufficient contrast or a menu that cannot be operated with the keyboard.',
        notApplicable:
          'Nobody creates content through the site for others, or the authoring function offers no templates.',
      },
    },
  },
  '12.1.1': {
    features: [],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Hilfeseiten, Anleitungen und häufige Fragen der Website: Nennen und erklären sie die Barrierefreiheitsfunktionen, etwa Tastaturkürzel, Kontrastumschalter, Untertitel oder Leichte Sprache, und womit die Website zusammenarbeitet, etwa Screenreader?',
        steps: [
          'Sammeln Sie die Barrierefreiheitsfunktionen der Website: eigene Funktionen, Tastaturkürzel, Untertitel und Audiodeskription, Angebote in Leichter Sprache und Gebärdensprache.',
          'Suchen Sie in Hilfe, Anleitungen und Barrierefreiheitserklärung, ob jede davon genannt und ihre Bedienung erklärt wird.',
          'Prüfen Sie, ob die Dokumentation sagt, mit welchen Hilfsmitteln die Website geprüft wurde oder zusammenarbeitet, etwa Screenreader oder Vergrößerung.',
        ],
        fails:
          'Die Dokumentation erwähnt Barrierefreiheitsfunktionen nicht oder erklärt nicht, wie man sie nutzt, z. B. Tastaturkürzel, die nirgends beschrieben sind.',
        notApplicable: 'Zur Website gibt es keine Dokumentation wie Hilfeseiten oder Anleitungen.',
      },
      en: {
        look: "The site's help pages, guides and frequently asked questions: do they list and explain the accessibility features, such as keyboard shortcuts, a contrast switch, captions or easy-to-read content, and what the site works with, such as screen readers?",
        steps: [
          "Collect the site's accessibility features: its own functions, keyboard shortcuts, captions and audio description, easy-to-read and sign language content.",
          'Search the help, the guides and the accessibility statement for each of them and for an explanation of how to use it.',
          'Check that the documentation says which assistive technologies the site was tested with or works with, such as screen readers or magnification.',
        ],
        fails:
          'The documentation does not mention the accessibility features or does not explain how to use them, e.g. keyboard shortcuts that are described nowhere.',
        notApplicable: 'The site has no documentation such as help pages or guides.',
      },
    },
  },
  '12.1.2': {
    features: [],
    methods: ['screen-reader', 'keyboard', 'content-review'],
    texts: {
      de: {
        look: 'Die Dokumentation der Website, etwa Hilfeseiten, Anleitungen und Handbücher: Ist sie in mindestens einer barrierefreien elektronischen Form verfügbar, als Webseite nach Kapitel 9 oder als Dokument nach Kapitel 10?',
        steps: [
          'Suchen Sie alle Teile der Dokumentation und notieren Sie ihr Format: Webseite, PDF, Video, gedrucktes Heft.',
          'Prüfen Sie, ob jeder Teil in mindestens einer elektronischen Form vorliegt; ein nur gedrucktes Handbuch reicht nicht.',
          'Scannen Sie die Hilfeseiten mit Klarsicht und prüfen Sie PDF-Anleitungen auf Tags, Überschriften und Alternativtexte, etwa mit PAC.',
        ],
        fails:
          'Ein Teil der Dokumentation gibt es nur gedruckt oder nur in einer nicht barrierefreien Form, z. B. als eingescanntes PDF ohne Text.',
        notApplicable: 'Zur Website gibt es keine Dokumentation wie Hilfeseiten oder Anleitungen.',
      },
      en: {
        look: "The site's documentation, such as help pages, guides and manuals: is it available in at least one accessible electronic form, as web pages meeting chapter 9 or as documents meeting chapter 10?",
        steps: [
          'Find every part of the documentation and note its format: web page, PDF, video, printed booklet.',
          'Check that each part is available in at least one electronic form; a manual only in print is not enough.',
          'Scan the help pages with Klarsicht and check PDF guides for tags, headings and alternative texts, e.g. with PAC.',
        ],
        fails:
          'Part of the documentation exists only in print or only in an inaccessible form, e.g. as a scanned PDF without text.',
        notApplicable: 'The site has no documentation such as help pages or guides.',
      },
    },
  },
  '12.2.2': {
    features: [],
    methods: ['content-review'],
    texts: {
      de: {
        look: 'Der Support des Dienstes, etwa Hotline, Chat oder Kontaktformular: Kann er Auskunft über die Barrierefreiheitsfunktionen geben, die in der Dokumentation stehen?',
        steps: [
          'Wählen Sie zwei Barrierefreiheitsfunktionen aus der Dokumentation, etwa Untertitel oder Tastaturkürzel.',
          'Stellen Sie dem Support über seine üblichen Wege eine Frage dazu, z. B. wie man die Funktion einschaltet.',
          'Prüfen Sie, ob die Antwort zutrifft und die Frage löst, ohne dass Sie an eine andere Stelle verwiesen werden, die nicht weiterhilft.',
        ],
        fails:
          'Der Support kann zu den dokumentierten Barrierefreiheitsfunktionen keine oder nur falsche Auskunft geben.',
        notApplicable: 'Der Dienst bietet keine Unterstützung wie Hotline, Chat oder Kontaktformular an.',
      },
      en: {
        look: "The service's support, such as a hotline, chat or contact form: can it give information about the accessibility features described in the documentation?",
        steps: [
          'Pick two accessibility features from the documentation, such as captions or keyboard shortcuts.',
          'Ask the support team a question about them through its usual channels, e.g. how to switch the feature on.',
          'Check that the answer is correct and solves the question without referring you to another place that does not help.',
        ],
        fails:
          'The support team can give no information, or only wrong information, about the documented accessibility features.',
        notApplicable: 'The service offers no support such as a hotline, chat or contact form.',
      },
    },
  },
  '12.2.3': {
    features: [],
    methods: ['content-review', 'keyboard', 'screen-reader'],
    texts: {
      de: {
        look: 'Die Wege zum Support: Ist er nicht nur per Telefon erreichbar, sondern auch schriftlich, etwa per Chat, E-Mail oder Kontaktformular, oder über einen Vermittlungsdienst für gehörlose Menschen, und lassen sich diese Wege barrierefrei nutzen?',
        steps: [
          'Notieren Sie alle Kontaktwege, die die Website nennt: Telefon, E-Mail, Chat, Kontaktformular, Rückruf, Gebärdensprache oder Vermittlungsdienst.',
          'Prüfen Sie, ob es neben dem Telefon mindestens einen Weg ohne Hören und Sprechen und neben schriftlichen Wegen einen ohne Schreiben gibt.',
          'Senden Sie eine Testanfrage über Kontaktformular oder Chat, nur mit der Tastatur und mit NVDA oder VoiceOver.',
          'Prüfen Sie, ob der Support auf Anfragen über jeden genannten Weg antwortet.',
        ],
        fails:
          'Der Support ist nur telefonisch erreichbar, der einzige schriftliche Weg lässt sich nicht barrierefrei nutzen (etwa ein Chat, der per Tastatur nicht erreichbar ist), oder Anfragen über einen genannten Weg bleiben unbeantwortet.',
        notApplicable: 'Der Dienst bietet keine Unterstützung wie Hotline, Chat oder Kontaktformular an.',
      },
      en: {
        look: 'The ways to reach support: can it be reached not only by telephone but also in writing, e.g. by chat, e-mail or contact form, or through a relay service for deaf people, and can these ways be used accessibly?',
        steps: [
          'Note every contact channel the site names: telephone, e-mail, chat, contact form, call-back, sign language or relay service.',
          'Check that besides the telephone there is at least one channel that needs neither hearing nor speech, and besides written channels one that needs no writing.',
          'Send a test request through the contact form or chat, with the keyboard alone and with NVDA or VoiceOver.',
          'Check that the support team answers requests on every channel it names.',
        ],
        fails:
          'Support can only be reached by telephone, the only written channel cannot be used accessibly (e.g. a chat that cannot be reached with the keyboard), or requests on a named channel go unanswered.',
        notApplicable: 'The service offers no support such as a hotline, chat or contact form.',
      },
    },
  },
  '12.2.4': {
    features: [],
    methods: ['content-review', 'screen-reader'],
    texts: {
      de: {
        look: 'Dokumente, die der Support verschickt oder verlinkt, etwa Anleitungen per E-Mail, PDF-Anhänge oder Hilfeartikel: Sind sie in mindestens einer barrierefreien elektronischen Form verfügbar?',
        steps: [
          'Lassen Sie sich vom Support eine Anleitung oder Auskunft schicken und notieren Sie das Format: E-Mail-Text, Link, PDF, Bild.',
          'Prüfen Sie verlinkte Hilfeartikel wie Webseiten und PDF-Anhänge auf Tags, Überschriften und Alternativtexte, etwa mit PAC.',
          'Prüfen Sie, ob wichtige Informationen nur in Bildschirmfotos stehen, ohne Beschreibung im Text.',
        ],
        fails:
          'Der Support verschickt Informationen nur in nicht barrierefreier Form, z. B. als eingescanntes PDF oder als Bildschirmfoto ohne Text.',
        notApplicable: 'Der Support verschickt und verlinkt keine Dokumente.',
      },
      en: {
        look: 'Documents the support team sends or links to, such as guides by e-mail, PDF attachments or help articles: are they available in at least one accessible electronic form?',
        steps: [
          'Have the support team send you a guide or some information and note the format: e-mail text, link, PDF, image.',
          'Check linked help articles as web pages, and PDF attachments for tags, headings and alternative texts, e.g. with PAC.',
          'Check whether important information appears only in screenshots, without a description in the text.',
        ],
        fails:
          'The support team sends information only in an inaccessible form, e.g. as a scanned PDF or as a screenshot without text.',
        notApplicable: 'The support team neither sends nor links to documents.',
      },
    },
  },
};
