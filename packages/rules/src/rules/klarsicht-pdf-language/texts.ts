import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'PDF-Dokumente müssen ihre Sprache angeben',
    description:
      'Prüft, ob das PDF-Dokument seine Hauptsprache im Dokumentkatalog angibt (/Lang) und ob die Angabe eine gültige Sprachkennung ist, etwa „de-DE“.',
    checks: {
      'pdf-language-missing': {
        fail: 'Das Dokument gibt keine Sprache an (/Lang fehlt). Screenreader lesen es deshalb mit der Aussprache der Sprache vor, die bei ihnen eingestellt ist.',
      },
      'pdf-language-invalid': {
        fail: 'Die Sprachangabe „{lang}“ ist keine gültige Sprachkennung. Verwenden Sie eine Kennung wie „de“ oder „de-DE“.',
      },
    },
    fix: {
      why: 'Screenreader wählen Stimme und Aussprache nach der Sprache, die das Dokument angibt. Fehlt die Angabe, lesen sie den Text mit der Aussprache der Sprache vor, die bei ihnen eingestellt ist: Ein deutsches Dokument wird für jemanden mit englischer Sprachausgabe unverständlich.',
      how: 'Stellen Sie im Ursprungsdokument die Sprache des Textes ein (in Word unter „Überprüfen > Sprache“, in LibreOffice unter „Extras > Sprache“) und exportieren Sie das PDF mit Tags; dann steht die Sprache als /Lang im Dokumentkatalog. In Acrobat Pro legen Sie sie unter „Datei > Eigenschaften > Erweitert > Leseoptionen“ fest. Verwenden Sie eine gültige Sprachkennung wie „de“ oder „de-DE“.',
      before: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      after: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Lang (de-DE) >>\nendobj',
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
        fail: 'The language "{lang}" is not a valid language tag. Use a tag such as "en" or "en-GB"',
      },
    },
    fix: {
      why: 'Screen readers choose voice and pronunciation by the language a document states. Without it, they read the text with the pronunciation of the language they are set to: an English document becomes unintelligible to someone whose speech output is German.',
      how: 'Set the language of the text in the source document ("Review > Language" in Word, "Tools > Language" in LibreOffice) and export the PDF with tags; the language then appears as /Lang in the document catalog. In Acrobat Pro, set it under "File > Properties > Advanced > Reading Options". Use a valid language tag such as "en" or "en-GB".',
      before: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      after: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Lang (en-GB) >>\nendobj',
    },
  },
};
