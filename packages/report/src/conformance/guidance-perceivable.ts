import type { CriterionGuidance } from './guidance-types.js';

/** Guided manual checks for WCAG principle 1 (Perceivable), by criterion id. */
export const GUIDANCE_PERCEIVABLE: Readonly<Record<string, CriterionGuidance>> = {
  '1.1.1': {
    features: ['images'],
    methods: ['screen-reader', 'code-inspection', 'content-review'],
    texts: {
      de: {
        look: 'Alle Bilder, Symbole, Grafiken, Diagramme, Bildschaltflächen und CAPTCHAs: Gibt ihre Textalternative dieselbe Information oder Funktion wieder, und bleiben rein dekorative Bilder für Screenreader verborgen?',
        steps: [
          'Lesen Sie jeden Alternativtext im Zusammenhang: Ersetzt er das Bild gleichwertig? Bei verlinkten Bildern und Bildschaltflächen muss er Ziel oder Funktion nennen, nicht das Aussehen.',
          'Prüfen Sie, ob rein dekorative Bilder einen leeren Alternativtext (alt="") haben und nicht vorgelesen werden.',
          'Suchen Sie bei Diagrammen, Karten und Infografiken eine ausführliche Beschreibung oder eine Datentabelle, im Text oder direkt daneben verlinkt.',
          'Hören Sie die Seite mit NVDA (Windows) oder VoiceOver (macOS) an und achten Sie auf Symbole, Symbolschriften und SVG-Grafiken ohne oder mit unverständlichem Namen.',
          'Prüfen Sie bei einem CAPTCHA, ob sein Zweck beschrieben ist und eine Variante für eine andere Sinneswahrnehmung angeboten wird, etwa eine Audioaufgabe.',
        ],
        fails:
          'Ein informatives Bild hat einen nichtssagenden Alternativtext (etwa Dateiname, „Bild“ oder „Grafik“), eine Bildschaltfläche nennt ihre Funktion nicht, ein Diagramm hat keine gleichwertige Beschreibung oder ein dekoratives Bild wird vorgelesen.',
        notApplicable:
          'Die Seiten enthalten weder Bilder noch Symbole, Grafiken oder andere Nicht-Text-Inhalte.',
      },
      en: {
        look: 'Every image, icon, graphic, chart, image button and CAPTCHA: does its text alternative convey the same information or function, and are purely decorative images hidden from screen readers?',
        steps: [
          'Read each alternative text in context: does it replace the image equally well? For linked images and image buttons it must name the destination or action, not the appearance.',
          'Check that purely decorative images have an empty alternative text (alt="") and are not announced.',
          'For charts, maps and infographics, look for a full description or a data table, in the text or linked right next to them.',
          'Listen to the page with NVDA (Windows) or VoiceOver (macOS) and note icons, icon fonts and SVG graphics that have no name or an unclear one.',
          'For a CAPTCHA, check that its purpose is described and that a version for another kind of sensory perception is offered, such as an audio challenge.',
        ],
        fails:
          'An informative image has a meaningless alternative text (such as a file name, "image" or "graphic"), an image button does not name its action, a chart has no equivalent description, or a decorative image is announced.',
        notApplicable: 'The pages contain no images, icons, graphics or other non-text content.',
      },
    },
  },
  '1.2.1': {
    features: ['media'],
    methods: ['media-player', 'content-review'],
    texts: {
      de: {
        look: 'Aufgezeichnete reine Audioinhalte, etwa Podcasts, und reine Videoinhalte ohne Ton, etwa stumme Animationen oder Produktvideos: Gibt es eine gleichwertige Alternative?',
        steps: [
          'Suchen Sie zu jeder reinen Audiodatei ein Transkript, das direkt bei ihr steht oder von dort verlinkt ist.',
          'Vergleichen Sie das Transkript mit dem Ton: Es muss alles Gesprochene mit Angabe der Sprechenden und alle bedeutsamen Geräusche enthalten.',
          'Prüfen Sie bei reinen Videos, ob eine Textbeschreibung oder eine Tonspur alle wichtigen Bildinhalte wiedergibt, etwa Handlungen, eingeblendete Texte und Szenenwechsel.',
          'Wiederholt ein Medium nur Text derselben Seite, prüfen Sie, ob es eindeutig als Medienalternative für diesen Text gekennzeichnet ist und nichts darüber hinaus enthält.',
        ],
        fails:
          'Zu einem aufgezeichneten Podcast fehlt das Transkript, ein stummes Video wird weder in Text beschrieben noch vertont, oder die Alternative lässt wesentliche Inhalte aus.',
        notApplicable:
          'Die Website enthält keine aufgezeichneten reinen Audio- oder reinen Videoinhalte, oder diese sind eindeutig gekennzeichnete Medienalternativen für Text.',
      },
      en: {
        look: 'Prerecorded audio-only content, such as podcasts, and video-only content without sound, such as silent animations or product videos: is there an equivalent alternative?',
        steps: [
          'For each audio-only file, look for a transcript placed next to it or linked from it.',
          'Compare the transcript with the audio: it must contain everything spoken, with the speakers named, and every meaningful sound.',
          'For video-only content, check that a text description or an audio track conveys all important visual content, such as actions, on-screen text and scene changes.',
          'If a medium only repeats text on the same page, check that it is clearly labelled as a media alternative for that text and adds nothing beyond it.',
        ],
        fails:
          'A prerecorded podcast has no transcript, a silent video is neither described in text nor given an audio track, or the alternative leaves out essential content.',
        notApplicable:
          'The site has no prerecorded audio-only or video-only content, or it all consists of clearly labelled media alternatives for text.',
      },
    },
  },
  '1.2.2': {
    features: ['media'],
    methods: ['media-player', 'content-review'],
    texts: {
      de: {
        look: 'Aufgezeichnete Videos mit Ton: Lassen sich Untertitel einschalten, und geben sie Sprache und wichtige Geräusche vollständig, richtig und zeitgleich wieder?',
        steps: [
          'Spielen Sie jedes Video ab und schalten Sie die Untertitel im Player ein, meist über die Schaltfläche „CC“ oder „UT“. Fest eingeblendete Untertitel zählen ebenfalls.',
          'Vergleichen Sie mehrere Minuten lang Untertitel und Ton: Fehlt gesprochener Text, ist er falsch wiedergegeben oder deutlich zeitversetzt?',
          'Prüfen Sie, ob Wechsel der Sprechenden erkennbar sind und bedeutsame Geräusche wie Lachen, Musik oder Klingeln beschrieben werden.',
          'Sind die Untertitel automatisch erzeugt, prüfen Sie besonders Namen, Fachbegriffe und Zahlen.',
        ],
        fails:
          'Ein Video mit Sprache hat keine Untertitel, oder sie sind unvollständig, fehlerhaft (etwa ungeprüfte automatische Untertitel), nicht synchron oder lassen wichtige Geräusche und Sprecherwechsel aus.',
        notApplicable:
          'Die Website enthält keine aufgezeichneten Videos mit Ton, oder diese sind eindeutig gekennzeichnete Medienalternativen für Text.',
      },
      en: {
        look: 'Prerecorded videos with sound: can captions be turned on, and do they render speech and important sounds completely, correctly and in sync?',
        steps: [
          'Play each video and turn on captions in the player, usually with the "CC" button. Captions burnt into the picture count as well.',
          'Compare captions and sound for several minutes: is spoken text missing, rendered wrongly or clearly out of sync?',
          'Check that changes of speaker are recognisable and that meaningful sounds such as laughter, music or a ringing phone are described.',
          'If the captions are generated automatically, check names, technical terms and numbers with particular care.',
        ],
        fails:
          'A video with speech has no captions, or they are incomplete, wrong (such as unedited automatic captions), out of sync, or leave out important sounds and changes of speaker.',
        notApplicable:
          'The site has no prerecorded videos with sound, or they are all clearly labelled media alternatives for text.',
      },
    },
  },
  '1.2.3': {
    features: ['media'],
    methods: ['media-player', 'content-review'],
    texts: {
      de: {
        look: 'Aufgezeichnete Videos mit Ton: Werden wichtige Bildinhalte, die der Ton nicht vermittelt, durch eine Audiodeskription oder eine vollständige Textfassung (Alternative für zeitbasierte Medien) zugänglich?',
        steps: [
          'Sehen Sie sich das Video an und notieren Sie, was nur im Bild vorkommt: Handlungen, eingeblendete Texte, Diagramme, Szenenwechsel.',
          'Hören Sie das Video dann an, ohne hinzusehen: Wird all das bereits im Ton genannt, ist keine weitere Alternative nötig.',
          'Andernfalls suchen Sie eine Fassung mit Audiodeskription (Schaltfläche im Player oder verlinkte Fassung) und prüfen, ob sie die notierten Inhalte beschreibt.',
          'Oder suchen Sie eine Textfassung beim Video, die Dialoge und alle wichtigen Bildinhalte in der richtigen Reihenfolge wiedergibt.',
        ],
        fails:
          'Wichtige Bildinhalte, etwa eingeblendete Kontaktdaten oder vorgeführte Arbeitsschritte, werden weder im Ton noch in einer Audiodeskription oder einer Textfassung vermittelt.',
        notApplicable:
          'Die Website enthält keine aufgezeichneten Videos mit Ton, oder diese sind eindeutig gekennzeichnete Medienalternativen für Text.',
      },
      en: {
        look: 'Prerecorded videos with sound: is important visual content that the soundtrack does not convey made available through audio description or a full text version (an alternative for time-based media)?',
        steps: [
          'Watch the video and note what appears only in the picture: actions, on-screen text, charts, scene changes.',
          'Then listen to the video without looking: if all of it is already mentioned in the soundtrack, no further alternative is needed.',
          'Otherwise, look for a version with audio description (a button in the player or a linked version) and check that it describes what you noted.',
          'Or look for a text version next to the video that renders the dialogue and all important visual content in the right order.',
        ],
        fails:
          'Important visual content, such as contact details shown on screen or steps being demonstrated, is conveyed neither in the soundtrack nor in an audio description or a text version.',
        notApplicable:
          'The site has no prerecorded videos with sound, or they are all clearly labelled media alternatives for text.',
      },
    },
  },
  '1.2.4': {
    features: ['media'],
    methods: ['media-player', 'content-review'],
    texts: {
      de: {
        look: 'Live übertragene Videos mit Ton, etwa Livestreams, Webinare oder Übertragungen von Veranstaltungen: Werden Live-Untertitel angeboten?',
        steps: [
          'Klären Sie mit den Verantwortlichen, ob und wann Live-Übertragungen stattfinden, und verfolgen Sie eine davon.',
          'Schalten Sie die Untertitel im Player ein oder öffnen Sie das angebotene Textfenster, etwa eines Schriftdolmetschdienstes.',
          'Prüfen Sie, ob alles Gesprochene mit geringer Verzögerung, verständlich und mit erkennbaren Sprecherwechseln erscheint.',
        ],
        fails:
          'Eine Live-Übertragung mit Ton hat keine Untertitel, oder diese sind so lückenhaft oder fehlerhaft, dass der Inhalt nicht verständlich ist.',
        notApplicable:
          'Die Website überträgt keine Videos mit Ton live. Aufzeichnungen früherer Übertragungen prüfen Sie unter 1.2.2.',
      },
      en: {
        look: 'Videos with sound broadcast live, such as live streams, webinars or broadcasts of events: are live captions provided?',
        steps: [
          'Ask the people responsible whether and when live broadcasts take place, and follow one of them.',
          'Turn on captions in the player or open the text window provided, for example by a live captioning service.',
          'Check that everything spoken appears with little delay, understandably and with recognisable changes of speaker.',
        ],
        fails:
          'A live broadcast with sound has no captions, or they are so incomplete or wrong that the content cannot be understood.',
        notApplicable:
          'The site does not broadcast video with sound live. Check recordings of past broadcasts under 1.2.2.',
      },
    },
  },
  '1.2.5': {
    features: ['media'],
    methods: ['media-player', 'content-review'],
    texts: {
      de: {
        look: 'Aufgezeichnete Videos mit Ton: Gibt es eine Audiodeskription, die wichtige Bildinhalte hörbar macht? Eine reine Textfassung genügt auf Stufe AA nicht.',
        steps: [
          'Notieren Sie beim Ansehen alles, was nur im Bild vorkommt: Handlungen, Personen, eingeblendete Texte, Szenenwechsel.',
          'Hören Sie das Video an, ohne hinzusehen. Wird alles Notierte bereits im normalen Ton genannt, ist keine eigene Audiodeskription nötig.',
          'Andernfalls schalten Sie die Audiodeskription ein (Schaltfläche „AD“, zweite Tonspur oder verlinkte Fassung) und prüfen, ob sie das Notierte in den Sprechpausen beschreibt.',
        ],
        fails:
          'Wichtige Bildinhalte werden im Ton nicht genannt und es gibt keine Audiodeskription, oder diese lässt wichtige Inhalte aus, obwohl die Sprechpausen dafür reichen würden.',
        notApplicable:
          'Die Website enthält keine aufgezeichneten Videos mit Ton, oder diese sind eindeutig gekennzeichnete Medienalternativen für Text.',
      },
      en: {
        look: 'Prerecorded videos with sound: is there an audio description that makes important visual content audible? A text version alone is not enough at level AA.',
        steps: [
          'While watching, note everything that appears only in the picture: actions, people, on-screen text, scene changes.',
          'Listen to the video without looking. If everything you noted is already mentioned in the normal soundtrack, no separate audio description is needed.',
          'Otherwise, turn on the audio description (an "AD" button, a second audio track or a linked version) and check that it describes what you noted during pauses in speech.',
        ],
        fails:
          'Important visual content is not mentioned in the soundtrack and there is no audio description, or the description leaves out important content although the pauses in speech would allow it.',
        notApplicable:
          'The site has no prerecorded videos with sound, or they are all clearly labelled media alternatives for text.',
      },
    },
  },
  '1.2.6': {
    features: ['media'],
    methods: ['media-player', 'visual'],
    texts: {
      de: {
        look: 'Aufgezeichnete Videos mit Ton: Gibt es eine Übersetzung in Gebärdensprache, bei deutschsprachigen Inhalten in der Regel in die Deutsche Gebärdensprache (DGS)?',
        steps: [
          'Suchen Sie beim Video eine Fassung mit Gebärdensprache: eingeblendet, zuschaltbar oder als eigene, verlinkte Fassung.',
          'Prüfen Sie, ob die dolmetschende Person während des ganzen Videos zu sehen ist und Hände, Gesicht und Oberkörper groß und deutlich genug erscheinen.',
          'Prüfen Sie stichprobenweise, ob die Übersetzung zeitlich zum Ton passt und keine Abschnitte auslässt; lassen Sie sie im Zweifel von einer gebärdensprachkundigen Person beurteilen.',
        ],
        fails:
          'Zu einem Video mit Sprache gibt es keine Gebärdensprachfassung, oder die dolmetschende Person ist zeitweise nicht zu sehen, zu klein dargestellt oder übersetzt nur Teile.',
        notApplicable:
          'Die Website enthält keine aufgezeichneten Videos mit Ton, oder diese sind eindeutig gekennzeichnete Medienalternativen für Text.',
      },
      en: {
        look: 'Prerecorded videos with sound: is there sign language interpretation, for German-language content usually in German Sign Language (DGS)?',
        steps: [
          'Look for a version of the video with sign language: shown in the picture, switchable or as a separate, linked version.',
          'Check that the interpreter is visible throughout the video and that hands, face and upper body appear large and clear enough.',
          'Spot-check that the interpretation keeps pace with the soundtrack and leaves out no passages; if in doubt, ask a person who knows sign language to judge it.',
        ],
        fails:
          'A video with speech has no sign language version, or the interpreter is out of view at times, shown too small, or interprets only parts.',
        notApplicable:
          'The site has no prerecorded videos with sound, or they are all clearly labelled media alternatives for text.',
      },
    },
  },
  '1.2.7': {
    features: ['media'],
    methods: ['media-player', 'content-review'],
    texts: {
      de: {
        look: 'Aufgezeichnete Videos mit Ton, deren Sprechpausen zu kurz sind, um wichtige Bildinhalte zu beschreiben: Gibt es eine erweiterte Audiodeskription, bei der das Video für die Beschreibung anhält?',
        steps: [
          'Notieren Sie, was nur im Bild vermittelt wird, und prüfen Sie, ob die vorhandenen Sprechpausen ausreichen, um es zu beschreiben.',
          'Reichen die Pausen nicht, suchen Sie eine Fassung mit erweiterter Audiodeskription, in der das Bild anhält, bis die Beschreibung beendet ist.',
          'Prüfen Sie, ob diese Fassung alles Notierte beschreibt, ohne Dialoge oder wichtige Geräusche zu überdecken.',
        ],
        fails:
          'Die gewöhnliche Audiodeskription muss wichtige Bildinhalte mangels Sprechpausen weglassen oder über Dialoge hinwegsprechen, und es gibt keine erweiterte Audiodeskription.',
        notApplicable:
          'Die Website enthält keine aufgezeichneten Videos mit Ton, oder deren Sprechpausen reichen für eine vollständige Audiodeskription aus.',
      },
      en: {
        look: 'Prerecorded videos with sound whose pauses in speech are too short to describe important visual content: is there an extended audio description for which the video pauses?',
        steps: [
          'Note what is conveyed only in the picture, and check whether the existing pauses in speech are long enough to describe it.',
          'If they are not, look for a version with extended audio description in which the picture pauses until the description has finished.',
          'Check that this version describes everything you noted without talking over dialogue or important sounds.',
        ],
        fails:
          'The standard audio description has to leave out important visual content for lack of pauses, or talks over dialogue, and there is no extended audio description.',
        notApplicable:
          'The site has no prerecorded videos with sound, or their pauses in speech allow a complete audio description.',
      },
    },
  },
  '1.2.8': {
    features: ['media'],
    methods: ['content-review', 'media-player'],
    texts: {
      de: {
        look: 'Aufgezeichnete Videos mit und ohne Ton: Gibt es eine vollständige Textfassung (Alternative für zeitbasierte Medien), die Dialoge, Geräusche und alle wichtigen Bildinhalte wiedergibt?',
        steps: [
          'Suchen Sie zu jedem Video eine Textfassung, die direkt daneben steht oder von dort verlinkt ist.',
          'Vergleichen Sie sie mit dem Video: Enthält sie alles Gesprochene mit Angabe der Sprechenden, bedeutsame Geräusche und Beschreibungen aller wichtigen Bildinhalte in der richtigen Reihenfolge?',
          'Enthält das Video Interaktionen, etwa Links oder Auswahlmöglichkeiten, prüfen Sie, ob die Textfassung auch diese bereitstellt.',
        ],
        fails:
          'Zu einem Video fehlt die Textfassung, oder sie gibt nur den gesprochenen Text wieder und lässt wichtige Bildinhalte aus.',
        notApplicable:
          'Die Website enthält keine aufgezeichneten Videos, oder diese sind eindeutig gekennzeichnete Medienalternativen für Text.',
      },
      en: {
        look: 'Prerecorded videos with and without sound: is there a full text version (an alternative for time-based media) that renders the dialogue, sounds and all important visual content?',
        steps: [
          'For each video, look for a text version placed next to it or linked from it.',
          'Compare it with the video: does it contain everything spoken with the speakers named, meaningful sounds and descriptions of all important visual content, in the right order?',
          'If the video contains interaction, such as links or choices, check that the text version provides these as well.',
        ],
        fails:
          'A video has no text version, or the text version renders only the spoken words and leaves out important visual content.',
        notApplicable:
          'The site has no prerecorded videos, or they are all clearly labelled media alternatives for text.',
      },
    },
  },
  '1.2.9': {
    features: ['media'],
    methods: ['media-player', 'content-review'],
    texts: {
      de: {
        look: 'Live übertragene reine Audioinhalte, etwa Radiosendungen, Audiokonferenzen oder Live-Podcasts: Gibt es eine gleichwertige Textalternative in Echtzeit?',
        steps: [
          'Klären Sie mit den Verantwortlichen, ob und wann die Website Audio live überträgt, und verfolgen Sie eine Übertragung.',
          'Suchen Sie eine Textalternative: Live-Untertitel, das Textfenster eines Schriftdolmetschdienstes oder, bei vollständig vorab geschriebenen Beiträgen, das Manuskript.',
          'Prüfen Sie, ob der Text alles Gesprochene und wichtige Geräusche zeitnah, verständlich und mit erkennbaren Sprecherwechseln wiedergibt.',
        ],
        fails:
          'Zu einer Live-Audioübertragung gibt es keine Textalternative, oder diese ist so lückenhaft, dass der Inhalt nicht verständlich ist.',
        notApplicable: 'Die Website überträgt keine reinen Audioinhalte live.',
      },
      en: {
        look: 'Audio-only content broadcast live, such as radio programmes, audio conferences or live podcasts: is there an equivalent text alternative in real time?',
        steps: [
          'Ask the people responsible whether and when the site broadcasts audio live, and follow one broadcast.',
          'Look for a text alternative: live captions, the text window of a live captioning service or, for programmes fully scripted in advance, the script.',
          'Check that the text renders everything spoken and important sounds promptly, understandably and with recognisable changes of speaker.',
        ],
        fails:
          'A live audio broadcast has no text alternative, or it is so incomplete that the content cannot be understood.',
        notApplicable: 'The site does not broadcast audio-only content live.',
      },
    },
  },
  '1.3.1': {
    features: [],
    methods: ['screen-reader', 'code-inspection', 'visual'],
    texts: {
      de: {
        look: 'Alles, was die Gestaltung an Struktur zeigt: Überschriften, Listen, Tabellen, Formularbeschriftungen und -gruppen, hervorgehobener Text. Ist diese Struktur auch im Code ausgezeichnet, sodass Screenreader sie erkennen?',
        steps: [
          'Öffnen Sie in NVDA mit NVDA+F7 die Elementliste (VoiceOver: Rotor mit VO+U) und vergleichen Sie Überschriften und ihre Ebenen mit dem, was sichtbar als Überschrift erscheint.',
          'Prüfen Sie, ob Aufzählungen als Listen, Datentabellen mit Kopfzellen und reine Layouttabellen ohne Tabellenbedeutung ausgezeichnet sind.',
          'Gehen Sie mit der Tabulatortaste durch Formulare: Nennt der Screenreader zu jedem Feld die sichtbare Beschriftung, die Gruppe (etwa bei Optionsfeldern) und ob es ein Pflichtfeld ist?',
          'Prüfen Sie, ob Bedeutung, die nur durch Gestaltung entsteht (Fettdruck, Einrückung, Abstände, Rahmen), auch im Code oder im Text erkennbar ist.',
        ],
        fails:
          'Sichtbare Überschriften sind nicht als Überschriften ausgezeichnet, Tabellenkopfzellen fehlen, Beschriftungen oder Gruppen von Formularfeldern werden nicht vorgelesen, oder Pflichtfelder sind nur optisch gekennzeichnet.',
      },
      en: {
        look: 'Everything the visual design shows as structure: headings, lists, tables, form labels and groups, emphasised text. Is this structure also marked up in the code, so that screen readers recognise it?',
        steps: [
          'In NVDA, open the elements list with NVDA+F7 (VoiceOver: the rotor with VO+U) and compare the headings and their levels with what visually appears as a heading.',
          'Check that items that look like a list are marked up as lists, data tables with header cells, and layout tables without table semantics.',
          'Tab through forms: does the screen reader announce, for every field, the visible label, the group (for example of radio buttons) and whether it is required?',
          'Check that meaning created only by the design (bold type, indentation, spacing, borders) can also be recognised in the code or the text.',
        ],
        fails:
          'Visible headings are not marked up as headings, table header cells are missing, labels or groups of form fields are not announced, or required fields are indicated only visually.',
      },
    },
  },
  '1.3.2': {
    features: [],
    methods: ['screen-reader', 'code-inspection'],
    texts: {
      de: {
        look: 'Die Reihenfolge, in der Inhalte im Code stehen: Ergibt sie beim Vorlesen denselben Sinn wie die sichtbare Anordnung, etwa bei mehrspaltigen Bereichen, Kacheln, Preisangaben oder Bildunterschriften?',
        steps: [
          'Schalten Sie in Firefox die Seitenstile ab (Ansicht → Webseiten-Stil → Kein Stil) und lesen Sie die Seite von oben nach unten.',
          'Lesen Sie die Seite mit NVDA (Pfeil nach unten) oder VoiceOver (VO+Rechtspfeil) Element für Element und achten Sie auf vertauschte oder auseinandergerissene Inhalte.',
          'Achten Sie besonders auf Inhalte, die per CSS umsortiert oder absolut positioniert sind, und auf Text, der mit Leerzeichen in Spalten angeordnet ist.',
        ],
        fails:
          'Vorgelesen oder ohne Stile ergibt der Inhalt einen anderen Sinn, etwa weil Spalten zeilenweise vermischt, Preis und Produkt vertauscht oder Bildunterschriften von ihrem Bild getrennt werden.',
      },
      en: {
        look: 'The order in which content appears in the code: does it make the same sense when read aloud as the visual arrangement, for example in multi-column areas, cards, prices or captions?',
        steps: [
          'In Firefox, turn off page styles (View → Page Style → No Style) and read the page from top to bottom.',
          'Read the page item by item with NVDA (Down Arrow) or VoiceOver (VO+Right Arrow) and watch for content that is swapped or torn apart.',
          'Pay particular attention to content reordered or absolutely positioned with CSS, and to text arranged in columns with spaces.',
        ],
        fails:
          'Read aloud or without styles, the content means something different, for example because columns are mixed line by line, prices and products are swapped, or captions are separated from their image.',
      },
    },
  },
  '1.3.3': {
    features: [],
    methods: ['content-review', 'visual'],
    texts: {
      de: {
        look: 'Anleitungen und Hinweise zur Bedienung: Sind sie auch verständlich, ohne Form, Farbe, Größe, Lage, Ausrichtung oder Klang eines Elements wahrzunehmen?',
        steps: [
          'Lesen Sie alle Anleitungen, Hilfetexte und Fehlermeldungen, besonders bei Formularen, interaktiven Elementen und Abläufen mit mehreren Schritten.',
          'Suchen Sie Formulierungen wie „rechts“, „unten“, „der runde Knopf“, „das grüne Feld“ oder „nach dem Signalton“.',
          'Prüfen Sie, ob das gemeinte Element zusätzlich mit seiner sichtbaren Beschriftung, seinem Namen oder einem Textmerkmal benannt wird.',
        ],
        fails:
          'Eine Anleitung lässt sich nur über Sinneseigenschaften zuordnen, etwa „Klicken Sie auf den runden Knopf rechts“, ohne das Element zusätzlich beim Namen zu nennen.',
        notApplicable:
          'Die Website enthält keine Anleitungen oder Hinweise, die sich auf andere Inhalte beziehen.',
      },
      en: {
        look: 'Instructions and hints for operating the page: can they be understood without perceiving the shape, colour, size, location, orientation or sound of an element?',
        steps: [
          'Read all instructions, help texts and error messages, especially for forms, interactive elements and processes with several steps.',
          'Look for phrases such as "on the right", "below", "the round button", "the green field" or "after the tone".',
          'Check that the element referred to is also identified by its visible label, its name or a textual cue.',
        ],
        fails:
          'An instruction can only be followed through sensory characteristics, such as "Click the round button on the right", without also naming the element.',
        notApplicable: 'The site contains no instructions or hints that refer to other content.',
      },
    },
  },
  '1.3.4': {
    features: [],
    methods: ['mobile', 'code-inspection'],
    texts: {
      de: {
        look: 'Die Darstellung auf Smartphone und Tablet: Lässt sich die Website im Hoch- und im Querformat gleichermaßen nutzen, ohne auf eine Ausrichtung festgelegt zu sein?',
        steps: [
          'Öffnen Sie die Seiten auf einem Smartphone oder Tablet mit eingeschalteter automatischer Drehung und drehen Sie das Gerät.',
          'Prüfen Sie in beiden Ausrichtungen, ob alle Inhalte sichtbar und alle Funktionen nutzbar sind und keine Aufforderung zum Drehen erscheint.',
          'Ohne Gerät: Wechseln Sie in der Geräteansicht der Entwicklerwerkzeuge (Chrome: Strg+Umschalt+M) zwischen Hoch- und Querformat.',
        ],
        fails:
          'Die Website zeigt in einer Ausrichtung nur einen Hinweis wie „Bitte drehen Sie Ihr Gerät“, dreht Inhalte gegen die Geräteausrichtung oder blendet Funktionen aus, obwohl die Ausrichtung für den Inhalt nicht wesentlich ist.',
      },
      en: {
        look: 'The display on smartphones and tablets: can the site be used equally in portrait and landscape, without being locked to one orientation?',
        steps: [
          'Open the pages on a smartphone or tablet with automatic rotation turned on, and rotate the device.',
          'In both orientations, check that all content is visible, all functions can be used and no request to rotate the device appears.',
          'Without a device: switch between portrait and landscape in the device mode of the developer tools (Chrome: Ctrl+Shift+M).',
        ],
        fails:
          'In one orientation the site shows only a message such as "Please rotate your device", turns content against the device orientation, or hides functions, although the orientation is not essential to the content.',
      },
    },
  },
  '1.3.5': {
    features: ['forms'],
    methods: ['code-inspection'],
    texts: {
      de: {
        look: 'Formularfelder, in denen Nutzende Angaben über sich selbst machen, etwa Name, E-Mail-Adresse, Telefonnummer, Anschrift, Geburtsdatum oder Benutzername: Ist ihr Zweck maschinenlesbar angegeben?',
        steps: [
          'Ermitteln Sie alle Felder, die Daten der ausfüllenden Person selbst erfragen; Felder für Daten Dritter, etwa einer beschenkten Person, sind nicht betroffen.',
          'Prüfen Sie mit Rechtsklick → Untersuchen, ob jedes dieser Felder ein passendes autocomplete-Attribut hat, z. B. given-name, email, tel, postal-code oder bday.',
          'Prüfen Sie, ob der Wert zum tatsächlichen Inhalt passt: Ein Feld für die Telefonnummer braucht etwa tel, nicht email.',
          'Füllen Sie das Formular zur Gegenprobe mit im Browser gespeicherten Daten aus: Schlägt der Browser in jedem Feld die passende Angabe vor?',
        ],
        fails:
          'Ein Feld für eigene Angaben wie Name, E-Mail-Adresse oder Anschrift hat kein autocomplete-Attribut oder einen Wert, der nicht zu seinem Inhalt passt.',
        notApplicable:
          'Die Website enthält keine Formularfelder, in denen Nutzende Angaben über sich selbst machen.',
      },
      en: {
        look: 'Form fields in which users give information about themselves, such as name, email address, phone number, postal address, date of birth or username: is their purpose stated in a machine-readable way?',
        steps: [
          "Identify every field that asks for the person's own data; fields for data about others, such as a gift recipient, are not covered.",
          'Check with right-click → Inspect that each of these fields has a matching autocomplete attribute, such as given-name, email, tel, postal-code or bday.',
          'Check that the value fits the actual content: a field for the phone number, for example, needs tel, not email.',
          'As a cross-check, fill in the form with data saved in the browser: does the browser suggest the right information in every field?',
        ],
        fails:
          "A field for the user's own data, such as name, email address or postal address, has no autocomplete attribute or a value that does not fit its content.",
        notApplicable: 'The site has no form fields in which users give information about themselves.',
      },
    },
  },
  '1.3.6': {
    features: [],
    methods: ['code-inspection', 'screen-reader'],
    texts: {
      de: {
        look: 'Seitenbereiche, Bedienelemente und Symbole: Ist ihr Zweck maschinenlesbar angegeben, sodass Hilfsmittel die Seite anpassen können, etwa mit vertrauten Symbolen oder durch Ausblenden von Bereichen?',
        steps: [
          'Lassen Sie sich die Landmarken anzeigen (NVDA: Elementliste mit NVDA+F7; VoiceOver: Rotor) oder nutzen Sie eine Browsererweiterung, die Landmarken hervorhebt.',
          'Prüfen Sie, ob Kopfbereich, Navigation, Hauptinhalt, Suche, ergänzende Inhalte und Fußbereich als solche ausgezeichnet sind und alle wesentlichen Inhalte in einem Bereich liegen.',
          'Prüfen Sie bei Symbolen und Bedienelementen mit gängigem Zweck (Startseite, Suche, Warenkorb, Hilfe, Kontakt), ob ihr Name und ihre Rolle diesen Zweck eindeutig angeben.',
          'Prüfen Sie, ob auch Formularfelder mit Angaben über die Nutzenden ein passendes autocomplete-Attribut haben.',
        ],
        fails:
          'Wesentliche Seitenbereiche sind nicht als Landmarken ausgezeichnet, oder der Zweck von Symbolen und Bedienelementen ist nicht maschinenlesbar, etwa bei einem Lupensymbol ohne Namen und Rolle.',
      },
      en: {
        look: 'Page regions, user interface components and icons: is their purpose stated in a machine-readable way, so that assistive tools can adapt the page, for example with familiar symbols or by hiding regions?',
        steps: [
          'Show the landmarks (NVDA: elements list with NVDA+F7; VoiceOver: the rotor) or use a browser extension that highlights landmarks.',
          'Check that the header, navigation, main content, search, complementary content and footer are marked up as such and that all essential content lies within a region.',
          'For icons and controls with a common purpose (home, search, basket, help, contact), check that their name and role state that purpose unambiguously.',
          'Check that form fields collecting information about the user also have a matching autocomplete attribute.',
        ],
        fails:
          'Essential page regions are not marked up as landmarks, or the purpose of icons and controls is not machine-readable, such as a magnifying-glass icon without a name and role.',
      },
    },
  },
  '1.4.1': {
    features: [],
    methods: ['visual', 'contrast-tool'],
    texts: {
      de: {
        look: 'Alle Stellen, an denen Farbe etwas bedeutet: Links im Fließtext, Pflichtfelder, Fehlermeldungen, Diagramme, Statusanzeigen, ausgewählte Registerkarten oder Menüpunkte. Ist die Information auch ohne Farbwahrnehmung erkennbar?',
        steps: [
          'Stellen Sie die Seite auf Graustufen, etwa in Chrome über Entwicklerwerkzeuge → Rendering → Sehschwächen emulieren → Achromatopsie.',
          'Prüfen Sie, ob Links, Pflichtfelder, Fehler, Diagrammreihen und aktive Zustände weiterhin erkennbar sind, etwa durch Unterstreichung, Symbol, Text oder Muster.',
          'Sind Links im Fließtext nur farbig abgesetzt, messen Sie ihren Kontrast zum umgebenden Text (mindestens 3:1) und prüfen Sie, ob sie bei Fokus und Hover ein zusätzliches Merkmal zeigen.',
        ],
        fails:
          'Eine Information ist nur an der Farbe erkennbar, etwa rot markierte Fehlerfelder ohne Text oder Symbol, Diagrammlinien, die sich nur in der Farbe unterscheiden, oder Links im Fließtext ohne weiteres Unterscheidungsmerkmal.',
      },
      en: {
        look: 'Every place where colour carries meaning: links in running text, required fields, error messages, charts, status indicators, selected tabs or menu items. Can the information be recognised without perceiving colour?',
        steps: [
          'Switch the page to greyscale, for example in Chrome via developer tools → Rendering → Emulate vision deficiencies → Achromatopsia.',
          'Check that links, required fields, errors, chart series and active states can still be recognised, for example by underlining, an icon, text or a pattern.',
          'If links in running text differ only by colour, measure their contrast with the surrounding text (at least 3:1) and check for an extra cue on focus and hover.',
        ],
        fails:
          'Information can only be recognised by colour, such as error fields marked in red without text or icon, chart lines that differ only in colour, or links in running text with no other distinguishing feature.',
      },
    },
  },
  '1.4.2': {
    features: ['media', 'motion'],
    methods: ['media-player'],
    texts: {
      de: {
        look: 'Ton, der beim Laden einer Seite von selbst abgespielt wird, etwa Hintergrundmusik oder automatisch startende Videos mit Ton: Lässt er sich anhalten, stoppen oder unabhängig von der Systemlautstärke regeln?',
        steps: [
          'Laden Sie die Seite bei eingeschaltetem Ton neu und warten Sie einige Sekunden, ob von selbst Ton einsetzt.',
          'Spielt Ton länger als drei Sekunden, suchen Sie möglichst weit oben auf der Seite ein Bedienelement, das ihn anhält, stoppt, stummschaltet oder leiser stellt.',
          'Prüfen Sie, ob sich dieses Bedienelement leicht finden und auch mit der Tastatur und mit laufendem Screenreader bedienen lässt.',
        ],
        fails:
          'Ton startet von selbst, läuft länger als drei Sekunden und lässt sich weder anhalten oder stoppen noch unabhängig von der Systemlautstärke leiser stellen.',
        notApplicable:
          'Auf der Website startet kein Ton von selbst, oder er endet spätestens nach drei Sekunden.',
      },
      en: {
        look: 'Sound that plays by itself when a page loads, such as background music or videos that start automatically with sound: can it be paused, stopped or its volume controlled independently of the system volume?',
        steps: [
          'Reload the page with sound on and wait a few seconds to hear whether any sound starts by itself.',
          'If sound plays for more than three seconds, look near the top of the page for a control that pauses, stops, mutes or turns it down.',
          'Check that this control is easy to find and can also be operated with the keyboard and with a screen reader running.',
        ],
        fails:
          'Sound starts by itself, lasts more than three seconds and can neither be paused or stopped nor turned down independently of the system volume.',
        notApplicable: 'No sound starts by itself on the site, or it ends within three seconds.',
      },
    },
  },
  '1.4.3': {
    features: [],
    methods: ['contrast-tool', 'visual'],
    texts: {
      de: {
        look: 'Text, dessen Kontrast die automatische Prüfung nicht messen kann: Text auf Bildern, Verläufen oder Videos, Bilder von Text, Platzhalter sowie Text in Zuständen wie Hover, Fokus, Auswahl oder Fehler.',
        steps: [
          'Messen Sie mit der Pipette des Colour Contrast Analysers Text- und Hintergrundfarbe an der ungünstigsten Stelle, bei Text auf Bildern also am hellsten oder dunkelsten Bereich dahinter.',
          'Normaler Text braucht mindestens 4,5:1, großer Text (ab 18 pt bzw. 24 px, fett ab 14 pt bzw. etwa 18,7 px) mindestens 3:1.',
          'Fahren Sie mit der Maus über Links und Schaltflächen, fokussieren Sie sie mit der Tabulatortaste und messen Sie auch diese Zustände sowie eingeblendete Meldungen.',
          'Ausgenommen sind Logos und Markennamen, rein dekorativer oder unsichtbarer Text, Text in inaktiven Bedienelementen und beiläufiger Text in Fotos.',
        ],
        fails:
          'Bedeutungstragender Text erreicht nicht 4,5:1 (großer Text nicht 3:1), etwa weißer Text auf einem hellen Bildausschnitt, blasser Platzhaltertext oder ein Link, dessen Hover-Zustand zu hell ist.',
      },
      en: {
        look: 'Text whose contrast the automated scan cannot measure: text on images, gradients or videos, images of text, placeholders, and text in states such as hover, focus, selection or error.',
        steps: [
          'With the eyedropper of the Colour Contrast Analyser, measure text and background colour at the least favourable spot; for text on images, the lightest or darkest area behind it.',
          'Normal text needs at least 4.5:1, large text (from 18 pt or 24 px, bold from 14 pt or about 18.7 px) at least 3:1.',
          'Hover over links and buttons, focus them with the Tab key, and also measure these states and any messages that appear.',
          'Logos and brand names, purely decorative or invisible text, text in inactive controls and incidental text in photos are exempt.',
        ],
        fails:
          'Meaningful text falls below 4.5:1 (large text below 3:1), such as white text on a light part of an image, faint placeholder text, or a link whose hover state is too pale.',
      },
    },
  },
  '1.4.4': {
    features: [],
    methods: ['zoom'],
    texts: {
      de: {
        look: 'Die ganze Seite bei 200 % Vergrößerung: Bleiben alle Texte lesbar und alle Inhalte und Funktionen vorhanden, ohne abgeschnitten, überlagert oder verdeckt zu werden?',
        steps: [
          'Stellen Sie das Browserfenster auf etwa 1280 px Breite und den Zoom auf 200 % (Strg und + bzw. Cmd und +).',
          'Gehen Sie die Seite vollständig durch, öffnen Sie Menüs, Dialoge und Formulare und prüfen Sie, ob Text abgeschnitten wird, sich überlappt oder aus Feldern und Schaltflächen herausragt.',
          'Prüfen Sie, ob der Text tatsächlich größer wird; Schriftgrößen in Viewport-Einheiten (vw) etwa wachsen nicht mit. Untertitel und Bilder von Text sind ausgenommen.',
        ],
        fails:
          'Bei 200 % wird Text abgeschnitten, überlagert anderen Inhalt oder wird nicht größer, oder Inhalte und Funktionen verschwinden oder sind nicht mehr erreichbar.',
      },
      en: {
        look: 'The whole page at 200 % zoom: does all text remain readable and all content and functionality remain available, without being cut off, overlapping or hidden?',
        steps: [
          'Set the browser window to about 1280 px wide and zoom to 200 % (Ctrl and + or Cmd and +).',
          'Go through the whole page, open menus, dialogs and forms, and check whether text is cut off, overlaps or spills out of fields and buttons.',
          'Check that the text actually gets larger; font sizes in viewport units (vw), for example, do not grow. Captions and images of text are exempt.',
        ],
        fails:
          'At 200 %, text is cut off, overlaps other content or does not get larger, or content and functions disappear or can no longer be reached.',
      },
    },
  },
  '1.4.5': {
    features: ['images'],
    methods: ['visual', 'code-inspection'],
    texts: {
      de: {
        look: 'Bilder, die Text enthalten, etwa Banner, Schaltflächen, Überschriften, Zitate oder Tabellen als Grafik: Ließe sich derselbe Text mit HTML und CSS ebenso darstellen?',
        steps: [
          'Suchen Sie Text, der sich nicht markieren lässt oder beim Vergrößern unscharf wird, und prüfen Sie mit Rechtsklick → Untersuchen, ob es ein Bild ist.',
          'Prüfen Sie bei jedem Bild von Text, ob dieselbe Darstellung auch mit echtem Text erreichbar wäre, etwa mit Webschriften, Farben und Hintergrundbildern.',
          'Ausgenommen sind Logos und Markennamen, Text, dessen genaue Darstellung wesentlich ist (etwa Schriftmuster), und Bilder von Text, deren Schrift, Größe und Farben Nutzende einstellen können.',
        ],
        fails:
          'Text ist als Bild eingebunden, obwohl er sich mit HTML und CSS gleich darstellen ließe, etwa ein Werbebanner mit Aktionstext oder eine Überschrift als Grafik.',
        notApplicable: 'Die Website enthält keine Bilder von Text außer Logos und Markennamen.',
      },
      en: {
        look: 'Images that contain text, such as banners, buttons, headings, quotations or tables as graphics: could the same text be presented just as well with HTML and CSS?',
        steps: [
          'Look for text that cannot be selected or becomes blurred when zoomed, and check with right-click → Inspect whether it is an image.',
          'For each image of text, check whether the same presentation could be achieved with real text, for example with web fonts, colours and background images.',
          'Logos and brand names, text whose exact presentation is essential (such as type specimens), and images of text whose font, size and colours users can adjust are exempt.',
        ],
        fails:
          'Text is embedded as an image although HTML and CSS could present it the same way, such as a promotional banner with offer text or a heading as a graphic.',
        notApplicable: 'The site contains no images of text other than logos and brand names.',
      },
    },
  },
  '1.4.6': {
    features: [],
    methods: ['contrast-tool', 'visual'],
    texts: {
      de: {
        look: 'Alle Texte und Bilder von Text, besonders Fließtext, Beschriftungen, Links und Meldungen: Erreichen sie den erhöhten Kontrast von 7:1, bei großem Text 4,5:1?',
        steps: [
          'Messen Sie mit dem Colour Contrast Analyser Text, den die automatische Prüfung nicht erfasst: auf Bildern, Verläufen und Videos, jeweils an der ungünstigsten Stelle.',
          'Normaler Text braucht mindestens 7:1, großer Text (ab 18 pt bzw. 24 px, fett ab 14 pt bzw. etwa 18,7 px) mindestens 4,5:1.',
          'Messen Sie auch Hover-, Fokus- und Auswahlzustände, Platzhalter und eingeblendete Meldungen.',
          'Ausgenommen sind Logos und Markennamen, rein dekorativer oder unsichtbarer Text, Text in inaktiven Bedienelementen und beiläufiger Text in Fotos.',
        ],
        fails:
          'Bedeutungstragender Text erreicht nicht 7:1 (großer Text nicht 4,5:1), etwa mittelgrauer Fließtext auf Weiß, Text auf einem unruhigen Bildausschnitt oder ein blasser Hover-Zustand.',
      },
      en: {
        look: 'All text and images of text, especially running text, labels, links and messages: do they reach the enhanced contrast of 7:1, or 4.5:1 for large text?',
        steps: [
          'With the Colour Contrast Analyser, measure text the automated scan does not cover: on images, gradients and videos, each at the least favourable spot.',
          'Normal text needs at least 7:1, large text (from 18 pt or 24 px, bold from 14 pt or about 18.7 px) at least 4.5:1.',
          'Also measure hover, focus and selected states, placeholders and messages that appear.',
          'Logos and brand names, purely decorative or invisible text, text in inactive controls and incidental text in photos are exempt.',
        ],
        fails:
          'Meaningful text falls below 7:1 (large text below 4.5:1), such as mid-grey running text on white, text on a busy part of an image, or a pale hover state.',
      },
    },
  },
  '1.4.7': {
    features: ['media'],
    methods: ['media-player'],
    texts: {
      de: {
        look: 'Aufgezeichnete reine Audioinhalte, die vor allem aus Sprache bestehen, etwa Podcasts oder Hörbeiträge: Hebt sich die Sprache deutlich von Hintergrundmusik und -geräuschen ab?',
        steps: [
          'Hören Sie jede Aufnahme an mehreren Stellen an, am besten mit Kopfhörern, und achten Sie auf Musik oder Geräusche unter der Sprache.',
          'Gibt es solche Hintergrundgeräusche, prüfen Sie, ob sie sich abschalten lassen oder mindestens 20 dB leiser sind als die Sprache, also etwa viermal leiser.',
          'Im Zweifel messen Sie die Pegel mit einem Audioprogramm wie Audacity (Analyse → Kontrast).',
          'Gelegentliche Geräusche von ein bis zwei Sekunden sind zulässig; ausgenommen sind Audio-CAPTCHAs, Audiologos und Gesang oder Musik als künstlerischer Ausdruck.',
        ],
        fails:
          'Musik oder Geräusche unter der Sprache sind weniger als 20 dB leiser als diese und lassen sich nicht abschalten.',
        notApplicable:
          'Die Website enthält keine aufgezeichneten reinen Audioinhalte, die vor allem aus Sprache bestehen.',
      },
      en: {
        look: 'Prerecorded audio-only content that is mainly speech, such as podcasts or audio features: does the speech stand out clearly from background music and noise?',
        steps: [
          'Listen to each recording at several points, ideally with headphones, and listen for music or noise beneath the speech.',
          'If there are background sounds, check that they can be turned off or are at least 20 dB quieter than the speech, which is about four times quieter.',
          'If in doubt, measure the levels with an audio program such as Audacity (Analyze → Contrast).',
          'Occasional sounds lasting one or two seconds are allowed; audio CAPTCHAs, audio logos and singing or music as artistic expression are exempt.',
        ],
        fails:
          'Music or noise beneath the speech is less than 20 dB quieter than the speech and cannot be turned off.',
        notApplicable: 'The site has no prerecorded audio-only content that is mainly speech.',
      },
    },
  },
  '1.4.8': {
    features: [],
    methods: ['zoom', 'visual', 'code-inspection'],
    texts: {
      de: {
        look: 'Textblöcke wie Artikel, Absätze und längere Beschreibungen: Lassen sich Farben, Zeilenlänge, Ausrichtung, Abstände und Textgröße so darstellen oder einstellen, dass der Text gut lesbar ist?',
        steps: [
          'Stellen Sie in Firefox eigene Text- und Hintergrundfarben ein (Einstellungen → Farben verwalten) und prüfen Sie, ob Textblöcke sie übernehmen und lesbar bleiben.',
          'Prüfen Sie, ob Zeilen höchstens 80 Zeichen lang sind oder sich durch ein schmaleres Fenster darauf kürzen lassen und ob Text nicht im Blocksatz steht.',
          'Prüfen Sie in den Entwicklerwerkzeugen, ob der Zeilenabstand mindestens das 1,5-Fache der Schriftgröße und der Absatzabstand mindestens das 1,5-Fache des Zeilenabstands beträgt oder sich so einstellen lässt.',
          'Vergrößern Sie im maximierten Fenster auf 200 % und prüfen Sie, ob sich jede Textzeile ohne waagerechtes Scrollen lesen lässt.',
        ],
        fails:
          'Textblöcke übernehmen keine eigenen Farben, stehen im Blocksatz, haben zu lange Zeilen oder zu geringe Abstände ohne Möglichkeit zur Anpassung, oder erfordern bei 200 % waagerechtes Scrollen.',
        notApplicable:
          'Die Website enthält keine Textblöcke, sondern nur einzelne Sätze, Beschriftungen und Überschriften.',
      },
      en: {
        look: 'Blocks of text such as articles, paragraphs and longer descriptions: can colours, line length, alignment, spacing and text size be presented or adjusted so that the text is easy to read?',
        steps: [
          'In Firefox, set your own text and background colours (Settings → Manage Colours) and check that blocks of text adopt them and remain readable.',
          'Check that lines are at most 80 characters long or can be shortened to that by narrowing the window, and that text is not justified.',
          'In the developer tools, check that line spacing is at least 1.5 times the font size and paragraph spacing 1.5 times the line spacing, or can be set so.',
          'In a maximised window, zoom to 200 % and check that every line of text can be read without scrolling horizontally.',
        ],
        fails:
          'Blocks of text do not adopt custom colours, are justified, have overlong lines or too little spacing with no way to adjust them, or require horizontal scrolling at 200 %.',
        notApplicable: 'The site contains no blocks of text, only single sentences, labels and headings.',
      },
    },
  },
  '1.4.9': {
    features: ['images'],
    methods: ['visual', 'code-inspection'],
    texts: {
      de: {
        look: 'Alle Bilder, die Text enthalten: Dienen sie nur der Dekoration, oder ist genau diese Darstellung des Textes wesentlich, wie bei Logos?',
        steps: [
          'Suchen Sie Text, der sich nicht markieren lässt oder beim Vergrößern unscharf wird, und prüfen Sie mit Rechtsklick → Untersuchen, ob es ein Bild ist.',
          'Prüfen Sie bei jedem Bild von Text, ob es rein dekorativ ist oder seine genaue Darstellung wesentlich ist, etwa bei Logos, Schriftmustern oder Handschriften.',
          'Anders als bei 1.4.5 genügt es hier nicht, dass Nutzende Schrift, Größe oder Farben des Bildes einstellen können.',
        ],
        fails:
          'Ein Bild von Text ist weder rein dekorativ noch in seiner Darstellung wesentlich, etwa ein Banner mit Aktionstext oder eine Überschrift als Grafik, selbst wenn es sich anpassen lässt.',
        notApplicable: 'Die Website enthält keine Bilder von Text außer Logos und Markennamen.',
      },
      en: {
        look: 'All images that contain text: are they purely decorative, or is this exact presentation of the text essential, as with logos?',
        steps: [
          'Look for text that cannot be selected or becomes blurred when zoomed, and check with right-click → Inspect whether it is an image.',
          'For each image of text, check whether it is purely decorative or its exact presentation is essential, such as logos, type specimens or handwriting.',
          'Unlike 1.4.5, it is not enough here that users can adjust the font, size or colours of the image.',
        ],
        fails:
          'An image of text is neither purely decorative nor essential in its presentation, such as a banner with offer text or a heading as a graphic, even if it can be customised.',
        notApplicable: 'The site contains no images of text other than logos and brand names.',
      },
    },
  },
  '1.4.10': {
    features: [],
    methods: ['zoom', 'visual'],
    texts: {
      de: {
        look: 'Die Seite in einem Anzeigebereich von 320 CSS-Pixeln Breite: Lassen sich alle Inhalte und Funktionen nutzen, ohne in zwei Richtungen scrollen zu müssen?',
        steps: [
          'Stellen Sie das Browserfenster auf 1280 px Breite und den Zoom auf 400 % (entspricht 320 CSS-Pixeln) oder die Geräteansicht der Entwicklerwerkzeuge auf 320 px.',
          'Gehen Sie die Seite vollständig durch und öffnen Sie Menüs, Dialoge und Formulare: Muss man waagerecht scrollen, um Text zu lesen oder Bedienelemente zu erreichen?',
          'Prüfen Sie, ob Inhalte abgeschnitten werden, sich überlagern oder fehlen, und ob etwa die Navigation über eine Menüschaltfläche erreichbar bleibt.',
          'Ausgenommen sind Inhalte, die eine zweidimensionale Anordnung brauchen, etwa Karten, Diagramme, Videos, Spiele und Datentabellen; sie dürfen in sich waagerecht scrollen, die übrige Seite nicht.',
          'Für Inhalte, die waagerecht gescrollt werden, etwa senkrecht gesetzte Schrift, prüfen Sie stattdessen eine Höhe von 256 CSS-Pixeln.',
        ],
        fails:
          'Bei 320 CSS-Pixeln Breite muss man für Fließtext oder Bedienelemente waagerecht scrollen, oder Inhalte und Funktionen werden abgeschnitten, überlagert oder ausgeblendet, ohne anders erreichbar zu sein.',
      },
      en: {
        look: 'The page in a viewport 320 CSS pixels wide: can all content and functionality be used without scrolling in two directions?',
        steps: [
          'Set the browser window to 1280 px wide and zoom to 400 % (equivalent to 320 CSS pixels), or set the device mode of the developer tools to 320 px.',
          'Go through the whole page and open menus, dialogs and forms: do you have to scroll horizontally to read text or reach controls?',
          'Check whether content is cut off, overlaps or is missing, and whether, for example, the navigation remains reachable through a menu button.',
          'Content that needs a two-dimensional layout is exempt, such as maps, diagrams, videos, games and data tables; these may scroll horizontally within themselves, the rest of the page may not.',
          'For content that scrolls horizontally, such as vertically set text, check a height of 256 CSS pixels instead.',
        ],
        fails:
          'At 320 CSS pixels wide, running text or controls require horizontal scrolling, or content and functions are cut off, overlap or are hidden without another way to reach them.',
      },
    },
  },
  '1.4.11': {
    features: [],
    methods: ['contrast-tool', 'keyboard', 'visual'],
    texts: {
      de: {
        look: 'Grafische Teile, die man braucht, um Bedienelemente und ihren Zustand zu erkennen (Feldrahmen, Kontrollkästchen, Symbole, Fokusrahmen), und Teile von Grafiken, die zum Verständnis nötig sind: Heben sie sich mit mindestens 3:1 ab?',
        steps: [
          'Messen Sie mit dem Colour Contrast Analyser Rahmen von Eingabefeldern, Kontrollkästchen, Optionsfeldern und Schaltern sowie Symbolschaltflächen gegen die angrenzenden Farben, sofern nur diese Teile das Element erkennbar machen.',
          'Gehen Sie mit der Tabulatortaste durch die Seite und messen Sie Fokusrahmen sowie Zustände wie ausgewählt, aktiviert oder aufgeklappt gegen ihre Umgebung.',
          'Messen Sie in Diagrammen, Infografiken und informativen Symbolen die Teile, die zum Verständnis nötig sind, gegen ihre Nachbarfarben.',
          'Ausgenommen sind inaktive Bedienelemente, vom Browser unverändert dargestellte Standardelemente und Grafiken, deren Darstellung wesentlich ist, etwa Logos, Flaggen oder Fotos.',
        ],
        fails:
          'Ein zur Erkennung nötiges grafisches Element erreicht gegen angrenzende Farben weniger als 3:1, etwa ein hellgrauer Feldrahmen auf Weiß, ein blasser Fokusrahmen oder Diagrammlinien, die sich kaum vom Hintergrund abheben.',
      },
      en: {
        look: 'Graphical parts needed to identify controls and their states (field borders, checkboxes, icons, focus indicators), and parts of graphics needed to understand them: do they stand out with at least 3:1?',
        steps: [
          'With the Colour Contrast Analyser, measure the borders of input fields, checkboxes, radio buttons, switches and icon buttons against adjacent colours where only these parts make the element identifiable.',
          'Tab through the page and measure focus indicators and states such as selected, checked or expanded against their surroundings.',
          'In charts, infographics and informative icons, measure the parts needed for understanding against their neighbouring colours.',
          'Inactive controls, standard elements left unchanged as the browser draws them, and graphics whose presentation is essential, such as logos, flags or photos, are exempt.',
        ],
        fails:
          'A graphical element needed for identification falls below 3:1 against adjacent colours, such as a light grey field border on white, a pale focus indicator, or chart lines that barely stand out from the background.',
      },
    },
  },
  '1.4.12': {
    features: [],
    methods: ['zoom', 'visual'],
    texts: {
      de: {
        look: 'Alle Texte der Seite, nachdem Zeilen-, Absatz-, Buchstaben- und Wortabstand vergrößert wurden: Bleiben alle Inhalte vollständig sichtbar und alle Funktionen nutzbar?',
        steps: [
          'Setzen Sie die Abstände mit einem Lesezeichen-Skript wie dem „Text Spacing Bookmarklet“ oder einer Browsererweiterung: Zeilenhöhe 1,5, Absatzabstand 2, Buchstabenabstand 0,12 und Wortabstand 0,16, jeweils bezogen auf die Schriftgröße.',
          'Gehen Sie die Seite durch und prüfen Sie, ob Text abgeschnitten wird, sich überlappt oder aus Schaltflächen, Feldern, Registerkarten und Kästen herausragt.',
          'Öffnen Sie auch Menüs, Dialoge, Tooltips und Formulare mit den geänderten Abständen.',
        ],
        fails:
          'Mit den vergrößerten Abständen wird Text abgeschnitten, überdeckt anderen Text oder verschwindet, etwa in Schaltflächen, Registerkarten oder Kästen mit fester Höhe.',
      },
      en: {
        look: 'All text on the page after line, paragraph, letter and word spacing have been increased: does all content remain fully visible and all functionality usable?',
        steps: [
          'Apply the spacing with the "Text Spacing Bookmarklet" or a browser extension: line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16 times the font size.',
          'Go through the page and check whether text is cut off, overlaps or spills out of buttons, fields, tabs and boxes.',
          'Also open menus, dialogs, tooltips and forms with the changed spacing.',
        ],
        fails:
          'With the increased spacing, text is cut off, covers other text or disappears, for example in buttons, tabs or boxes of fixed height.',
      },
    },
  },
  '1.4.13': {
    features: [],
    methods: ['keyboard', 'visual'],
    texts: {
      de: {
        look: 'Inhalte, die erscheinen, wenn der Mauszeiger über einem Element steht oder es den Tastaturfokus erhält, etwa Tooltips, Infokästen oder aufklappende Menüs: Lassen sie sich ausblenden und mit der Maus erreichen, und bleiben sie lange genug sichtbar?',
        steps: [
          'Bewegen Sie die Maus über das auslösende Element und dann auf den erschienenen Inhalt: Er muss sichtbar bleiben.',
          'Drücken Sie die Esc-Taste, ohne Maus oder Fokus zu bewegen: Der Inhalt muss verschwinden, sofern er anderen Inhalt verdeckt und keine Fehlermeldung ist.',
          'Fokussieren Sie das Element mit der Tabulatortaste und wiederholen Sie die Prüfung mit Esc.',
          'Warten Sie jeweils einige Sekunden: Der Inhalt darf nicht von selbst verschwinden, solange Mauszeiger oder Fokus auf dem Auslöser oder dem Inhalt liegen und er noch gültig ist.',
          'Ausgenommen sind Hinweise, die der Browser selbst darstellt, etwa zum title-Attribut.',
        ],
        fails:
          'Der zusätzliche Inhalt verschwindet, sobald man die Maus auf ihn bewegt, lässt sich nicht mit Esc schließen, obwohl er etwas verdeckt, oder verschwindet nach kurzer Zeit von selbst.',
        notApplicable:
          'Auf der Website erscheinen bei Hover oder Fokus keine zusätzlichen Inhalte, oder nur die Standardhinweise des Browsers zum title-Attribut.',
      },
      en: {
        look: 'Content that appears when the pointer rests on an element or the element receives keyboard focus, such as tooltips, info boxes or drop-down menus: can it be dismissed and hovered over, and does it stay visible long enough?',
        steps: [
          'Move the mouse over the triggering element and then onto the content that appeared: it must stay visible.',
          'Press Esc without moving the mouse or focus: the content must disappear, unless it covers no other content or is an error message.',
          'Focus the element with the Tab key and repeat the check with Esc.',
          'Wait a few seconds each time: the content must not disappear by itself while the pointer or focus stays on the trigger or the content and it is still valid.',
          'Hints drawn by the browser itself, such as for the title attribute, are exempt.',
        ],
        fails:
          'The additional content disappears as soon as the mouse moves onto it, cannot be closed with Esc although it covers something, or disappears by itself after a short time.',
        notApplicable:
          "No additional content appears on hover or focus on the site, or only the browser's standard hints for the title attribute.",
      },
    },
  },
};
