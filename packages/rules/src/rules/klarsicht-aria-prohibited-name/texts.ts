import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Elemente, deren Rolle keinen Namen erlaubt, dürfen kein aria-label, aria-labelledby und keine Rollenbeschreibung tragen',
    description:
      'Prüft, ob Namen (aria-label, aria-labelledby, aria-braillelabel) und Rollenbeschreibungen (aria-roledescription) nur an Elementen stehen, deren Rolle sie erlaubt. An einem <div>, <span> oder <p> übergehen Screenreader sie.',
    checks: {
      'aria-prohibited-name': {
        fail: 'Das Element hat die Rolle „{role}“, die {attributes} nicht erlaubt: Screenreader lesen den Inhalt dieser Attribute nicht vor.',
      },
    },
    fix: {
      why: 'Screenreader lesen aria-label an einem <div>, <span> oder <p> nicht vor, denn diese Elemente haben keine Rolle, die einen Namen trägt. Was nur im aria-label steht, etwa ein früherer Preis, erfahren blinde Menschen nie.',
      how: 'Schreiben Sie die Information als Text in das Element, bei Bedarf für Sehende versteckt mit einer Klasse wie „visually-hidden“. Soll das Element wirklich einen Namen haben, geben Sie ihm eine passende Rolle oder nehmen Sie ein Element, das eine hat.',
      before: '<div aria-label="Früher 100 Euro, jetzt 1 Euro"><s>100 €</s> / <b>1 €</b></div>',
      after: '<div><s>100 €</s> / <b>1 €</b> (früher 100 Euro, jetzt 1 Euro)</div>',
    },
  },
  en: {
    help: 'Elements whose role prohibits a name must not carry aria-label, aria-labelledby or a role description',
    description:
      'Ensures that names (aria-label, aria-labelledby, aria-braillelabel) and role descriptions (aria-roledescription) appear only on elements whose role allows them. On a <div>, <span> or <p>, screen readers skip them',
    checks: {
      'aria-prohibited-name': {
        fail: 'The element has the role "{role}", which does not allow {attributes}: screen readers do not read out what these attributes say',
      },
    },
    fix: {
      why: 'Screen readers do not read out aria-label on a <div>, <span> or <p>, because these elements have no role that carries a name. What only the aria-label says, such as an earlier price, blind people never learn.',
      how: 'Put the information into the element as text, hidden from sighted users with a class such as "visually-hidden" if need be. If the element really should have a name, give it a fitting role or use an element that has one.',
      before: '<div aria-label="Was 100 euros, now 1 euro"><s>€100</s> / <b>€1</b></div>',
      after: '<div><s>€100</s> / <b>€1</b> (was 100 euros, now 1 euro)</div>',
    },
  },
};
