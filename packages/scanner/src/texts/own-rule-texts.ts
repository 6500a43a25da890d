import type { Language } from '@klarsicht/report';
import type { CheckMessage } from './check-message.js';

export interface RuleTexts {
  /** The rule as a short requirement: the title of its findings. */
  help: string;
  /** What the rule checks, in one sentence. */
  description: string;
}

export interface OwnRuleTexts extends RuleTexts {
  /** Messages of the rule's checks (ids as in the nodes' `checks`), by outcome. */
  checks: Record<string, { fail: CheckMessage }>;
}

/** Our own rules' texts, German and English; the rules take their English from here. */
export const OWN_RULE_TEXTS = {
  'klarsicht-accessibility-statement': {
    de: {
      help: 'Die Seite muss auf eine Erklärung zur Barrierefreiheit verweisen',
      description:
        'Prüft, ob die Seite auf eine Erklärung zur Barrierefreiheit verlinkt (Informationen darüber, wie der Dienst die Barrierefreiheitsanforderungen erfüllt) oder selbst diese Erklärung ist.',
      checks: {
        'accessibility-statement-link': {
          fail: 'Auf der Seite wurde kein Link zu einer Erklärung zur Barrierefreiheit („Erklärung zur Barrierefreiheit“, „Accessibility statement“) gefunden.',
        },
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
      },
    },
  },
  'klarsicht-feedback-mechanism': {
    de: {
      help: 'Die Seite muss eine Möglichkeit bieten, Rückmeldung zu geben oder Hilfe zu erhalten',
      description:
        'Prüft, ob die Seite einen Weg bietet, Barrieren zu melden: einen E-Mail-Link, einen Link zu Kontakt oder Feedback oder ein Formular für eine Nachricht.',
      checks: {
        'feedback-mail-link': { fail: 'Auf der Seite wurde kein E-Mail-Link gefunden.' },
        'feedback-contact-link': {
          fail: 'Auf der Seite wurde kein Link zu einer Kontakt-, Feedback- oder Hilfeseite gefunden.',
        },
        'feedback-form': { fail: 'Auf der Seite wurde kein Formular für eine Nachricht gefunden.' },
      },
    },
    en: {
      help: 'Page must offer a way to give feedback or get support',
      description:
        'Ensures the page offers a way to report accessibility problems: an e-mail link, a contact or feedback link, or a message form',
      checks: {
        'feedback-mail-link': { fail: 'No e-mail link was found on the page' },
        'feedback-contact-link': { fail: 'No link to a contact, feedback or support page was found' },
        'feedback-form': { fail: 'No form with a message field was found' },
      },
    },
  },
} satisfies Record<string, Record<Language, OwnRuleTexts>>;

/** Our rules' texts by rule id, for lookups by a finding's rule id. */
export const OWN_RULE_TEXTS_BY_ID: Readonly<Record<string, Record<Language, OwnRuleTexts> | undefined>> =
  OWN_RULE_TEXTS;
