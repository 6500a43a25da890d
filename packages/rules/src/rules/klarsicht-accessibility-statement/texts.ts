import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Die Seite muss auf eine Erklärung zur Barrierefreiheit verweisen',
    description:
      'Prüft, ob die Seite auf eine Erklärung zur Barrierefreiheit verlinkt (Informationen darüber, wie der Dienst die Barrierefreiheitsanforderungen erfüllt) oder selbst diese Erklärung ist.',
    checks: {
      'accessibility-statement-link': {
        fail: 'Auf der Seite wurde kein Link zu einer Erklärung zur Barrierefreiheit („Erklärung zur Barrierefreiheit“, „Accessibility statement“) gefunden.',
      },
      'accessibility-statement-language': {
        incomplete: {
          default:
            'Auf der Seite wurde kein Link zu einer Erklärung zur Barrierefreiheit gefunden. Die Seite ist auf {languageDe} geschrieben, und für diese Sprache kennen wir die üblichen Bezeichnungen der Erklärung nicht. Prüfen Sie bitte selbst, ob die Seite auf ihre Erklärung zur Barrierefreiheit verweist.',
          unknown:
            'Auf der Seite wurde kein Link zu einer Erklärung zur Barrierefreiheit gefunden. In welcher Sprache die Seite geschrieben ist, ließ sich nicht feststellen (kein lang-Attribut und zu wenig Text), und die üblichen Bezeichnungen der Erklärung kennen wir nur in den Amtssprachen der EU. Prüfen Sie bitte selbst, ob die Seite auf ihre Erklärung zur Barrierefreiheit verweist.',
        },
      },
    },
    fix: {
      why: 'Menschen mit Behinderungen müssen erfahren können, wie barrierefrei Ihr Angebot ist und wo es Barrieren gibt. Das BFSG verpflichtet Anbieter von Dienstleistungen, diese Informationen zu veröffentlichen (§ 14 BFSG).',
      how: 'Veröffentlichen Sie eine Erklärung zur Barrierefreiheit und verlinken Sie sie von jeder Seite aus, am besten im Fußbereich neben Impressum und Datenschutz.',
      before: '<footer>\n  <a href="/impressum">Impressum</a>\n</footer>',
      after:
        '<footer>\n  <a href="/impressum">Impressum</a>\n  <a href="/barrierefreiheit">Erklärung zur Barrierefreiheit</a>\n</footer>',
    },
  },
  en: {
    help: 'Page must link to an accessibility statement',
    description:
      'Ensures the page links to an accessibility statement (information on how the service meets the accessibility requirements), or is that statement',
    checks: {
      'accessibility-statement-link': {
        fail: 'No link to an accessibility statement ("Erklärung zur Barrierefreiheit", "Accessibility statement") was found on the page',
      },
      'accessibility-statement-language': {
        incomplete: {
          default:
            'No link to an accessibility statement was found on the page. The page is written in {languageEn}, a language whose usual names for the statement we do not know. Please check yourself whether the page links to its accessibility statement',
          unknown:
            'No link to an accessibility statement was found on the page. The language the page is written in could not be told (no lang attribute and too little text), and we know the usual names for the statement only in the official languages of the EU. Please check yourself whether the page links to its accessibility statement',
        },
      },
    },
    fix: {
      why: 'People with disabilities must be able to learn how accessible your service is and where barriers remain. The BFSG obliges service providers to publish this information (Section 14 BFSG).',
      how: 'Publish an accessibility statement and link to it from every page, best in the footer next to the legal notice and the privacy policy.',
      before: '<footer>\n  <a href="/legal-notice">Legal notice</a>\n</footer>',
      after:
        '<footer>\n  <a href="/legal-notice">Legal notice</a>\n  <a href="/accessibility">Accessibility statement</a>\n</footer>',
    },
  },
};
