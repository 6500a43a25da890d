import type { Language } from '../report-types.js';
import type { ApplicabilityQuestion } from './types.js';

/** One applicability question as the site's owner reads it, and as a row shows a "no". */
export interface ApplicabilityQuestionText {
  /** A yes/no question to the site's owner. */
  question: string;
  /** One sentence: what counts, and which part of the standard the answer decides. */
  hint: string;
  /** The reason a requirement shows when the answer is "no". */
  notApplicable: string;
}

export const APPLICABILITY_QUESTION_TEXTS: Readonly<
  Record<ApplicabilityQuestion, Readonly<Record<Language, ApplicabilityQuestionText>>>
> = {
  documents: {
    de: {
      question: 'Bietet die Website Dokumente zum Herunterladen an, z. B. PDF-Dateien?',
      hint: 'Dazu zählen PDF-, Word-, Excel-, PowerPoint- und andere Office-Dateien, die man öffnet oder herunterlädt, nicht aber Inhalte, die als Webseite angezeigt werden; die Antwort entscheidet über Kapitel 10 (Nicht-Web-Dokumente).',
      notApplicable: 'Die Website bietet keine Dokumente zum Herunterladen an.',
    },
    en: {
      question: 'Does the site offer documents to download, such as PDF files?',
      hint: 'This covers PDF, Word, Excel, PowerPoint and other office files that are opened or downloaded, but not content shown as a web page; the answer decides chapter 10 (non-web documents).',
      notApplicable: 'The site offers no documents to download.',
    },
  },
  video: {
    de: {
      question: 'Spielt die Website Videos mit Ton ab, aufgezeichnet oder live?',
      hint: 'Dazu zählen eigene Videos, eingebettete Videos anderer Anbieter (etwa YouTube oder Vimeo) und Livestreams, sobald sie Ton haben; die Antwort entscheidet über Kapitel 7 (IKT mit Videofunktionen).',
      notApplicable: 'Die Website spielt keine Videos mit Ton ab.',
    },
    en: {
      question: 'Does the site play videos with sound, prerecorded or live?',
      hint: "This covers the site's own videos, embedded videos from other providers (such as YouTube or Vimeo) and live streams, as long as they have sound; the answer decides chapter 7 (ICT with video capabilities).",
      notApplicable: 'The site plays no videos with sound.',
    },
  },
  'two-way-voice': {
    de: {
      question: 'Kann man über die Website mit anderen sprechen, etwa per Anruf im Browser oder Sprachchat?',
      hint: 'Dazu zählen Telefonie im Browser (etwa eine Schaltfläche „Jetzt anrufen“, die ein Gespräch im Browser startet) und Sprachchats, nicht aber ein bloßer Link auf eine Telefonnummer; die Antwort entscheidet über die Abschnitte 6.1 bis 6.4.',
      notApplicable: 'Über die Website kann man nicht mit anderen sprechen.',
    },
    en: {
      question:
        'Can people talk to others through the site, such as by a call in the browser or a voice chat?',
      hint: 'This covers calls in the browser (such as a "Call now" button that starts a conversation in the browser) and voice chats, but not a mere link to a telephone number; the answer decides clauses 6.1 to 6.4.',
      notApplicable: 'The site offers no way to talk to others.',
    },
  },
  'video-communication': {
    de: {
      question: 'Bietet die Website Videogespräche an, etwa Videoberatung oder Videochat?',
      hint: 'Dazu zählen Videoberatung, Videosprechstunden und Videochats im Browser, bei denen man sich gegenseitig sieht, nicht aber das Abspielen von Videos; die Antwort entscheidet über Abschnitt 6.5 (Videokommunikation).',
      notApplicable: 'Die Website bietet keine Videogespräche an.',
    },
    en: {
      question: 'Does the site offer video calls, such as video consultations or video chat?',
      hint: 'This covers video consultations, video appointments and video chats in the browser in which people see each other, but not playing videos; the answer decides clause 6.5 (video communication).',
      notApplicable: 'The site offers no video calls.',
    },
  },
  authoring: {
    de: {
      question: 'Können andere über die Website Inhalte erstellen, die dann veröffentlicht werden?',
      hint: 'Dazu zählen Editoren, Baukästen für Websites oder Shops und Redaktionssysteme, mit denen Kundinnen und Kunden Seiten, Beiträge oder Angebote für andere gestalten, nicht aber Kommentarfelder mit reinem Text; die Antwort entscheidet über Abschnitt 11.8 (Autorenwerkzeuge).',
      notApplicable: 'Über die Website erstellt niemand Inhalte, die für andere veröffentlicht werden.',
    },
    en: {
      question: 'Can others create content through the site that is then published?',
      hint: 'This covers editors, website or shop builders and content management systems with which customers design pages, posts or listings for others, but not plain-text comment fields; the answer decides clause 11.8 (authoring tools).',
      notApplicable: 'Nobody creates content through the site that is published for others.',
    },
  },
  documentation: {
    de: {
      question: 'Gibt es eine Dokumentation zur Website oder zum Dienst, etwa Hilfeseiten oder Anleitungen?',
      hint: 'Dazu zählen Hilfeseiten, häufige Fragen, Anleitungen und Handbücher zur Nutzung des Dienstes, als Webseite oder Dokument; die Antwort entscheidet über Abschnitt 12.1 (Produktdokumentation).',
      notApplicable: 'Zur Website gibt es keine Dokumentation wie Hilfeseiten oder Anleitungen.',
    },
    en: {
      question: 'Is there documentation of the site or service, such as help pages or guides?',
      hint: 'This covers help pages, frequently asked questions, guides and manuals on using the service, as web pages or documents; the answer decides clause 12.1 (product documentation).',
      notApplicable: 'The site has no documentation such as help pages or guides.',
    },
  },
  support: {
    de: {
      question:
        'Bietet der Dienst Unterstützung an, etwa eine Hotline, einen Chat oder ein Kontaktformular für Fragen?',
      hint: 'Dazu zählen Kundenservice, Helpdesk, Hotline, Chat und Kontaktformulare, über die Nutzende Hilfe zum Dienst bekommen; die Antwort entscheidet über Abschnitt 12.2 (Support-Dienste).',
      notApplicable: 'Der Dienst bietet keine Unterstützung wie Hotline, Chat oder Kontaktformular an.',
    },
    en: {
      question: 'Does the service offer support, such as a hotline, a chat or a contact form for questions?',
      hint: 'This covers customer service, help desks, hotlines, chats and contact forms through which users get help with the service; the answer decides clause 12.2 (support services).',
      notApplicable: 'The service offers no support such as a hotline, chat or contact form.',
    },
  },
};
