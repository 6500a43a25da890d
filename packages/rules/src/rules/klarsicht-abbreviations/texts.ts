import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Abkürzungen sollen erklärt sein',
    description:
      'Sucht Abkürzungen aus Großbuchstaben, die auf der Seite nirgends ausgeschrieben sind, weder mit <abbr title> noch in Klammern daneben.',
    checks: {
      'abbreviation-unexplained': {
        incomplete:
          'Die Abkürzung „{abbreviation}“ ist auf der Seite nirgends ausgeschrieben. Prüfen Sie, ob Ihre Leserinnen und Leser sie kennen, oder schreiben Sie sie beim ersten Vorkommen aus.',
      },
    },
    fix: {
      why: 'Eine Abkürzung, die nirgends erklärt ist, verstehen viele nicht: Menschen mit Leseschwierigkeiten oder kognitiven Einschränkungen, Menschen, die Deutsch als Fremdsprache lesen, und alle, die das Fachgebiet nicht kennen. Sie verlieren den Faden oder müssen die Bedeutung anderswo nachschlagen.',
      how: 'Schreiben Sie eine Abkürzung beim ersten Vorkommen auf der Seite aus und setzen Sie sie in Klammern dahinter, etwa „Barrierefreiheitsstärkungsgesetz (BFSG)“; das hilft allen, ob mit Maus, Tastatur oder Screenreader. Alternativ verlinken Sie auf ein Glossar, das die Abkürzung erklärt. Das Element <abbr> mit title-Attribut hilft nur zum Teil, denn den Titel sieht nur, wer mit der Maus darüberfährt, und nicht alle Screenreader lesen ihn vor.',
      before: '<p>Seit Juni 2025 gilt für viele Online-Shops das BFSG.</p>',
      after: '<p>Seit Juni 2025 gilt für viele Online-Shops das Barrierefreiheitsstärkungsgesetz (BFSG).</p>',
    },
  },
  en: {
    help: 'Abbreviations should be explained',
    description:
      'Looks for abbreviations in capitals that are written out nowhere on the page, neither with <abbr title> nor in brackets beside them',
    checks: {
      'abbreviation-unexplained': {
        incomplete:
          'The abbreviation "{abbreviation}" is written out nowhere on the page. Check whether your readers know it, or write it out where it first appears',
      },
    },
    fix: {
      why: 'Many people do not understand an abbreviation that is explained nowhere: people with reading difficulties or cognitive impairments, people reading English as a foreign language, and anyone who does not know the field. They lose the thread or have to look up the meaning elsewhere.',
      how: 'Write an abbreviation out where it first appears on the page and put it in brackets after it, for example "European Accessibility Act (EAA)"; that helps everyone, whether they use a mouse, a keyboard or a screen reader. Alternatively, link to a glossary that explains the abbreviation. The <abbr> element with a title attribute only helps in part, because only people who move the mouse over it see the title, and not all screen readers read it out.',
      before: '<p>Since June 2025, many online shops must meet the requirements of the EAA.</p>',
      after:
        '<p>Since June 2025, many online shops must meet the requirements of the European Accessibility Act (EAA).</p>',
    },
  },
};
