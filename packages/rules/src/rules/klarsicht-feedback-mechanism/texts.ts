import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Die Seite muss eine Möglichkeit bieten, Rückmeldung zu geben oder Hilfe zu erhalten',
    description:
      'Prüft, ob die Seite einen Weg bietet, Barrieren zu melden: einen E-Mail-Link, einen Link zu Kontakt oder Feedback oder ein Formular für eine Nachricht.',
    checks: {
      'feedback-mail-link': {
        fail: 'Auf der Seite wurde kein E-Mail-Link gefunden.',
      },
      'feedback-contact-link': {
        fail: 'Auf der Seite wurde kein Link zu einer Kontakt-, Feedback- oder Hilfeseite gefunden.',
      },
      'feedback-form': {
        fail: 'Auf der Seite wurde kein Formular für eine Nachricht gefunden.',
      },
      'feedback-language': {
        incomplete: {
          default:
            'Auf der Seite wurde kein E-Mail-Link, kein Formular für eine Nachricht und kein Link gefunden, der nach einer Kontakt- oder Feedbackseite klingt. Die Seite ist aber auf {languageDe} geschrieben, und für diese Sprache kennen wir die üblichen Wörter nicht. Prüfen Sie bitte selbst, ob die Seite einen Weg bietet, Barrieren zu melden.',
          unknown:
            'Auf der Seite wurde kein E-Mail-Link, kein Formular für eine Nachricht und kein Link gefunden, der nach einer Kontakt- oder Feedbackseite klingt. In welcher Sprache die Seite geschrieben ist, ließ sich aber nicht feststellen (kein lang-Attribut und zu wenig Text), und die üblichen Wörter kennen wir nur in den Amtssprachen der EU. Prüfen Sie bitte selbst, ob die Seite einen Weg bietet, Barrieren zu melden.',
        },
      },
    },
    fix: {
      why: 'Wer auf eine Barriere stößt, braucht einen Weg, sie zu melden und Hilfe zu bekommen. Fehlt er, bleiben Barrieren unbemerkt, und Betroffene können den Dienst nicht nutzen.',
      how: 'Bieten Sie auf jeder Seite einen leicht zu findenden Kontaktweg an, etwa einen E-Mail-Link oder einen Link zu einem Kontakt- oder Feedbackformular, und nennen Sie ihn auch in der Erklärung zur Barrierefreiheit.',
      before: '<footer>\n  <a href="/impressum">Impressum</a>\n</footer>',
      after:
        '<footer>\n  <a href="/impressum">Impressum</a>\n  <a href="mailto:barrierefreiheit@example.de">Barriere melden</a>\n</footer>',
    },
  },
  en: {
    help: 'Page must offer a way to give feedback or get support',
    description:
      'Ensures the page offers a way to report accessibility problems: an e-mail link, a contact or feedback link, or a message form',
    checks: {
      'feedback-mail-link': {
        fail: 'No e-mail link was found on the page',
      },
      'feedback-contact-link': {
        fail: 'No link to a contact, feedback or support page was found',
      },
      'feedback-form': {
        fail: 'No form with a message field was found',
      },
      'feedback-language': {
        incomplete: {
          default:
            'No e-mail link, no message form and no link that sounds like a contact or feedback page was found on the page. But the page is written in {languageEn}, a language whose usual words for these we do not know. Please check yourself whether the page offers a way to report barriers',
          unknown:
            'No e-mail link, no message form and no link that sounds like a contact or feedback page was found on the page. But the language the page is written in could not be told (no lang attribute and too little text), and we know the usual words only in the official languages of the EU. Please check yourself whether the page offers a way to report barriers',
        },
      },
    },
    fix: {
      why: 'Anyone who meets a barrier needs a way to report it and get help. Without one, barriers go unnoticed and the people affected cannot use the service.',
      how: 'Offer an easy-to-find way to get in touch on every page, such as an e-mail link or a link to a contact or feedback form, and name it in the accessibility statement too.',
      before: '<footer>\n  <a href="/legal-notice">Legal notice</a>\n</footer>',
      after:
        '<footer>\n  <a href="/legal-notice">Legal notice</a>\n  <a href="mailto:accessibility@example.com">Report a barrier</a>\n</footer>',
    },
  },
};
