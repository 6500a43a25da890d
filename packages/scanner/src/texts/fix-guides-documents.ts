import type { FixGuides } from './fix-guide.js';

/**
 * How to fix: the PDF document rules (WCAG 1.1.1, 1.3.1, 1.4.5, 2.4.2, 3.1.1 and 4.1.2 as EN 301 549
 * clause 10 applies them to documents, and bookmarks as a best practice). Most PDFs are made from
 * Word, LibreOffice or InDesign, so "how" starts there; "before" and "after" show the PDF objects
 * that change, in PDF syntax. documents/fix-guide-examples.test.ts builds a PDF from each and
 * checks that the rule fails before and passes after.
 */
export const FIX_GUIDES_DOCUMENTS: FixGuides = {
  'klarsicht-pdf-tagged': {
    de: {
      why: 'Ein PDF ohne Tags ist für Screenreader nur eine Folge von Zeichen: Sie erfahren nicht, was Überschrift, Liste, Tabelle oder Bild ist, können nicht von Überschrift zu Überschrift springen und lesen mehrspaltigen Text oft in falscher Reihenfolge vor. Auch das Umfließen des Textes bei starker Vergrößerung funktioniert ohne Tags nicht.',
      how: 'Erzeugen Sie das PDF getaggt aus dem Ursprungsdokument, statt es nachträglich zu reparieren: In Word aktivieren Sie beim Speichern als PDF unter „Optionen“ die „Dokumentstrukturtags für Barrierefreiheit“, in LibreOffice beim Export „Getaggtes PDF“ oder „Universelle Barrierefreiheit (PDF/UA)“, in InDesign „Getaggtes PDF erstellen“. Gliedern Sie das Ursprungsdokument dafür mit echten Formatvorlagen für Überschriften und Listen. Ein Dokument, das nur noch als PDF vorliegt, können Sie mit dem automatischen Taggen von Adobe Acrobat Pro (unter „Barrierefreiheit“) taggen; prüfen Sie das Ergebnis danach im Fenster „Tags“.',
      before:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n4 0 obj\n<< /Length 49 >>\nstream\nBT /F1 24 Tf 72 770 Td (Jahresbericht 2024) Tj ET\nendstream\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /MarkInfo << /Marked true >>\n   /StructTreeRoot 7 0 R >>\nendobj\n4 0 obj\n<< /Length 75 >>\nstream\n/H1 << /MCID 0 >> BDC\nBT /F1 24 Tf 72 770 Td (Jahresbericht 2024) Tj ET\nEMC\nendstream\nendobj\n7 0 obj\n<< /Type /StructTreeRoot /K [8 0 R] /ParentTree << /Nums [0 [8 0 R]] >> >>\nendobj\n8 0 obj\n<< /Type /StructElem /S /H1 /P 7 0 R /Pg 10 0 R /K 0 >>\nendobj',
    },
    en: {
      why: 'To a screen reader, a PDF without tags is just a stream of characters: it cannot tell headings, lists, tables or images apart, cannot jump from heading to heading, and often reads text set in columns in the wrong order. Reflowing the text at high magnification does not work without tags either.',
      how: 'Create the PDF tagged from its source document rather than repairing it afterwards: in Word, turn on "Document structure tags for accessibility" under "Options" when saving as PDF; in LibreOffice, choose "Tagged PDF" or "Universal Accessibility (PDF/UA)" when exporting; in InDesign, "Create Tagged PDF". Structure the source document with real heading and list styles for this. A document that exists only as a PDF can be tagged with the automatic tagging of Adobe Acrobat Pro (under "Accessibility"); check the result in the Tags panel afterwards.',
      before:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n4 0 obj\n<< /Length 49 >>\nstream\nBT /F1 24 Tf 72 770 Td (Annual report 2024) Tj ET\nendstream\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /MarkInfo << /Marked true >>\n   /StructTreeRoot 7 0 R >>\nendobj\n4 0 obj\n<< /Length 75 >>\nstream\n/H1 << /MCID 0 >> BDC\nBT /F1 24 Tf 72 770 Td (Annual report 2024) Tj ET\nEMC\nendstream\nendobj\n7 0 obj\n<< /Type /StructTreeRoot /K [8 0 R] /ParentTree << /Nums [0 [8 0 R]] >> >>\nendobj\n8 0 obj\n<< /Type /StructElem /S /H1 /P 7 0 R /Pg 10 0 R /K 0 >>\nendobj',
    },
  },
  'klarsicht-pdf-title': {
    de: {
      why: 'Der Titel ist das Erste, was Screenreader beim Öffnen ansagen, und er steht im Titel des Fensters oder Tabs. Fehlt er oder zeigt das PDF-Programm den Dateinamen an, hören Menschen etwa „bericht_final_v3.pdf“ und müssen erst hineinlesen, um zu erfahren, worum es geht. Sind mehrere Dokumente geöffnet, lassen sie sich kaum auseinanderhalten.',
      how: 'Tragen Sie in den Eigenschaften des Ursprungsdokuments einen Titel ein, der den Inhalt beschreibt, etwa „Jahresbericht 2024“: in Word unter „Datei > Informationen > Eigenschaften“, in LibreOffice unter „Datei > Eigenschaften“. Damit PDF-Programme diesen Titel statt des Dateinamens anzeigen, muss das PDF /DisplayDocTitle setzen: In LibreOffice aktivieren Sie beim Export unter „Benutzeroberfläche“ die Anzeige des Dokumenttitels, in Acrobat Pro wählen Sie unter „Datei > Eigenschaften > Ansicht beim Öffnen“ die Einstellung „Einblenden: Dokumenttitel“.',
      before:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n% Dokumenteigenschaften, im Trailer als /Info eingetragen\n3 0 obj\n<< /Producer (Textverarbeitung) >>\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /ViewerPreferences << /DisplayDocTitle true >> >>\nendobj\n% Dokumenteigenschaften, im Trailer als /Info eingetragen\n3 0 obj\n<< /Title (Jahresbericht 2024) /Producer (Textverarbeitung) >>\nendobj',
    },
    en: {
      why: 'The title is the first thing a screen reader announces when the document opens, and it names the window or tab. If it is missing, or the PDF viewer shows the file name instead, people hear something like "report_final_v3.pdf" and have to read on to learn what the document is about. With several documents open, they can hardly tell them apart.',
      how: 'Enter a title that describes the content, such as "Annual report 2024", in the properties of the source document: under "File > Info > Properties" in Word, "File > Properties" in LibreOffice. For PDF viewers to show this title instead of the file name, the PDF must set /DisplayDocTitle: in LibreOffice, turn on displaying the document title under "User Interface" when exporting; in Acrobat Pro, choose "Show: Document Title" under "File > Properties > Initial View".',
      before:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n% Document information, named /Info in the trailer\n3 0 obj\n<< /Producer (Word processor) >>\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /ViewerPreferences << /DisplayDocTitle true >> >>\nendobj\n% Document information, named /Info in the trailer\n3 0 obj\n<< /Title (Annual report 2024) /Producer (Word processor) >>\nendobj',
    },
  },
  'klarsicht-pdf-language': {
    de: {
      why: 'Screenreader wählen Stimme und Aussprache nach der Sprache, die das Dokument angibt. Fehlt die Angabe, lesen sie den Text mit der Aussprache der Sprache vor, die bei ihnen eingestellt ist: Ein deutsches Dokument wird für jemanden mit englischer Sprachausgabe unverständlich.',
      how: 'Stellen Sie im Ursprungsdokument die Sprache des Textes ein (in Word unter „Überprüfen > Sprache“, in LibreOffice unter „Extras > Sprache“) und exportieren Sie das PDF mit Tags; dann steht die Sprache als /Lang im Dokumentkatalog. In Acrobat Pro legen Sie sie unter „Datei > Eigenschaften > Erweitert > Leseoptionen“ fest. Verwenden Sie eine gültige Sprachkennung wie „de“ oder „de-DE“.',
      before: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      after: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Lang (de-DE) >>\nendobj',
    },
    en: {
      why: 'Screen readers choose voice and pronunciation by the language a document states. Without it, they read the text with the pronunciation of the language they are set to: an English document becomes unintelligible to someone whose speech output is German.',
      how: 'Set the language of the text in the source document ("Review > Language" in Word, "Tools > Language" in LibreOffice) and export the PDF with tags; the language then appears as /Lang in the document catalog. In Acrobat Pro, set it under "File > Properties > Advanced > Reading Options". Use a valid language tag such as "en" or "en-GB".',
      before: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      after: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Lang (en-GB) >>\nendobj',
    },
  },
  'klarsicht-pdf-text': {
    de: {
      why: 'Ein eingescanntes Dokument ohne Texterkennung besteht nur aus Bildern von Seiten. Screenreader finden darin keinen einzigen Buchstaben, Suchen und Kopieren gehen nicht, und wer den Text vergrößert, bekommt verpixelte Zeilen, die nicht neu umbrechen.',
      how: 'Erzeugen Sie PDFs direkt aus dem Ursprungsdokument statt über Drucken und Einscannen. Liegt nur ein Scan vor, lassen Sie eine Texterkennung (OCR) darüber laufen, etwa in Adobe Acrobat Pro unter „Scan & OCR“ oder im Scanprogramm; sie legt eine unsichtbare Textebene über das Bild der Seite, wie im Beispiel. Kontrollieren Sie den erkannten Text, und taggen Sie das Dokument danach.',
      before: '4 0 obj\n<< /Length 32 >>\nstream\nq 595 0 0 842 0 0 cm /Scan1 Do Q\nendstream\nendobj',
      after:
        '4 0 obj\n<< /Length 87 >>\nstream\nq 595 0 0 842 0 0 cm /Scan1 Do Q\nBT 3 Tr /F1 12 Tf 72 770 Td (Jahresbericht 2024) Tj ET\nendstream\nendobj',
    },
    en: {
      why: 'A scanned document without text recognition consists only of pictures of pages. Screen readers find not a single letter in it, searching and copying do not work, and people who enlarge the text get pixelated lines that do not reflow.',
      how: 'Create PDFs directly from the source document, not by printing and scanning. If all you have is a scan, run text recognition (OCR) on it, for example under "Scan & OCR" in Adobe Acrobat Pro or in the scanning software; it lays an invisible text layer over the picture of the page, as in the example. Check the recognized text, then tag the document.',
      before: '4 0 obj\n<< /Length 32 >>\nstream\nq 595 0 0 842 0 0 cm /Scan1 Do Q\nendstream\nendobj',
      after:
        '4 0 obj\n<< /Length 87 >>\nstream\nq 595 0 0 842 0 0 cm /Scan1 Do Q\nBT 3 Tr /F1 12 Tf 72 770 Td (Annual report 2024) Tj ET\nendstream\nendobj',
    },
  },
  'klarsicht-pdf-bookmarks': {
    de: {
      why: 'In einem langen Dokument führen Lesezeichen direkt zum gesuchten Kapitel. Ohne sie müssen Menschen, die einen Screenreader oder eine starke Vergrößerung nutzen, Seite für Seite durchgehen, denn das Inhaltsverzeichnis können sie nicht mit einem Blick überfliegen.',
      how: 'Gliedern Sie das Ursprungsdokument mit Formatvorlagen für Überschriften und lassen Sie beim Export daraus Lesezeichen erzeugen: in Word unter „Optionen“ mit „Textmarken erstellen mithilfe von: Überschriften“, in LibreOffice mit „Gliederung exportieren“. In Acrobat Pro lassen sich Lesezeichen im Fenster „Lesezeichen“ auch aus den Tags erzeugen. Mit /PageMode /UseOutlines öffnet sich das Dokument gleich mit den Lesezeichen.',
      before: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /Outlines 7 0 R /PageMode /UseOutlines >>\nendobj\n7 0 obj\n<< /Type /Outlines /First 8 0 R /Last 9 0 R /Count 2 >>\nendobj\n8 0 obj\n<< /Title (1 Einleitung) /Parent 7 0 R /Next 9 0 R /Dest [10 0 R /Fit] >>\nendobj\n9 0 obj\n<< /Title (2 Ergebnisse) /Parent 7 0 R /Prev 8 0 R /Dest [21 0 R /Fit] >>\nendobj',
    },
    en: {
      why: 'In a long document, bookmarks lead straight to the chapter you need. Without them, people using a screen reader or strong magnification have to go through page after page, because they cannot take in the table of contents at a glance.',
      how: 'Structure the source document with heading styles and have bookmarks made from them on export: in Word, under "Options", with "Create bookmarks using: Headings"; in LibreOffice, with "Export outlines". In Acrobat Pro, bookmarks can also be made from the tags in the Bookmarks panel. With /PageMode /UseOutlines, the document opens with its bookmarks shown.',
      before: '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /Outlines 7 0 R /PageMode /UseOutlines >>\nendobj\n7 0 obj\n<< /Type /Outlines /First 8 0 R /Last 9 0 R /Count 2 >>\nendobj\n8 0 obj\n<< /Title (1 Introduction) /Parent 7 0 R /Next 9 0 R /Dest [10 0 R /Fit] >>\nendobj\n9 0 obj\n<< /Title (2 Results) /Parent 7 0 R /Prev 8 0 R /Dest [21 0 R /Fit] >>\nendobj',
    },
  },
  'klarsicht-pdf-form-field-names': {
    de: {
      why: 'Ein Formularfeld ohne Namen sagt der Screenreader nur als „Eingabefeld“ an oder mit seinem internen Namen wie „Text1“. Blinde Menschen wissen dann nicht, was sie eintragen sollen, auch wenn die Beschriftung daneben für Sehende eindeutig ist.',
      how: 'Geben Sie jedem Feld in seinen Eigenschaften eine QuickInfo, die seiner sichtbaren Beschriftung entspricht, etwa „Postleitzahl“: in Acrobat Pro unter „Eigenschaften > Allgemein > QuickInfo“, in LibreOffice in den Eigenschaften des Kontrollfelds unter „Hilfetext“. Im PDF steht sie als /TU am Feld. Bei Optionsfeldern gehört die QuickInfo an die Gruppe; bei Pflichtfeldern nennen Sie die Pflicht mit.',
      before:
        '7 0 obj\n<< /Type /Annot /Subtype /Widget /FT /Tx /T (feld1)\n   /Rect [72 700 300 720] /P 10 0 R >>\nendobj',
      after:
        '7 0 obj\n<< /Type /Annot /Subtype /Widget /FT /Tx /T (feld1)\n   /TU (Postleitzahl)\n   /Rect [72 700 300 720] /P 10 0 R >>\nendobj',
    },
    en: {
      why: 'A screen reader announces a form field without a name only as "edit" or by its internal name, such as "Text1". Blind people then do not know what to enter, even when the label beside the field is obvious to sighted readers.',
      how: 'Give every field a tooltip in its properties that matches its visible label, such as "ZIP code": in Acrobat Pro under "Properties > General > Tooltip", in LibreOffice under "Help text" in the properties of the control. In the PDF it is stored as /TU on the field. For radio buttons, the tooltip belongs to the group; for required fields, say that they are required.',
      before:
        '7 0 obj\n<< /Type /Annot /Subtype /Widget /FT /Tx /T (field1)\n   /Rect [72 700 300 720] /P 10 0 R >>\nendobj',
      after:
        '7 0 obj\n<< /Type /Annot /Subtype /Widget /FT /Tx /T (field1)\n   /TU (ZIP code)\n   /Rect [72 700 300 720] /P 10 0 R >>\nendobj',
    },
  },
};
