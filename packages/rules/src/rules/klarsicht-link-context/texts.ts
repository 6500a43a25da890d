import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Der Zweck eines Links muss aus seinem Text oder dessen Zusammenhang hervorgehen',
    description:
      'Findet Links mit nichtssagendem Text wie „mehr“ oder „hier klicken“, deren Zweck sich höchstens aus dem Satz, Listenpunkt oder der Tabellenzelle um sie herum ergibt.',
    checks: {
      'link-text-context': {
        incomplete:
          'Der Link heißt nur „{name}“. Prüfen Sie, ob sein Ziel aus dem Satz, Absatz, Listenpunkt oder der Tabellenzelle um ihn herum klar wird; besser ist ein Linktext, der es selbst sagt.',
      },
    },
    fix: {
      why: 'Wer mit dem Screenreader von Link zu Link springt, hört bei „Hier klicken“ nur diese beiden Worte. Nennt nicht einmal der Satz, Absatz, Listenpunkt oder die Tabellenzelle des Links sein Ziel, erfahren blinde Menschen erst nach dem Klick, wohin er führt.',
      how: 'Nennen Sie das Ziel am besten im Linktext selbst, etwa „Zur Anmeldung für das Ferienprogramm“ statt „Hier klicken“. Soll der kurze Text bleiben, muss das Ziel zumindest im selben Satz, Absatz, Listenpunkt oder in derselben Tabellenzelle stehen wie der Link, oder in der Überschrift direkt davor. Was an anderer Stelle der Seite steht, etwa in einem eigenen Absatz davor, hilft nicht, denn Screenreader lesen es beim Springen von Link zu Link nicht mit.',
      before:
        '<p>Die Anmeldung zum Ferienprogramm ist ab sofort möglich.</p>\n<p><a href="/ferienprogramm/anmeldung">Hier klicken</a></p>',
      after:
        '<p>Die Anmeldung zum Ferienprogramm ist ab sofort möglich.</p>\n<p><a href="/ferienprogramm/anmeldung">Zur Anmeldung für das Ferienprogramm</a></p>',
    },
  },
  en: {
    help: 'The purpose of a link must be clear from its text or its context',
    description:
      'Finds links with texts that say nothing, such as "more" or "click here", whose purpose can at most be told from the sentence, list item or table cell around them',
    checks: {
      'link-text-context': {
        incomplete:
          'The link is named only "{name}". Check whether its destination is clear from the sentence, paragraph, list item or table cell around it; a link text that says so itself is better',
      },
    },
    fix: {
      why: 'People who jump from link to link with a screen reader hear only the words "Click here". If not even the sentence, paragraph, list item or table cell of the link names its destination, blind people only learn where it leads after clicking it.',
      how: 'Best name the destination in the link text itself, for example "Sign up for the holiday programme" instead of "Click here". If the short text must stay, the destination must at least be named in the same sentence, paragraph, list item or table cell as the link, or in the heading right before it. What stands elsewhere on the page, such as in a paragraph of its own before the link, does not help, because screen readers do not read it out when jumping from link to link.',
      before:
        '<p>Sign-up for the holiday programme is now open.</p>\n<p><a href="/holiday-programme/sign-up">Click here</a></p>',
      after:
        '<p>Sign-up for the holiday programme is now open.</p>\n<p><a href="/holiday-programme/sign-up">Sign up for the holiday programme</a></p>',
    },
  },
};
