import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Elemente, die per Tastatur den Fokus erhalten, müssen dabei sichtbar hervorgehoben sein',
    description:
      'Prüft, ob sich ein Element sichtbar verändert, wenn es per Tabulatortaste den Fokus erhält, etwa durch einen Rahmen, eine Unterstreichung oder eine andere Farbe.',
    checks: {
      'focus-visible': {
        fail: 'Erhält das Element den Fokus, ändert sich weder an ihm noch in seiner Umgebung etwas Sichtbares: Wer mit der Tastatur navigiert, sieht nicht, wo er sich befindet.',
      },
      'focus-visible-scripted': {
        incomplete:
          'Erhält das Element den Fokus, ändert sich sein Aussehen nicht, aber ein Skript verändert die Seite. Prüfen Sie, ob diese Änderung sichtbar zeigt, wo der Fokus ist.',
      },
      'focus-visible-limit': {
        incomplete:
          'Geprüft wurden die ersten {limit} Elemente, die per Tabulatortaste erreichbar sind; {skipped} weitere prüfen Sie bitte selbst.',
      },
    },
    fix: {
      why: 'Wer die Seite mit der Tastatur bedient, springt mit der Tabulatortaste von Element zu Element und muss sehen, wo er gerade ist. Ohne sichtbaren Fokus ist das wie eine Maus ohne Zeiger: Menschen, die keine Maus führen können, und sehende Screenreader-Nutzende verlieren die Orientierung.',
      how: 'Entfernen Sie den Fokusrahmen des Browsers nicht (outline: none), ohne etwas Gleichwertiges an seine Stelle zu setzen. Gestalten Sie stattdessen einen deutlichen eigenen Fokusstil mit :focus-visible, etwa einen Rahmen mit gutem Kontrast zum Hintergrund.',
      before: '<style>a:focus { outline: none; }</style>\n<a href="/angebote">Angebote der Woche</a>',
      after:
        '<style>a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }</style>\n<a href="/angebote">Angebote der Woche</a>',
    },
  },
  en: {
    help: 'Elements that receive keyboard focus must show it visibly',
    description:
      'Checks whether an element changes visibly when it receives focus with the Tab key, for example with an outline, an underline or a different colour',
    checks: {
      'focus-visible': {
        fail: 'When the element receives focus, nothing visible changes on it or around it: people who navigate by keyboard cannot see where they are',
      },
      'focus-visible-scripted': {
        incomplete:
          'When the element receives focus, its look does not change, but a script changes the page. Check whether that change visibly shows where the focus is',
      },
      'focus-visible-limit': {
        incomplete:
          'The first {limit} elements reachable with the Tab key were checked; please check the other {skipped} yourself',
      },
    },
    fix: {
      why: 'People who use the keyboard move from element to element with the Tab key and need to see where they are. Without visible focus it is like a mouse without a pointer: people who cannot use a mouse, and sighted screen reader users, lose their way.',
      how: "Do not remove the browser's focus outline (outline: none) without putting something as clear in its place. Design a distinct focus style of your own with :focus-visible instead, for example an outline with good contrast to the background.",
      before: '<style>a:focus { outline: none; }</style>\n<a href="/offers">Offers of the week</a>',
      after:
        '<style>a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }</style>\n<a href="/offers">Offers of the week</a>',
    },
  },
};
