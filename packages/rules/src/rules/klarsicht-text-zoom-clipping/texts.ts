import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Bei auf 200 % vergrößerter Seite darf kein Text abgeschnitten werden',
    description:
      'Vergrößert die Seite auf 200 %, wie es der Zoom eines Browsers tut, und prüft, ob Bereiche mit overflow: hidden oder clip dann Text abschneiden, den sie bei 100 % ganz zeigen.',
    checks: {
      'zoom-clipped-height': {
        fail: 'Bei auf 200 % vergrößerter Seite passt der Text nicht mehr in die Höhe dieses Elements und wird unten abgeschnitten (overflow: hidden oder clip).',
      },
      'zoom-clipped-width': {
        fail: 'Bei auf 200 % vergrößerter Seite passt der Text nicht mehr in die Breite dieses Elements und wird seitlich abgeschnitten (overflow: hidden oder clip).',
      },
      'zoom-ellipsis': {
        incomplete:
          'Bei auf 200 % vergrößerter Seite wird der Text dieses Elements mit Auslassungspunkten gekürzt. Prüfen Sie, ob der volle Text anderswo erreichbar ist, etwa über einen Link.',
      },
      'zoom-linked': {
        incomplete:
          'Bei auf 200 % vergrößerter Seite schneidet dieses Element Text ab (overflow: hidden oder clip); ein Link daneben führt vielleicht zum vollen Text. Prüfen Sie, ob der ganze Inhalt so erreichbar ist.',
      },
    },
    fix: {
      why: 'Menschen mit Sehbehinderung vergrößern die Seite mit dem Zoom des Browsers. Hat ein Bereich eine feste Höhe und overflow: hidden, bricht sein Text bei 200 % in mehr Zeilen um, als hineinpassen, und der Rest verschwindet ohne Hinweis.',
      how: 'Geben Sie Textbereichen keine feste Höhe, oder nehmen Sie min-height statt height, damit der Bereich mit dem Text wächst. Muss ein Bereich begrenzt bleiben, lassen Sie ihn mit overflow: auto scrollen, statt den Überlauf abzuschneiden. Prüfen Sie die Seite selbst bei 200 % Zoom.',
      before:
        '<p style="height: 24px; line-height: 20px; overflow: hidden">Unsere Bibliothek in der Altstadt hat montags bis freitags von neun Uhr morgens bis sechs Uhr abends für Sie geöffnet.</p>',
      after:
        '<p style="min-height: 24px; line-height: 20px">Unsere Bibliothek in der Altstadt hat montags bis freitags von neun Uhr morgens bis sechs Uhr abends für Sie geöffnet.</p>',
    },
  },
  en: {
    help: 'No text may be cut off when the page is zoomed to 200 %',
    description:
      'Zooms the page to 200 %, as a browser does, and checks whether boxes with overflow: hidden or clip then cut off text they show in full at 100 %',
    checks: {
      'zoom-clipped-height': {
        fail: "With the page zoomed to 200 %, the text no longer fits this element's height and is cut off at the bottom (overflow: hidden or clip)",
      },
      'zoom-clipped-width': {
        fail: "With the page zoomed to 200 %, the text no longer fits this element's width and is cut off at the side (overflow: hidden or clip)",
      },
      'zoom-ellipsis': {
        incomplete:
          'With the page zoomed to 200 %, the text of this element is cut short with an ellipsis. Check whether the full text can be reached elsewhere, for example through a link',
      },
      'zoom-linked': {
        incomplete:
          'With the page zoomed to 200 %, this element cuts off text (overflow: hidden or clip); a link beside it may lead to the full text. Check whether all of the content can be reached that way',
      },
    },
    fix: {
      why: "People with low vision enlarge pages with the browser's zoom. If a box has a fixed height and overflow: hidden, its text wraps into more lines at 200 % than fit, and the rest disappears without a trace.",
      how: 'Do not give text boxes a fixed height, or use min-height instead of height so that the box grows with its text. If a box must stay limited, let it scroll with overflow: auto instead of cutting off the overflow. Check the page yourself at 200 % zoom.',
      before:
        '<p style="height: 24px; line-height: 20px; overflow: hidden">Our library in the old town is open from nine in the morning to six in the evening, Monday to Friday.</p>',
      after:
        '<p style="min-height: 24px; line-height: 20px">Our library in the old town is open from nine in the morning to six in the evening, Monday to Friday.</p>',
    },
  },
};
