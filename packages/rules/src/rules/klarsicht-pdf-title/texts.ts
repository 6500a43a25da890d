import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
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
          'Der Titel des Dokuments („{title}“) sieht nach einem Dateinamen oder Platzhalter aus. Prüfen Sie, ob er sagt, worum es in dem Dokument geht.',
      },
      'pdf-title-not-shown': {
        incomplete:
          'Das Dokument hat den Titel „{title}“, PDF-Programme zeigen aber den Dateinamen an, weil /DisplayDocTitle nicht gesetzt ist. Prüfen Sie, ob der Dateiname das Dokument ausreichend beschreibt, oder lassen Sie den Titel anzeigen.',
      },
    },
    fix: {
      why: 'Der Titel ist das Erste, was Screenreader beim Öffnen ansagen, und er steht im Titel des Fensters oder Tabs. Fehlt er oder zeigt das PDF-Programm den Dateinamen an, hören Menschen etwa „bericht_final_v3.pdf“ und müssen erst hineinlesen, um zu erfahren, worum es geht. Sind mehrere Dokumente geöffnet, lassen sie sich kaum auseinanderhalten.',
      how: 'Tragen Sie in den Eigenschaften des Ursprungsdokuments einen Titel ein, der den Inhalt beschreibt, etwa „Jahresbericht 2024“: in Word unter „Datei > Informationen > Eigenschaften“, in LibreOffice unter „Datei > Eigenschaften“. Damit PDF-Programme diesen Titel statt des Dateinamens anzeigen, muss das PDF /DisplayDocTitle setzen: In LibreOffice aktivieren Sie beim Export unter „Benutzeroberfläche“ die Anzeige des Dokumenttitels, in Acrobat Pro wählen Sie unter „Datei > Eigenschaften > Ansicht beim Öffnen“ die Einstellung „Einblenden: Dokumenttitel“.',
      before:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n% Dokumenteigenschaften, im Trailer als /Info eingetragen\n3 0 obj\n<< /Producer (Textverarbeitung) >>\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /ViewerPreferences << /DisplayDocTitle true >> >>\nendobj\n% Dokumenteigenschaften, im Trailer als /Info eingetragen\n3 0 obj\n<< /Title (Jahresbericht 2024) /Producer (Textverarbeitung) >>\nendobj',
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
          'The document’s title ("{title}") looks like a file name or a placeholder. Check whether it says what the document is about',
      },
      'pdf-title-not-shown': {
        incomplete:
          'The document is titled "{title}", but PDF viewers show the file name because /DisplayDocTitle is not set. Check whether the file name describes the document well enough, or have the title shown',
      },
    },
    fix: {
      why: 'The title is the first thing a screen reader announces when the document opens, and it names the window or tab. If it is missing, or the PDF viewer shows the file name instead, people hear something like "report_final_v3.pdf" and have to read on to learn what the document is about. With several documents open, they can hardly tell them apart.',
      how: 'Enter a title that describes the content, such as "Annual report 2024", in the properties of the source document: under "File > Info > Properties" in Word, "File > Properties" in LibreOffice. For PDF viewers to show this title instead of the file name, the PDF must set /DisplayDocTitle: in LibreOffice, turn on displaying the document title under "User Interface" when exporting; in Acrobat Pro, choose "Show: Document Title" under "File > Properties > Initial View".',
      before:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n% Document information, named /Info in the trailer\n3 0 obj\n<< /Producer (Word processor) >>\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /ViewerPreferences << /DisplayDocTitle true >> >>\nendobj\n% Document information, named /Info in the trailer\n3 0 obj\n<< /Title (Annual report 2024) /Producer (Word processor) >>\nendobj',
    },
  },
};
