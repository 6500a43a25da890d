// biome-ignore-all lint/suspicious/noTemplateCurlyInString: check messages are plain strings with ${data.x} placeholders.
import type { Language } from '@klarsicht/report';
import type { CheckMessage } from './check-message.js';

// The shapes of own-rule-texts.ts (CheckMessages, OwnRuleTexts), repeated: that file merges these
// texts into its lookups, and importing its types here would make the two files a cycle.
interface CheckMessages {
  fail?: CheckMessage;
  incomplete?: CheckMessage;
}
interface DocumentRuleTexts {
  help: string;
  description: string;
  checks: Record<string, CheckMessages>;
}

/** The note that a document could not be checked, by its reason (`data.messageKey`). */
export const DOCUMENT_CHECK_TEXTS: Record<string, Record<Language, CheckMessages>> = {
  'klarsicht-pdf-not-checked': {
    de: {
      incomplete: {
        default: 'Dieses Dokument konnte nicht geprüft werden. Prüfen Sie diesen Punkt bitte selbst.',
        'too-large':
          'Dieses Dokument ist größer als ${data.limitMb} MB und wurde deshalb nicht geprüft. Prüfen Sie diesen Punkt bitte selbst.',
        password:
          'Dieses Dokument ist mit einem Kennwort geschützt und konnte deshalb nicht geprüft werden. Prüfen Sie diesen Punkt bitte selbst.',
        unreadable:
          'Dieses Dokument ließ sich nicht auslesen, es ist womöglich beschädigt. Prüfen Sie, ob es sich in einem PDF-Programm öffnen lässt, und prüfen Sie diesen Punkt dann selbst.',
        'parse-timeout':
          'Nicht geprüft: Zeitlimit. Das Auslesen dieses Dokuments dauerte länger als die erlaubte Zeit und wurde abgebrochen; es ist womöglich beschädigt oder ungewöhnlich aufgebaut. Prüfen Sie diesen Punkt bitte selbst.',
        'parse-memory':
          'Nicht geprüft: Speicherlimit. Das Auslesen dieses Dokuments brauchte mehr als ${data.limitMb} MB Arbeitsspeicher und wurde abgebrochen; es ist womöglich beschädigt oder ungewöhnlich aufgebaut. Prüfen Sie diesen Punkt bitte selbst.',
      },
    },
    en: {
      incomplete: {
        default: 'This document could not be checked. Please check this yourself',
        'too-large':
          'This document is larger than ${data.limitMb} MB and was not checked. Please check this yourself',
        password:
          'This document is protected by a password and could not be checked. Please check this yourself',
        unreadable:
          'This document could not be read; it may be damaged. Check whether it opens in a PDF viewer, then check this yourself',
        'parse-timeout':
          'Not checked: time limit. Reading this document took longer than the time allowed and was stopped; it may be damaged or unusually built. Please check this yourself',
        'parse-memory':
          'Not checked: memory limit. Reading this document needed more than ${data.limitMb} MB of memory and was stopped; it may be damaged or unusually built. Please check this yourself',
      },
    },
  },
};

/** The PDF document rules' texts, German and English; the rules take their English from here. */
export const DOCUMENT_RULE_TEXTS = {
  'klarsicht-pdf-tagged': {
    de: {
      help: 'PDF-Dokumente müssen getaggt sein',
      description:
        'Prüft, ob das PDF-Dokument getaggt ist: ob es einen Strukturbaum (/StructTreeRoot) hat und als getaggt gekennzeichnet ist (/MarkInfo /Marked true). Nur über die Tags erfahren Screenreader, was Überschrift, Liste, Tabelle oder Bild ist.',
      checks: {
        'pdf-no-tags': {
          fail: 'Das Dokument hat keine Tags (keinen Strukturbaum). Screenreader lesen seinen Text ohne Überschriften, Listen und Tabellen vor, oft in falscher Reihenfolge.',
        },
        'pdf-not-marked': {
          fail: 'Das Dokument hat einen Strukturbaum, ist aber nicht als getaggt gekennzeichnet (/MarkInfo /Marked true fehlt). Manche Screenreader und Leseprogramme übergehen seine Tags deshalb.',
        },
      },
    },
    en: {
      help: 'PDF documents must be tagged',
      description:
        'Ensures the PDF document is tagged: it has a structure tree (/StructTreeRoot) and is marked as tagged (/MarkInfo /Marked true). Only through its tags do screen readers learn what is a heading, a list, a table or an image',
      checks: {
        'pdf-no-tags': {
          fail: 'The document has no tags (no structure tree). Screen readers read its text without headings, lists or tables, often in the wrong order',
        },
        'pdf-not-marked': {
          fail: 'The document has a structure tree but is not marked as tagged (/MarkInfo /Marked true is missing), so some screen readers and reading tools ignore its tags',
        },
      },
    },
  },
  'klarsicht-pdf-title': {
    de: {
      help: 'PDF-Dokumente müssen einen Titel haben',
      description:
        'Prüft, ob das PDF-Dokument in seinen Dokumenteigenschaften einen aussagekräftigen Titel hat und ob PDF-Programme diesen Titel statt des Dateinamens anzeigen (/DisplayDocTitle).',
      checks: {
        'pdf-title-missing': {
          fail: 'Das Dokument hat keinen Titel. PDF-Programme und Screenreader nennen stattdessen den Dateinamen.',
        },
        'pdf-title-placeholder': {
          incomplete:
            'Der Titel des Dokuments („${data.title}“) sieht nach einem Dateinamen oder Platzhalter aus. Prüfen Sie, ob er sagt, worum es in dem Dokument geht.',
        },
        'pdf-title-not-shown': {
          incomplete:
            'Das Dokument hat den Titel „${data.title}“, PDF-Programme zeigen aber den Dateinamen an, weil /DisplayDocTitle nicht gesetzt ist. Prüfen Sie, ob der Dateiname das Dokument ausreichend beschreibt, oder lassen Sie den Titel anzeigen.',
        },
      },
    },
    en: {
      help: 'PDF documents must have a title',
      description:
        'Ensures the PDF document has a meaningful title in its document properties, and that PDF viewers show this title rather than the file name (/DisplayDocTitle)',
      checks: {
        'pdf-title-missing': {
          fail: 'The document has no title; PDF viewers and screen readers announce the file name instead',
        },
        'pdf-title-placeholder': {
          incomplete:
            'The document’s title ("${data.title}") looks like a file name or a placeholder. Check whether it says what the document is about',
        },
        'pdf-title-not-shown': {
          incomplete:
            'The document is titled "${data.title}", but PDF viewers show the file name because /DisplayDocTitle is not set. Check whether the file name describes the document well enough, or have the title shown',
        },
      },
    },
  },
  'klarsicht-pdf-language': {
    de: {
      help: 'PDF-Dokumente müssen ihre Sprache angeben',
      description:
        'Prüft, ob das PDF-Dokument seine Hauptsprache im Dokumentkatalog angibt (/Lang) und ob die Angabe eine gültige Sprachkennung ist, etwa „de-DE“.',
      checks: {
        'pdf-language-missing': {
          fail: 'Das Dokument gibt keine Sprache an (/Lang fehlt). Screenreader lesen es deshalb mit der Aussprache der Sprache vor, die bei ihnen eingestellt ist.',
        },
        'pdf-language-invalid': {
          fail: 'Die Sprachangabe „${data.lang}“ ist keine gültige Sprachkennung. Verwenden Sie eine Kennung wie „de“ oder „de-DE“.',
        },
      },
    },
    en: {
      help: 'PDF documents must state their language',
      description:
        'Ensures the PDF document states its main language in the document catalog (/Lang), as a valid language tag such as "en-GB"',
      checks: {
        'pdf-language-missing': {
          fail: 'The document does not state its language (/Lang is missing), so screen readers read it with the pronunciation of whatever language they are set to',
        },
        'pdf-language-invalid': {
          fail: 'The language "${data.lang}" is not a valid language tag. Use a tag such as "en" or "en-GB"',
        },
      },
    },
  },
  'klarsicht-pdf-text': {
    de: {
      help: 'PDF-Dokumente müssen echten Text enthalten, nicht nur Bilder von Text',
      description:
        'Prüft, ob die Seiten des PDF-Dokuments Text enthalten, den Programme auslesen können, oder nur Bilder, wie ein eingescanntes Dokument ohne Texterkennung.',
      checks: {
        'pdf-image-only': {
          fail: 'Das Dokument enthält keinen auslesbaren Text, nur Bilder: Es ist offenbar eingescannt. Screenreader finden darin nichts vorzulesen, und der Text lässt sich weder durchsuchen noch vergrößert neu umbrechen.',
        },
        'pdf-no-text': {
          incomplete:
            'Im Dokument wurde weder auslesbarer Text noch ein Bild gefunden. Prüfen Sie, ob es leer ist oder ob sein Text als Grafik (Vektorpfade) gesetzt ist, die Screenreader nicht lesen können.',
        },
        'pdf-image-only-page': {
          incomplete:
            'Seite ${data.page} enthält keinen auslesbaren Text, nur Bilder. Prüfen Sie, ob darauf Text zu sehen ist, etwa auf einer eingescannten Seite; dann braucht sie eine Texterkennung oder eine Textalternative.',
        },
      },
    },
    en: {
      help: 'PDF documents must contain real text, not only images of text',
      description:
        'Ensures the pages of the PDF document contain text that software can extract, not only images, as a scanned document without text recognition does',
      checks: {
        'pdf-image-only': {
          fail: 'The document contains no extractable text, only images: it appears to be scanned. Screen readers find nothing to read, and the text can neither be searched nor enlarged and reflowed',
        },
        'pdf-no-text': {
          incomplete:
            'Neither extractable text nor an image was found in the document. Check whether it is empty or whether its text is drawn as graphics (vector outlines), which screen readers cannot read',
        },
        'pdf-image-only-page': {
          incomplete:
            'Page ${data.page} contains no extractable text, only images. Check whether it shows text, as a scanned page does; if so, it needs text recognition or a text alternative',
        },
      },
    },
  },
  'klarsicht-pdf-bookmarks': {
    de: {
      help: 'Lange PDF-Dokumente sollen Lesezeichen haben',
      description:
        'Prüft, ob PDF-Dokumente ab 21 Seiten Lesezeichen haben, über die man direkt zu ihren Kapiteln springen kann.',
      checks: {
        'pdf-bookmarks-missing': {
          fail: 'Das Dokument hat ${data.pages} Seiten, aber keine Lesezeichen. Wer es mit Screenreader oder starker Vergrößerung liest, muss sich Seite für Seite bis zum gesuchten Abschnitt vorarbeiten.',
        },
      },
    },
    en: {
      help: 'Long PDF documents should have bookmarks',
      description:
        'Checks whether PDF documents of 21 pages or more have bookmarks that lead straight to their chapters',
      checks: {
        'pdf-bookmarks-missing': {
          fail: 'The document has ${data.pages} pages but no bookmarks. People using a screen reader or strong magnification have to work through it page by page to reach the section they need',
        },
      },
    },
  },
  'klarsicht-pdf-form-field-names': {
    de: {
      help: 'Formularfelder in PDF-Dokumenten müssen einen zugänglichen Namen haben',
      description:
        'Prüft, ob jedes Formularfeld des PDF-Dokuments einen Namen hat, den Screenreader ansagen: eine QuickInfo (/TU) oder, in getaggten Formularen, einen Alternativtext (/Alt) am Strukturelement des Felds.',
      checks: {
        'pdf-field-unnamed': {
          fail: 'Das Feld „${data.name}“ auf Seite ${data.page} hat weder eine QuickInfo (/TU) noch einen Alternativtext. Screenreader sagen nur „Eingabefeld“ oder den internen Feldnamen an.',
        },
        'pdf-field-name-inherited': {
          incomplete:
            'Das Feld „${data.name}“ auf Seite ${data.page} hat selbst keine QuickInfo (/TU); es gehört zu einem übergeordneten Feld, dessen QuickInfo nicht ausgelesen werden konnte. Prüfen Sie in den Feldeigenschaften, ob eine QuickInfo gesetzt ist.',
        },
        'pdf-button-caption': {
          incomplete:
            'Die Schaltfläche „${data.name}“ auf Seite ${data.page} hat keine QuickInfo (/TU). Prüfen Sie, ob ihre Beschriftung sagt, was sie tut, und geben Sie ihr sicherheitshalber eine QuickInfo.',
        },
      },
    },
    en: {
      help: 'Form fields in PDF documents must have an accessible name',
      description:
        'Ensures each form field of the PDF document has a name that screen readers announce: a tooltip (/TU) or, in tagged forms, an alternative text (/Alt) on the field’s structure element',
      checks: {
        'pdf-field-unnamed': {
          fail: 'The field "${data.name}" on page ${data.page} has neither a tooltip (/TU) nor an alternative text. Screen readers announce only "edit" or the internal field name',
        },
        'pdf-field-name-inherited': {
          incomplete:
            'The field "${data.name}" on page ${data.page} has no tooltip (/TU) of its own; it belongs to a parent field whose tooltip could not be read. Check in the field properties whether a tooltip is set',
        },
        'pdf-button-caption': {
          incomplete:
            'The button "${data.name}" on page ${data.page} has no tooltip (/TU). Check whether its caption says what it does, and give it a tooltip to be safe',
        },
      },
    },
  },
} satisfies Record<string, Record<Language, DocumentRuleTexts>>;
