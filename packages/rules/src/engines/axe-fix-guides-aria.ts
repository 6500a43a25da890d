import type { FixGuides } from '@klarsicht/report';

/** How to fix: rules on ARIA, form controls, tables and media (WCAG 2.1 A/AA). */
export const FIX_GUIDES_ARIA: FixGuides = {
  'aria-required-attr': {
    de: {
      why: 'Manche ARIA-Rollen ergeben erst mit bestimmten Attributen einen Sinn. Fehlen sie, können Screenreader den Zustand des Elements nicht mitteilen, etwa ob ein Schalter an oder aus ist.',
      how: 'Ergänzen Sie die Attribute, die die Rolle verlangt, zum Beispiel aria-checked für role="switch" oder role="checkbox". Besser noch: Verwenden Sie das passende HTML-Element, das seinen Zustand selbst mitbringt.',
      before: '<div role="switch" tabindex="0">Newsletter</div>',
      after: '<div role="switch" tabindex="0" aria-checked="false">Newsletter</div>',
    },
    en: {
      why: "Some ARIA roles only make sense with certain attributes. Without them, screen readers cannot convey the element's state, such as whether a switch is on or off.",
      how: 'Add the attributes the role requires, for example aria-checked for role="switch" or role="checkbox". Better still, use the matching HTML element, which brings its state with it.',
      before: '<div role="switch" tabindex="0">Newsletter</div>',
      after: '<div role="switch" tabindex="0" aria-checked="false">Newsletter</div>',
    },
  },
  'aria-valid-attr-value': {
    de: {
      why: 'Ein ARIA-Attribut mit ungültigem Wert wird von Screenreadern falsch oder gar nicht umgesetzt. Dann fehlt etwa die Information, ob ein Menü geöffnet ist.',
      how: 'Verwenden Sie nur die in ARIA erlaubten Werte, etwa true oder false für aria-expanded, und lassen Sie IDs in aria-controls oder aria-labelledby auf vorhandene Elemente verweisen.',
      before: '<button aria-expanded="ja">Menü</button>',
      after: '<button aria-expanded="false">Menü</button>',
    },
    en: {
      why: 'An ARIA attribute with an invalid value is conveyed wrongly or not at all by screen readers. Information such as whether a menu is open is then missing.',
      how: 'Use only the values ARIA allows, such as true or false for aria-expanded, and let ids in aria-controls or aria-labelledby refer to elements that exist.',
      before: '<button aria-expanded="yes">Menu</button>',
      after: '<button aria-expanded="false">Menu</button>',
    },
  },
  'aria-valid-attr': {
    de: {
      why: 'Falsch geschriebene ARIA-Attribute ignorieren Browser und Screenreader. Die beabsichtigte Information kommt bei Screenreader-Nutzenden nie an.',
      how: 'Prüfen Sie die Schreibweise jedes aria-Attributs gegen die ARIA-Spezifikation und korrigieren Sie Tippfehler.',
      before: '<button aria-lable="Schließen">×</button>',
      after: '<button aria-label="Schließen">×</button>',
    },
    en: {
      why: 'Browsers and screen readers ignore misspelt ARIA attributes. The intended information never reaches screen-reader users.',
      how: 'Check the spelling of every aria attribute against the ARIA specification and correct typing errors.',
      before: '<button aria-lable="Close">×</button>',
      after: '<button aria-label="Close">×</button>',
    },
  },
  'aria-roles': {
    de: {
      why: 'Eine unbekannte Rolle verstehen Screenreader nicht. Das Element wird dann ohne oder mit falscher Bedeutung angekündigt.',
      how: 'Verwenden Sie im role-Attribut nur gültige ARIA-Rollen, oder lassen Sie das Attribut weg und nehmen Sie das passende HTML-Element.',
      before: '<div role="knopf" tabindex="0">Weiter</div>',
      after: '<div role="button" tabindex="0">Weiter</div>',
    },
    en: {
      why: 'Screen readers do not understand an unknown role. The element is then announced without meaning or with the wrong one.',
      how: 'Use only valid ARIA roles in the role attribute, or drop the attribute and use the matching HTML element.',
      before: '<div role="clickable" tabindex="0">Next</div>',
      after: '<div role="button" tabindex="0">Next</div>',
    },
  },
  'aria-allowed-attr': {
    de: {
      why: 'Nicht jedes ARIA-Attribut passt zu jeder Rolle. Unpassende Attribute werden von Screenreadern ignoriert oder widersprüchlich angesagt.',
      how: 'Entfernen Sie ARIA-Attribute, die für die Rolle des Elements nicht erlaubt sind, oder geben Sie dem Element die Rolle, zu der sie gehören.',
      before: '<a href="/agb" aria-checked="true">AGB</a>',
      after: '<a href="/agb">AGB</a>',
    },
    en: {
      why: 'Not every ARIA attribute fits every role. Attributes that do not fit are ignored by screen readers or announced in a contradictory way.',
      how: "Remove ARIA attributes that the element's role does not allow, or give the element the role they belong to.",
      before: '<a href="/terms" aria-checked="true">Terms</a>',
      after: '<a href="/terms">Terms</a>',
    },
  },
  'input-image-alt': {
    de: {
      why: 'Eine grafische Schaltfläche ohne Alternativtext liest ein Screenreader ohne Zweck vor. Blinde Menschen wissen nicht, was sie auslöst.',
      how: 'Geben Sie jedem <input type="image"> ein alt-Attribut, das die Aktion nennt, nicht das Bild.',
      before: '<input type="image" src="/lupe.png">',
      after: '<input type="image" src="/lupe.png" alt="Suchen">',
    },
    en: {
      why: 'A screen reader announces a graphical button without a text alternative without its purpose. Blind people do not know what it does.',
      how: 'Give every <input type="image"> an alt attribute that names the action, not the picture.',
      before: '<input type="image" src="/magnifier.png">',
      after: '<input type="image" src="/magnifier.png" alt="Search">',
    },
  },
  'area-alt': {
    de: {
      why: 'Die verlinkten Bereiche einer Imagemap sind für Screenreader-Nutzende ohne Alternativtext namenlose Links.',
      how: 'Geben Sie jedem <area>-Element mit href ein alt-Attribut, das sein Ziel nennt.',
      before: '<map name="filialen">\n  <area shape="rect" coords="0,0,80,80" href="/berlin">\n</map>',
      after:
        '<map name="filialen">\n  <area shape="rect" coords="0,0,80,80" href="/berlin" alt="Filiale Berlin">\n</map>',
    },
    en: {
      why: 'Without a text alternative, the linked areas of an image map are nameless links for screen-reader users.',
      how: 'Give every <area> element with an href an alt attribute that names its destination.',
      before: '<map name="branches">\n  <area shape="rect" coords="0,0,80,80" href="/berlin">\n</map>',
      after:
        '<map name="branches">\n  <area shape="rect" coords="0,0,80,80" href="/berlin" alt="Berlin branch">\n</map>',
    },
  },
  'object-alt': {
    de: {
      why: 'Eingebettete Objekte wie PDFs oder Grafiken kann ein Screenreader nicht beschreiben. Ohne Textalternative bleibt ihr Inhalt blinden Menschen verborgen.',
      how: 'Geben Sie jedem <object> einen zugänglichen Namen, etwa mit aria-label oder title, und bieten Sie den Inhalt zusätzlich als Link oder Text an.',
      before: '<object data="/preisliste.pdf" type="application/pdf"></object>',
      after:
        '<object data="/preisliste.pdf" type="application/pdf" aria-label="Preisliste 2026 (PDF)"></object>',
    },
    en: {
      why: 'A screen reader cannot describe embedded objects such as PDFs or graphics. Without a text alternative, their content stays hidden from blind people.',
      how: 'Give every <object> an accessible name, for example with aria-label or title, and offer the content as a link or text as well.',
      before: '<object data="/price-list.pdf" type="application/pdf"></object>',
      after:
        '<object data="/price-list.pdf" type="application/pdf" aria-label="Price list 2026 (PDF)"></object>',
    },
  },
  'form-field-multiple-labels': {
    de: {
      why: 'Hat ein Feld mehrere Beschriftungen, lesen Screenreader je nach Programm nur eine davon oder beide vermischt vor. Die Bedeutung des Feldes wird unklar.',
      how: 'Verbinden Sie jedes Formularfeld mit genau einem <label>. Zusätzliche Hinweise gehören in einen Text, auf den aria-describedby verweist.',
      before: '<label for="plz">PLZ</label>\n<label for="plz">Fünf Ziffern</label>\n<input id="plz">',
      after:
        '<label for="plz">PLZ</label>\n<input id="plz" aria-describedby="plz-hinweis">\n<p id="plz-hinweis">Fünf Ziffern</p>',
    },
    en: {
      why: 'When a field has several labels, screen readers read only one of them or mix both, depending on the program. The meaning of the field becomes unclear.',
      how: 'Connect every form field to exactly one <label>. Extra hints belong in a text that aria-describedby refers to.',
      before:
        '<label for="postcode">Postcode</label>\n<label for="postcode">Five digits</label>\n<input id="postcode">',
      after:
        '<label for="postcode">Postcode</label>\n<input id="postcode" aria-describedby="postcode-hint">\n<p id="postcode-hint">Five digits</p>',
    },
  },
  'frame-title-unique': {
    de: {
      why: 'Haben mehrere Frames denselben Titel, können Screenreader-Nutzende sie in der Liste der Frames nicht unterscheiden.',
      how: 'Geben Sie jedem Frame und iframe auf der Seite einen eigenen title, der seinen Inhalt beschreibt.',
      before:
        '<iframe src="/karte-berlin" title="Karte"></iframe>\n<iframe src="/karte-hamburg" title="Karte"></iframe>',
      after:
        '<iframe src="/karte-berlin" title="Karte Filiale Berlin"></iframe>\n<iframe src="/karte-hamburg" title="Karte Filiale Hamburg"></iframe>',
    },
    en: {
      why: 'When several frames share one title, screen-reader users cannot tell them apart in the list of frames.',
      how: 'Give every frame and iframe on the page its own title that describes its content.',
      before:
        '<iframe src="/map-berlin" title="Map"></iframe>\n<iframe src="/map-hamburg" title="Map"></iframe>',
      after:
        '<iframe src="/map-berlin" title="Map of the Berlin branch"></iframe>\n<iframe src="/map-hamburg" title="Map of the Hamburg branch"></iframe>',
    },
  },
  'summary-name': {
    de: {
      why: 'Ein <summary> ohne Text wird als namenloser Schalter angekündigt. Screenreader-Nutzende wissen nicht, was sich dahinter aufklappen lässt.',
      how: 'Geben Sie jedem <summary>-Element einen sichtbaren Text, der den aufklappbaren Inhalt benennt.',
      before: '<details>\n  <summary></summary>\n  <p>Lieferung in zwei Tagen.</p>\n</details>',
      after: '<details>\n  <summary>Lieferzeiten</summary>\n  <p>Lieferung in zwei Tagen.</p>\n</details>',
    },
    en: {
      why: 'A <summary> without text is announced as a nameless control. Screen-reader users do not know what it expands.',
      how: 'Give every <summary> element visible text that names the expandable content.',
      before: '<details>\n  <summary></summary>\n  <p>Delivery in two days.</p>\n</details>',
      after: '<details>\n  <summary>Delivery times</summary>\n  <p>Delivery in two days.</p>\n</details>',
    },
  },
  'meta-refresh': {
    de: {
      why: 'Lädt sich eine Seite nach einer Zeit selbst neu oder leitet weiter, verlieren Menschen, die langsamer lesen oder einen Screenreader nutzen, mitten im Lesen ihre Stelle.',
      how: 'Entfernen Sie zeitgesteuerte Weiterleitungen und Aktualisierungen per meta http-equiv="refresh". Leiten Sie stattdessen auf dem Server sofort weiter, oder lassen Sie die Nutzerin oder den Nutzer selbst aktualisieren.',
      before: '<meta http-equiv="refresh" content="30">',
      after: '<meta name="description" content="Aktuelle Angebote">',
    },
    en: {
      why: 'When a page reloads itself or redirects after a while, people who read more slowly or use a screen reader lose their place in the middle of reading.',
      how: 'Remove timed redirects and refreshes via meta http-equiv="refresh". Redirect on the server at once instead, or let users refresh themselves.',
      before: '<meta http-equiv="refresh" content="30">',
      after: '<meta name="description" content="Current offers">',
    },
  },
  'th-has-data-cells': {
    de: {
      why: 'Screenreader lesen zu jeder Datenzelle die zugehörige Kopfzelle vor. Kopfzellen ohne Daten verwirren, weil sie zu nichts gehören.',
      how: 'Sorgen Sie dafür, dass jede Kopfzelle (<th>) Datenzellen beschreibt. Entfernen Sie leere Spalten oder Zeilen, oder machen Sie aus der Kopfzelle eine gewöhnliche Zelle.',
      before:
        '<table>\n  <tr><th>Artikel</th><th>Preis</th><th>Rabatt</th></tr>\n  <tr><td>Tasse</td><td>8 €</td></tr>\n</table>',
      after:
        '<table>\n  <tr><th>Artikel</th><th>Preis</th></tr>\n  <tr><td>Tasse</td><td>8 €</td></tr>\n</table>',
    },
    en: {
      why: 'Screen readers read out the matching header with every data cell. Headers without data confuse, because they belong to nothing.',
      how: 'Make sure every header cell (<th>) describes data cells. Remove empty columns or rows, or turn the header into an ordinary cell.',
      before:
        '<table>\n  <tr><th>Item</th><th>Price</th><th>Discount</th></tr>\n  <tr><td>Mug</td><td>€8</td></tr>\n</table>',
      after: '<table>\n  <tr><th>Item</th><th>Price</th></tr>\n  <tr><td>Mug</td><td>€8</td></tr>\n</table>',
    },
  },
  'no-autoplay-audio': {
    de: {
      why: 'Ton, der von selbst startet, übertönt den Screenreader. Blinde Menschen hören dann nicht mehr, was auf der Seite steht, und finden den Knopf zum Abschalten kaum.',
      how: 'Starten Sie Audio und Video mit Ton nicht automatisch, oder beenden Sie den Ton nach spätestens drei Sekunden. Bieten Sie immer Bedienelemente zum Anhalten an.',
      before: '<video src="/werbung.mp4" autoplay></video>',
      after: '<video src="/werbung.mp4" controls></video>',
    },
    en: {
      why: 'Sound that starts by itself drowns out the screen reader. Blind people can no longer hear what the page says and can hardly find the button to stop it.',
      how: 'Do not start audio or video with sound automatically, or stop the sound within three seconds. Always offer controls to stop it.',
      before: '<video src="/advert.mp4" autoplay></video>',
      after: '<video src="/advert.mp4" controls></video>',
    },
  },
};
