import type { FixGuides } from './fix-guide.js';

/**
 * How to fix: the rules of the second engine, QualWeb, which the profile wcag22aaa runs
 * (docs/decisions/017): enhanced contrast over gradients (WCAG 1.4.6), focusable content under
 * aria-hidden (4.1.2) and header cells without data cells (1.3.1). A file of their own because
 * their examples must show what axe leaves for review: where axe fails the same element for the
 * same criterion, QualWeb's finding is folded into axe's and the rule never shows.
 */
export const FIX_GUIDES_QUALWEB: FixGuides = {
  'qw-act-r76': {
    de: {
      why: 'Menschen mit Sehbehinderung und viele ältere Menschen nehmen Kontraste schwächer wahr; Text können sie nur bei erhöhtem Kontrast mühelos lesen. Auf einem Farbverlauf ändert sich der Kontrast von Stelle zu Stelle: Eine Textfarbe, die vor dem hellen Anfang des Verlaufs genügt, kann dort, wo der Hintergrund dunkler wird, zu schwach sein, und ausgerechnet dort verschwimmen dann die Buchstaben.',
      how: 'Prüfen Sie den Kontrast an jeder Stelle des Verlaufs, die hinter dem Text liegt, mindestens aber an seiner hellsten und seiner dunkelsten Farbe: Überall muss er 7 : 1 erreichen, bei großem Text (ab 18 pt oder 14 pt fett) 4,5 : 1. Im Beispiel erreicht #595959 auf Weiß 7 : 1, auf dem Grau #e0e0e0 am rechten Ende aber nur 5,3 : 1; #333333 erreicht dort 9,6 : 1. Genügt keine Textfarbe, machen Sie den Verlauf flacher oder stellen Sie den Text auf eine einfarbige Fläche.',
      before:
        '<p style="padding: 1rem; color: #595959; background: linear-gradient(to right, #ffffff, #e0e0e0)">Sommerschlussverkauf: bis zu 30 % Rabatt auf alle Gartenmöbel</p>',
      after:
        '<p style="padding: 1rem; color: #333333; background: linear-gradient(to right, #ffffff, #e0e0e0)">Sommerschlussverkauf: bis zu 30 % Rabatt auf alle Gartenmöbel</p>',
    },
    en: {
      why: 'People with low vision and many older people perceive contrast less sharply; they can only read text with ease when its contrast is enhanced. On a gradient, the contrast changes from place to place: a text colour that is enough against the light start of the gradient can be too weak where the background gets darker, and that is exactly where the letters blur.',
      how: 'Check the contrast at every point of the gradient that lies behind the text, or at least at its lightest and its darkest colour: everywhere it must reach 7:1, or 4.5:1 for large text (from 18 pt, or 14 pt bold). In the example, #595959 reaches 7:1 on white but only 5.3:1 on the grey #e0e0e0 at the right end; #333333 reaches 9.6:1 there. If no text colour is enough, make the gradient flatter or put the text on a plain background.',
      before:
        '<p style="padding: 1rem; color: #595959; background: linear-gradient(to right, #ffffff, #e0e0e0)">Summer sale: up to 30 % off all garden furniture</p>',
      after:
        '<p style="padding: 1rem; color: #333333; background: linear-gradient(to right, #ffffff, #e0e0e0)">Summer sale: up to 30 % off all garden furniture</p>',
    },
  },
  'qw-act-r13': {
    de: {
      why: 'aria-hidden="true" verbirgt ein Element samt Inhalt vor Screenreadern, aus der Tab-Reihenfolge nimmt es aber nichts heraus. Blinde Menschen, die mit der Tabulatortaste durch die Seite gehen, landen dann auf Links und Schaltflächen, die ihr Screenreader nicht kennt: Er sagt nichts oder nur Bruchstücke an, und sie wissen nicht, wo sie sind. Typisch ist ein geöffneter Dialog, hinter dem die übrige Seite nur mit aria-hidden verborgen ist. Dann geraten auch sehende Tastaturnutzende mit dem Fokus hinter den Dialog, auf Inhalte, die er verdeckt.',
      how: 'Was vor Screenreadern verborgen ist, darf auch per Tastatur nicht erreichbar sein. Öffnet sich ein Dialog, setzen Sie auf die übrige Seite statt aria-hidden das Attribut inert: Es nimmt ihre Inhalte aus der Tab-Reihenfolge und verbirgt sie zugleich vor Screenreadern. Entfernen Sie es wieder, sobald der Dialog schließt; ein <dialog>, das Sie mit showModal() öffnen, erledigt beides von selbst. Trägt ein einzelnes Bedienelement aria-hidden, entfernen Sie das Attribut, wenn das Element bedient werden soll, und nehmen Sie es andernfalls mit tabindex="-1" aus der Tab-Reihenfolge. aria-hidden="false" auf einem inneren Element hebt die Verbergung nicht auf.',
      before:
        '<main aria-hidden="true">\n  <h1>Unser Sortiment</h1>\n  <a href="/angebote">Zu den Angeboten</a>\n</main>\n<div role="dialog" aria-modal="true" aria-labelledby="cookie-titel">\n  <h2 id="cookie-titel">Cookie-Einstellungen</h2>\n  <button>Alle akzeptieren</button>\n</div>',
      after:
        '<main inert>\n  <h1>Unser Sortiment</h1>\n  <a href="/angebote">Zu den Angeboten</a>\n</main>\n<div role="dialog" aria-modal="true" aria-labelledby="cookie-titel">\n  <h2 id="cookie-titel">Cookie-Einstellungen</h2>\n  <button>Alle akzeptieren</button>\n</div>',
    },
    en: {
      why: 'aria-hidden="true" hides an element and its content from screen readers, but it takes nothing out of the tab order. Blind people who move through the page with the Tab key then land on links and buttons their screen reader does not know: it says nothing or only fragments, and they cannot tell where they are. A typical case is an open dialog behind which the rest of the page is hidden only with aria-hidden. Sighted keyboard users, too, then move the focus behind the dialog, onto content it covers.',
      how: 'What is hidden from screen readers must not be reachable with the keyboard either. When a dialog opens, put the inert attribute on the rest of the page instead of aria-hidden: it takes the content out of the tab order and hides it from screen readers as well. Remove it as soon as the dialog closes; a <dialog> opened with showModal() does both for you. If a single control carries aria-hidden, remove the attribute if the control is meant to be used, and otherwise take it out of the tab order with tabindex="-1". aria-hidden="false" on an element inside does not undo the hiding.',
      before:
        '<main aria-hidden="true">\n  <h1>Our range</h1>\n  <a href="/offers">See our offers</a>\n</main>\n<div role="dialog" aria-modal="true" aria-labelledby="cookie-title">\n  <h2 id="cookie-title">Cookie settings</h2>\n  <button>Accept all</button>\n</div>',
      after:
        '<main inert>\n  <h1>Our range</h1>\n  <a href="/offers">See our offers</a>\n</main>\n<div role="dialog" aria-modal="true" aria-labelledby="cookie-title">\n  <h2 id="cookie-title">Cookie settings</h2>\n  <button>Accept all</button>\n</div>',
    },
  },
  'qw-act-r39': {
    de: {
      why: 'Screenreader lesen in einer Tabelle zu jeder Zelle die Überschrift ihrer Spalte oder Zeile vor; so wissen blinde Menschen, was eine Angabe bedeutet. Gehört zu einer Kopfzelle keine einzige Datenzelle, stimmt der Aufbau der Tabelle nicht: Oft fehlen in den Zeilen Zellen, oder Angaben sind in die falsche Spalte gerutscht. Blinde Menschen hören dann von einer Spalte „Ort“, finden darin aber keinen einzigen Ort und können nicht erkennen, ob die Angabe fehlt oder die Tabelle falsch aufgebaut ist.',
      how: 'Geben Sie jeder Zeile für jede Spalte eine Zelle, auch wenn es für eine Zeile keine Angabe gibt; die Zelle bleibt dann leer oder nennt den Grund, etwa „entfällt“. Gibt es für eine Spalte gar keine Angaben, lassen Sie sie ganz weg, statt nur ihre Überschrift stehen zu lassen. Eine Überschrift für die ganze Tabelle gehört in <caption>, nicht in eine Kopfzelle. Verweisen Datenzellen mit dem Attribut headers auf ihre Kopfzellen, braucht jede Kopfzelle eine id, die dort genannt wird.',
      before:
        '<table>\n  <caption>Kurse im Mai</caption>\n  <tr><th>Kurs</th><th>Termin</th><th>Ort</th></tr>\n  <tr><td>Yoga</td><td>Montag, 18 Uhr</td></tr>\n  <tr><td>Pilates</td><td>Mittwoch, 19 Uhr</td></tr>\n</table>',
      after:
        '<table>\n  <caption>Kurse im Mai</caption>\n  <tr><th>Kurs</th><th>Termin</th><th>Ort</th></tr>\n  <tr><td>Yoga</td><td>Montag, 18 Uhr</td><td>Saal 2</td></tr>\n  <tr><td>Pilates</td><td>Mittwoch, 19 Uhr</td><td>Saal 1</td></tr>\n</table>',
    },
    en: {
      why: 'In a table, screen readers read out the header of its column or row with each cell; that is how blind people know what a value means. If a header cell has not a single data cell, the table is built wrongly: often rows lack cells, or values have slipped into the wrong column. Blind people then hear of a column "Room" but never find a room in it, and cannot tell whether the value is missing or the table is built wrongly.',
      how: 'Give every row a cell for every column, even where a row has no value; the cell then stays empty or gives the reason, such as "none". If a column has no values at all, leave it out altogether instead of keeping only its header. A heading for the whole table belongs in <caption>, not in a header cell. If data cells point to their header cells with the headers attribute, every header cell needs an id that is named there.',
      before:
        '<table>\n  <caption>Courses in May</caption>\n  <tr><th>Course</th><th>Time</th><th>Room</th></tr>\n  <tr><td>Yoga</td><td>Monday, 6 pm</td></tr>\n  <tr><td>Pilates</td><td>Wednesday, 7 pm</td></tr>\n</table>',
      after:
        '<table>\n  <caption>Courses in May</caption>\n  <tr><th>Course</th><th>Time</th><th>Room</th></tr>\n  <tr><td>Yoga</td><td>Monday, 6 pm</td><td>Room 2</td></tr>\n  <tr><td>Pilates</td><td>Wednesday, 7 pm</td><td>Room 1</td></tr>\n</table>',
    },
  },
};
