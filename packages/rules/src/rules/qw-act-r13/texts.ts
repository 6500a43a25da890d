import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Mit aria-hidden verborgene Elemente dürfen nichts enthalten, was per Tabulatortaste erreichbar ist',
    description:
      'Prüft mit QualWeb, ob Elemente mit aria-hidden="true" selbst fokussierbar sind oder fokussierbare Elemente enthalten, auch außerhalb des sichtbaren Bereichs. Tastaturnutzende landen dort auf einem Element, das Screenreader nicht kennen.',
    checks: {
      'qw-act-r13': {
        fail: {
          default:
            'Das Element ist vor Screenreadern verborgen, enthält aber Elemente, die per Tabulatortaste den Fokus erhalten.',
          F2: 'Das Element ist vor Screenreadern verborgen, erhält aber selbst per Tabulatortaste den Fokus.',
        },
      },
    },
    fix: {
      why: 'aria-hidden="true" verbirgt ein Element samt Inhalt vor Screenreadern, aus der Tab-Reihenfolge nimmt es aber nichts heraus. Blinde Menschen, die mit der Tabulatortaste durch die Seite gehen, landen dann auf Links und Schaltflächen, die ihr Screenreader nicht kennt: Er sagt nichts oder nur Bruchstücke an, und sie wissen nicht, wo sie sind. Typisch ist ein geöffneter Dialog, hinter dem die übrige Seite nur mit aria-hidden verborgen ist. Dann geraten auch sehende Tastaturnutzende mit dem Fokus hinter den Dialog, auf Inhalte, die er verdeckt.',
      how: 'Was vor Screenreadern verborgen ist, darf auch per Tastatur nicht erreichbar sein. Öffnet sich ein Dialog, setzen Sie auf die übrige Seite statt aria-hidden das Attribut inert: Es nimmt ihre Inhalte aus der Tab-Reihenfolge und verbirgt sie zugleich vor Screenreadern. Entfernen Sie es wieder, sobald der Dialog schließt; ein <dialog>, das Sie mit showModal() öffnen, erledigt beides von selbst. Trägt ein einzelnes Bedienelement aria-hidden, entfernen Sie das Attribut, wenn das Element bedient werden soll, und nehmen Sie es andernfalls mit tabindex="-1" aus der Tab-Reihenfolge. aria-hidden="false" auf einem inneren Element hebt die Verbergung nicht auf.',
      before:
        '<main aria-hidden="true">\n  <h1>Unser Sortiment</h1>\n  <a href="/angebote">Zu den Angeboten</a>\n</main>\n<div role="dialog" aria-modal="true" aria-labelledby="cookie-titel">\n  <h2 id="cookie-titel">Cookie-Einstellungen</h2>\n  <button>Alle akzeptieren</button>\n</div>',
      after:
        '<main inert>\n  <h1>Unser Sortiment</h1>\n  <a href="/angebote">Zu den Angeboten</a>\n</main>\n<div role="dialog" aria-modal="true" aria-labelledby="cookie-titel">\n  <h2 id="cookie-titel">Cookie-Einstellungen</h2>\n  <button>Alle akzeptieren</button>\n</div>',
    },
  },
  en: {
    help: 'Elements hidden with aria-hidden must not contain anything reachable with the Tab key',
    description:
      'Checks with QualWeb whether elements with aria-hidden="true" are focusable themselves or contain focusable elements, off screen included. Keyboard users land on an element that screen readers do not know',
    checks: {
      'qw-act-r13': {
        fail: {
          default:
            'The element is hidden from screen readers but contains elements that receive focus with the Tab key',
          F2: 'The element is hidden from screen readers but receives focus with the Tab key itself',
        },
      },
    },
    fix: {
      why: 'aria-hidden="true" hides an element and its content from screen readers, but it takes nothing out of the tab order. Blind people who move through the page with the Tab key then land on links and buttons their screen reader does not know: it says nothing or only fragments, and they cannot tell where they are. A typical case is an open dialog behind which the rest of the page is hidden only with aria-hidden. Sighted keyboard users, too, then move the focus behind the dialog, onto content it covers.',
      how: 'What is hidden from screen readers must not be reachable with the keyboard either. When a dialog opens, put the inert attribute on the rest of the page instead of aria-hidden: it takes the content out of the tab order and hides it from screen readers as well. Remove it as soon as the dialog closes; a <dialog> opened with showModal() does both for you. If a single control carries aria-hidden, remove the attribute if the control is meant to be used, and otherwise take it out of the tab order with tabindex="-1". aria-hidden="false" on an element inside does not undo the hiding.',
      before:
        '<main aria-hidden="true">\n  <h1>Our range</h1>\n  <a href="/offers">See our offers</a>\n</main>\n<div role="dialog" aria-modal="true" aria-labelledby="cookie-title">\n  <h2 id="cookie-title">Cookie settings</h2>\n  <button>Accept all</button>\n</div>',
      after:
        '<main inert>\n  <h1>Our range</h1>\n  <a href="/offers">See our offers</a>\n</main>\n<div role="dialog" aria-modal="true" aria-labelledby="cookie-title">\n  <h2 id="cookie-title">Cookie settings</h2>\n  <button>Accept all</button>\n</div>',
    },
  },
};
