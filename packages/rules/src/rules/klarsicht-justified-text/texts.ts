import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Textblöcke sollten nicht im Blocksatz stehen',
    description:
      'Findet Textblöcke mit text-align: justify. Blocksatz reißt ungleiche Lücken zwischen Wörtern, die Menschen mit Leseschwierigkeiten den Text schwer lesbar machen (WCAG 1.4.8, Stufe AAA).',
    checks: {
      'text-justified': {
        fail: 'Dieser Textblock steht im Blocksatz (text-align: justify). Setzen Sie ihn linksbündig.',
      },
    },
    fix: {
      why: 'Im Blocksatz verteilt der Browser den Platz jeder Zeile auf die Wortabstände, sodass ungleich große Lücken entstehen, die sich oft zu senkrechten „Gassen“ durch den Absatz verbinden. Menschen mit Leseschwäche, etwa Legasthenie, verlieren dabei leichter die Zeile und lesen langsamer, und bei starker Vergrößerung werden die Lücken noch größer.',
      how: 'Setzen Sie Fließtext linksbündig (text-align: left, oder start auf Seiten mit Sprachen, die von rechts nach links laufen) statt im Blocksatz (text-align: justify). Suchen Sie auch in den Stylesheets von Vorlagen und Redaktionssystemen nach justify, etwa in Klassen wie „text-justify“ oder in Absatzformaten des Editors. Silbentrennung (hyphens: auto) mildert die Lücken, genügt für WCAG 1.4.8 aber nicht.',
      before:
        '<p style="text-align: justify">Die Stadtbibliothek bietet ab Herbst wieder Lesekurse für Erwachsene an. Die Kurse finden jeden Dienstagabend im Lesesaal statt und sind kostenlos.</p>',
      after:
        '<p style="text-align: left">Die Stadtbibliothek bietet ab Herbst wieder Lesekurse für Erwachsene an. Die Kurse finden jeden Dienstagabend im Lesesaal statt und sind kostenlos.</p>',
    },
  },
  en: {
    help: 'Blocks of text should not be justified',
    description:
      'Finds blocks of text with text-align: justify. Justified text leaves uneven gaps between words that make it hard to read for people with reading difficulties (WCAG 1.4.8, level AAA)',
    checks: {
      'text-justified': {
        fail: 'This block of text is justified (text-align: justify). Align it to the left',
      },
    },
    fix: {
      why: 'In justified text the browser spreads the spare room of each line over the spaces between words, leaving gaps of uneven size that often join into vertical "rivers" through the paragraph. People with reading difficulties such as dyslexia lose their line more easily and read more slowly, and when the page is zoomed in a lot, the gaps grow even wider.',
      how: 'Align body text to the left (text-align: left, or start on pages with languages that run from right to left) instead of justifying it (text-align: justify). Look for justify in the style sheets of templates and content management systems too, for example in classes such as "text-justify" or in the paragraph styles of the editor. Hyphenation (hyphens: auto) softens the gaps but is not enough for WCAG 1.4.8.',
      before:
        '<p style="text-align: justify">The city library is offering reading courses for adults again from autumn. The courses take place every Tuesday evening in the reading room and are free of charge.</p>',
      after:
        '<p style="text-align: left">The city library is offering reading courses for adults again from autumn. The courses take place every Tuesday evening in the reading room and are free of charge.</p>',
    },
  },
};
