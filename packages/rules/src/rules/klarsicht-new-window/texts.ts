import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Links, die ein neues Fenster oder einen neuen Tab öffnen, sollen das ankündigen',
    description:
      'Prüft, ob Links mit target="_blank" in ihrem Namen, Titel oder ihrer Beschreibung sagen, dass sie ein neues Fenster oder einen neuen Tab öffnen.',
    checks: {
      'link-new-window': {
        fail: 'Der Link öffnet ein neues Fenster oder einen neuen Tab, sagt das aber nicht: Wer das neue Fenster nicht sieht, findet mit „Zurück“ nicht zur Seite zurück.',
      },
    },
    fix: {
      why: 'Öffnet ein Link ohne Ankündigung ein neues Fenster oder einen neuen Tab, bemerken das blinde Menschen und Menschen, die die Seite stark vergrößern, oft nicht. Die Schaltfläche „Zurück“ des Browsers führt dann nicht mehr zur vorigen Seite, und auch Menschen mit kognitiven Einschränkungen verwirrt der unerwartete Wechsel.',
      how: 'Öffnen Sie Links am besten im selben Fenster und lassen Sie target="_blank" weg; wer ein neues Fenster möchte, kann das selbst wählen. Muss sich doch ein neues Fenster öffnen, etwa weil sonst eine Formulareingabe verloren ginge, sagen Sie es im Linktext, zum Beispiel mit „(öffnet in neuem Fenster)“. Ein Symbol genügt nur mit einem Alternativtext, der das sagt, und ein title-Attribut allein sehen Tastatur- und Touch-Nutzende nicht.',
      before: '<a href="https://www.openstreetmap.org/" target="_blank">Anfahrt auf OpenStreetMap</a>',
      after:
        '<a href="https://www.openstreetmap.org/" target="_blank">Anfahrt auf OpenStreetMap (öffnet in neuem Fenster)</a>',
    },
  },
  en: {
    help: 'Links that open a new window or tab should say so',
    description:
      'Checks whether links with target="_blank" say in their name, title or description that they open a new window or tab',
    checks: {
      'link-new-window': {
        fail: 'The link opens a new window or tab without saying so: people who do not see the new window cannot get back with "Back"',
      },
    },
    fix: {
      why: 'If a link opens a new window or tab without warning, blind people and people who zoom the page in a lot often do not notice. The browser\'s "Back" button then no longer leads to the previous page, and the unexpected switch confuses people with cognitive impairments too.',
      how: 'Best open links in the same window and leave out target="_blank"; people who want a new window can choose one themselves. If a new window must open, for example because form input would otherwise be lost, say so in the link text, such as "(opens in a new window)". An icon is only enough with an alternative text that says so, and keyboard and touch users never see a title attribute on its own.',
      before: '<a href="https://www.openstreetmap.org/" target="_blank">Directions on OpenStreetMap</a>',
      after:
        '<a href="https://www.openstreetmap.org/" target="_blank">Directions on OpenStreetMap (opens in a new window)</a>',
    },
  },
};
