import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Formularfelder in PDF-Dokumenten müssen einen zugänglichen Namen haben',
    description:
      'Prüft, ob jedes Formularfeld des PDF-Dokuments einen Namen hat, den Screenreader ansagen: eine QuickInfo (/TU) oder, in getaggten Formularen, einen Alternativtext (/Alt) am Strukturelement des Felds.',
    checks: {
      'pdf-field-unnamed': {
        fail: 'Das Feld „{name}“ auf Seite {page} hat weder eine QuickInfo (/TU) noch einen Alternativtext. Screenreader sagen nur „Eingabefeld“ oder den internen Feldnamen an.',
      },
      'pdf-field-name-inherited': {
        incomplete:
          'Das Feld „{name}“ auf Seite {page} hat selbst keine QuickInfo (/TU); es gehört zu einem übergeordneten Feld, dessen QuickInfo nicht ausgelesen werden konnte. Prüfen Sie in den Feldeigenschaften, ob eine QuickInfo gesetzt ist.',
      },
      'pdf-button-caption': {
        incomplete:
          'Die Schaltfläche „{name}“ auf Seite {page} hat keine QuickInfo (/TU). Prüfen Sie, ob ihre Beschriftung sagt, was sie tut, und geben Sie ihr sicherheitshalber eine QuickInfo.',
      },
    },
    fix: {
      why: 'Ein Formularfeld ohne Namen sagt der Screenreader nur als „Eingabefeld“ an oder mit seinem internen Namen wie „Text1“. Blinde Menschen wissen dann nicht, was sie eintragen sollen, auch wenn die Beschriftung daneben für Sehende eindeutig ist.',
      how: 'Geben Sie jedem Feld in seinen Eigenschaften eine QuickInfo, die seiner sichtbaren Beschriftung entspricht, etwa „Postleitzahl“: in Acrobat Pro unter „Eigenschaften > Allgemein > QuickInfo“, in LibreOffice in den Eigenschaften des Kontrollfelds unter „Hilfetext“. Im PDF steht sie als /TU am Feld. Bei Optionsfeldern gehört die QuickInfo an die Gruppe; bei Pflichtfeldern nennen Sie die Pflicht mit.',
      before:
        '7 0 obj\n<< /Type /Annot /Subtype /Widget /FT /Tx /T (feld1)\n   /Rect [72 700 300 720] /P 10 0 R >>\nendobj',
      after:
        '7 0 obj\n<< /Type /Annot /Subtype /Widget /FT /Tx /T (feld1)\n   /TU (Postleitzahl)\n   /Rect [72 700 300 720] /P 10 0 R >>\nendobj',
    },
  },
  en: {
    help: 'Form fields in PDF documents must have an accessible name',
    description:
      'Ensures each form field of the PDF document has a name that screen readers announce: a tooltip (/TU) or, in tagged forms, an alternative text (/Alt) on the field’s structure element',
    checks: {
      'pdf-field-unnamed': {
        fail: 'The field "{name}" on page {page} has neither a tooltip (/TU) nor an alternative text. Screen readers announce only "edit" or the internal field name',
      },
      'pdf-field-name-inherited': {
        incomplete:
          'The field "{name}" on page {page} has no tooltip (/TU) of its own; it belongs to a parent field whose tooltip could not be read. Check in the field properties whether a tooltip is set',
      },
      'pdf-button-caption': {
        incomplete:
          'The button "{name}" on page {page} has no tooltip (/TU). Check whether its caption says what it does, and give it a tooltip to be safe',
      },
    },
    fix: {
      why: 'A screen reader announces a form field without a name only as "edit" or by its internal name, such as "Text1". Blind people then do not know what to enter, even when the label beside the field is obvious to sighted readers.',
      how: 'Give every field a tooltip in its properties that matches its visible label, such as "ZIP code": in Acrobat Pro under "Properties > General > Tooltip", in LibreOffice under "Help text" in the properties of the control. In the PDF it is stored as /TU on the field. For radio buttons, the tooltip belongs to the group; for required fields, say that they are required.',
      before:
        '7 0 obj\n<< /Type /Annot /Subtype /Widget /FT /Tx /T (field1)\n   /Rect [72 700 300 720] /P 10 0 R >>\nendobj',
      after:
        '7 0 obj\n<< /Type /Annot /Subtype /Widget /FT /Tx /T (field1)\n   /TU (ZIP code)\n   /Rect [72 700 300 720] /P 10 0 R >>\nendobj',
    },
  },
};
