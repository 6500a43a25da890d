import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Bei größeren Zeilen-, Absatz-, Buchstaben- und Wortabständen darf kein Text abgeschnitten werden',
    description:
      'Stellt die Abstände ein, die WCAG 1.4.12 nennt (Zeilenhöhe das 1,5-Fache, Abstand nach Absätzen das 2-Fache, Buchstaben das 0,12-Fache und Wörter das 0,16-Fache der Schriftgröße), und prüft, ob Bereiche mit overflow: hidden oder clip dann Text abschneiden.',
    checks: {
      'spacing-clipped-height': {
        fail: 'Mit größeren Textabständen passt der Text nicht mehr in die Höhe dieses Elements und wird unten abgeschnitten (overflow: hidden oder clip).',
      },
      'spacing-clipped-width': {
        fail: 'Mit größeren Textabständen passt der Text nicht mehr in die Breite dieses Elements und wird seitlich abgeschnitten (overflow: hidden oder clip).',
      },
      'spacing-ellipsis': {
        incomplete:
          'Mit größeren Textabständen wird der Text dieses Elements mit Auslassungspunkten gekürzt. Prüfen Sie, ob der volle Text anderswo erreichbar ist, etwa über einen Link.',
      },
      'spacing-linked': {
        incomplete:
          'Mit größeren Textabständen schneidet dieses Element Text ab (overflow: hidden oder clip); ein Link daneben führt vielleicht zum vollen Text. Prüfen Sie, ob der ganze Inhalt so erreichbar ist.',
      },
    },
    fix: {
      why: 'Menschen mit Leseschwäche oder Sehbehinderung stellen sich größere Zeilen-, Buchstaben- und Wortabstände ein, etwa mit einer Browsererweiterung, weil sie Text so besser lesen. Hat ein Bereich eine feste Höhe und schneidet überstehenden Text ab, fehlt ihnen dann ein Teil des Inhalts.',
      how: 'Geben Sie Textbereichen keine feste Höhe mit overflow: hidden. Nutzen Sie min-height, damit der Bereich mit dem Text wachsen kann, und prüfen Sie die Seite mit den Abständen, die WCAG 1.4.12 nennt.',
      before:
        '<p style="width: 16em; height: 2.5em; overflow: hidden; line-height: 1.2">Heute frisch: Roggenbrot, Dinkelbrötchen und Apfelkuchen.</p>',
      after:
        '<p style="width: 16em; min-height: 2.5em; line-height: 1.2">Heute frisch: Roggenbrot, Dinkelbrötchen und Apfelkuchen.</p>',
    },
  },
  en: {
    help: 'No text may be cut off with more space between lines, paragraphs, letters and words',
    description:
      'Sets the spacing WCAG 1.4.12 names (line height 1.5, space after paragraphs 2, letter spacing 0.12 and word spacing 0.16 times the font size) and checks whether boxes with overflow: hidden or clip then cut off text',
    checks: {
      'spacing-clipped-height': {
        fail: "With more text spacing, the text no longer fits this element's height and is cut off at the bottom (overflow: hidden or clip)",
      },
      'spacing-clipped-width': {
        fail: "With more text spacing, the text no longer fits this element's width and is cut off at the side (overflow: hidden or clip)",
      },
      'spacing-ellipsis': {
        incomplete:
          'With more text spacing, the text of this element is cut short with an ellipsis. Check whether the full text can be reached elsewhere, for example through a link',
      },
      'spacing-linked': {
        incomplete:
          'With more text spacing, this element cuts off text (overflow: hidden or clip); a link beside it may lead to the full text. Check whether all of the content can be reached that way',
      },
    },
    fix: {
      why: 'People with dyslexia or low vision set larger line, letter and word spacing, for example with a browser extension, because it helps them read. If an area has a fixed height and cuts off what overflows, part of the content is lost to them.',
      how: 'Do not give text areas a fixed height with overflow: hidden. Use min-height so that the area can grow with its text, and check the page with the spacing WCAG 1.4.12 names.',
      before:
        '<p style="width: 16em; height: 2.5em; overflow: hidden; line-height: 1.2">Fresh today: rye bread, spelt rolls and apple cake.</p>',
      after:
        '<p style="width: 16em; min-height: 2.5em; line-height: 1.2">Fresh today: rye bread, spelt rolls and apple cake.</p>',
    },
  },
};
