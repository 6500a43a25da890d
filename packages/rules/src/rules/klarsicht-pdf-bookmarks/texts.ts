import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Lange PDF-Dokumente sollen Lesezeichen haben',
    description:
      'Prüft, ob PDF-Dokumente ab 21 Seiten Lesezeichen haben, über die man direkt zu ihren Kapiteln springen kann.',
    checks: {
      'pdf-bookmarks-missing': {
        fail: 'Das Dokument hat {pages} Seiten, aber keine Lesezeichen. Wer es mit Screenreader oder starker Vergrößerung liest, muss sich Seite für Seite bis zum gesuchten Abschnitt vorarbeiten.',
      },
    },
    fix: {
      why: 'In einem langen Dokument führen Lesezeichen direkt zum gesuchten Kapitel. Ohne sie müssen Menschen, die einen Screenreader oder eine starke Vergrößerung nutzen, Seite für Seite durchgehen, denn das Inhaltsverzeichnis können sie nicht mit einem Blick überfliegen.',
      how: 'Gliedern Sie das Ursprungsdokument mit Formatvorlagen für Überschriften und lassen Sie beim Export daraus Lesezeichen erzeugen: in Word unter „Optionen“ mit „Textmarken erstellen mithilfe von: Überschriften“, in LibreOffice mit „Gliederung exportieren“. In Acrobat Pro lassen sich Lesezeichen im Fenster „Lesezeichen“ auch aus den Tags erzeugen. Mit /PageMode /UseOutlines öffnet sich das Dokument gleich mit den Lesezeichen.',
      before: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /Outlines 7 0 R /PageMode /UseOutlines >>\nendobj\n7 0 obj\n<< /Type /Outlines /First 8 0 R /Last 9 0 R /Count 2 >>\nendobj\n8 0 obj\n<< /Title (1 Einleitung) /Parent 7 0 R /Next 9 0 R /Dest [10 0 R /Fit] >>\nendobj\n9 0 obj\n<< /Title (2 Ergebnisse) /Parent 7 0 R /Prev 8 0 R /Dest [21 0 R /Fit] >>\nendobj',
    },
  },
  en: {
    help: 'Long PDF documents should have bookmarks',
    description:
      'Checks whether PDF documents of 21 pages or more have bookmarks that lead straight to their chapters',
    checks: {
      'pdf-bookmarks-missing': {
        fail: 'The document has {pages} pages but no bookmarks. People using a screen reader or strong magnification have to work through it page by page to reach the section they need',
      },
    },
    fix: {
      why: 'In a long document, bookmarks lead straight to the chapter you need. Without them, people using a screen reader or strong magnification have to go through page after page, because they cannot take in the table of contents at a glance.',
      how: 'Structure the source document with heading styles and have bookmarks made from them on export: in Word, under "Options", with "Create bookmarks using: Headings"; in LibreOffice, with "Export outlines". In Acrobat Pro, bookmarks can also be made from the tags in the Bookmarks panel. With /PageMode /UseOutlines, the document opens with its bookmarks shown.',
      before: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /Outlines 7 0 R /PageMode /UseOutlines >>\nendobj\n7 0 obj\n<< /Type /Outlines /First 8 0 R /Last 9 0 R /Count 2 >>\nendobj\n8 0 obj\n<< /Title (1 Introduction) /Parent 7 0 R /Next 9 0 R /Dest [10 0 R /Fit] >>\nendobj\n9 0 obj\n<< /Title (2 Results) /Parent 7 0 R /Prev 8 0 R /Dest [21 0 R /Fit] >>\nendobj',
    },
  },
};
