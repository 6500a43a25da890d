import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
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
          'Seite {page} enthält keinen auslesbaren Text, nur Bilder. Prüfen Sie, ob darauf Text zu sehen ist, etwa auf einer eingescannten Seite; dann braucht sie eine Texterkennung oder eine Textalternative.',
      },
    },
    fix: {
      why: 'Ein eingescanntes Dokument ohne Texterkennung besteht nur aus Bildern von Seiten. Screenreader finden darin keinen einzigen Buchstaben, Suchen und Kopieren gehen nicht, und wer den Text vergrößert, bekommt verpixelte Zeilen, die nicht neu umbrechen.',
      how: 'Erzeugen Sie PDFs direkt aus dem Ursprungsdokument statt über Drucken und Einscannen. Liegt nur ein Scan vor, lassen Sie eine Texterkennung (OCR) darüber laufen, etwa in Adobe Acrobat Pro unter „Scan & OCR“ oder im Scanprogramm; sie legt eine unsichtbare Textebene über das Bild der Seite, wie im Beispiel. Kontrollieren Sie den erkannten Text, und taggen Sie das Dokument danach.',
      before: '4 0 obj\n<< /Length 32 >>\nstream\nq 595 0 0 842 0 0 cm /Scan1 Do Q\nendstream\nendobj',
      after:
        '4 0 obj\n<< /Length 87 >>\nstream\nq 595 0 0 842 0 0 cm /Scan1 Do Q\nBT 3 Tr /F1 12 Tf 72 770 Td (Jahresbericht 2024) Tj ET\nendstream\nendobj',
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
          'Page {page} contains no extractable text, only images. Check whether it shows text, as a scanned page does; if so, it needs text recognition or a text alternative',
      },
    },
    fix: {
      why: 'A scanned document without text recognition consists only of pictures of pages. Screen readers find not a single letter in it, searching and copying do not work, and people who enlarge the text get pixelated lines that do not reflow.',
      how: 'Create PDFs directly from the source document, not by printing and scanning. If all you have is a scan, run text recognition (OCR) on it, for example under "Scan & OCR" in Adobe Acrobat Pro or in the scanning software; it lays an invisible text layer over the picture of the page, as in the example. Check the recognized text, then tag the document.',
      before: '4 0 obj\n<< /Length 32 >>\nstream\nq 595 0 0 842 0 0 cm /Scan1 Do Q\nendstream\nendobj',
      after:
        '4 0 obj\n<< /Length 87 >>\nstream\nq 595 0 0 842 0 0 cm /Scan1 Do Q\nBT 3 Tr /F1 12 Tf 72 770 Td (Annual report 2024) Tj ET\nendstream\nendobj',
    },
  },
};
