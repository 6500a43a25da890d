import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
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
    fix: {
      why: 'Ein PDF ohne Tags ist für Screenreader nur eine Folge von Zeichen: Sie erfahren nicht, was Überschrift, Liste, Tabelle oder Bild ist, können nicht von Überschrift zu Überschrift springen und lesen mehrspaltigen Text oft in falscher Reihenfolge vor. Auch das Umfließen des Textes bei starker Vergrößerung funktioniert ohne Tags nicht.',
      how: 'Erzeugen Sie das PDF getaggt aus dem Ursprungsdokument, statt es nachträglich zu reparieren: In Word aktivieren Sie beim Speichern als PDF unter „Optionen“ die „Dokumentstrukturtags für Barrierefreiheit“, in LibreOffice beim Export „Getaggtes PDF“ oder „Universelle Barrierefreiheit (PDF/UA)“, in InDesign „Getaggtes PDF erstellen“. Gliedern Sie das Ursprungsdokument dafür mit echten Formatvorlagen für Überschriften und Listen. Ein Dokument, das nur noch als PDF vorliegt, können Sie mit dem automatischen Taggen von Adobe Acrobat Pro (unter „Barrierefreiheit“) taggen; prüfen Sie das Ergebnis danach im Fenster „Tags“.',
      before:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n4 0 obj\n<< /Length 49 >>\nstream\nBT /F1 24 Tf 72 770 Td (Jahresbericht 2024) Tj ET\nendstream\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /MarkInfo << /Marked true >>\n   /StructTreeRoot 7 0 R >>\nendobj\n4 0 obj\n<< /Length 75 >>\nstream\n/H1 << /MCID 0 >> BDC\nBT /F1 24 Tf 72 770 Td (Jahresbericht 2024) Tj ET\nEMC\nendstream\nendobj\n7 0 obj\n<< /Type /StructTreeRoot /K [8 0 R] /ParentTree << /Nums [0 [8 0 R]] >> >>\nendobj\n8 0 obj\n<< /Type /StructElem /S /H1 /P 7 0 R /Pg 10 0 R /K 0 >>\nendobj',
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
    fix: {
      why: 'To a screen reader, a PDF without tags is just a stream of characters: it cannot tell headings, lists, tables or images apart, cannot jump from heading to heading, and often reads text set in columns in the wrong order. Reflowing the text at high magnification does not work without tags either.',
      how: 'Create the PDF tagged from its source document rather than repairing it afterwards: in Word, turn on "Document structure tags for accessibility" under "Options" when saving as PDF; in LibreOffice, choose "Tagged PDF" or "Universal Accessibility (PDF/UA)" when exporting; in InDesign, "Create Tagged PDF". Structure the source document with real heading and list styles for this. A document that exists only as a PDF can be tagged with the automatic tagging of Adobe Acrobat Pro (under "Accessibility"); check the result in the Tags panel afterwards.',
      before:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n4 0 obj\n<< /Length 49 >>\nstream\nBT /F1 24 Tf 72 770 Td (Annual report 2024) Tj ET\nendstream\nendobj',
      after:
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n   /MarkInfo << /Marked true >>\n   /StructTreeRoot 7 0 R >>\nendobj\n4 0 obj\n<< /Length 75 >>\nstream\n/H1 << /MCID 0 >> BDC\nBT /F1 24 Tf 72 770 Td (Annual report 2024) Tj ET\nEMC\nendstream\nendobj\n7 0 obj\n<< /Type /StructTreeRoot /K [8 0 R] /ParentTree << /Nums [0 [8 0 R]] >> >>\nendobj\n8 0 obj\n<< /Type /StructElem /S /H1 /P 7 0 R /Pg 10 0 R /K 0 >>\nendobj',
    },
  },
};
