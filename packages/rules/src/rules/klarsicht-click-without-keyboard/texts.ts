import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Was sich mit der Maus anklicken lässt, muss sich auch mit der Tastatur bedienen lassen',
    description:
      'Sucht Elemente, die auf Mausklicks reagieren, aber weder Link noch Schaltfläche noch Formularfeld sind, kein tabindex und keine Rolle haben und auf keine Taste reagieren: Mit der Tastatur sind sie nicht zu erreichen.',
    checks: {
      'click-without-keyboard': {
        fail: 'Das Element reagiert auf die Maus ({events}), lässt sich mit der Tastatur aber weder erreichen noch auslösen: Es ist kein Link und keine Schaltfläche, hat kein tabindex und reagiert auf keine Taste.',
      },
    },
    fix: {
      why: 'Wer die Seite mit der Tastatur bedient, etwa blinde Menschen oder Menschen, die keine Maus führen können, kommt mit der Tabulatortaste nie auf dieses Element: Es ist kein Link und keine Schaltfläche, sondern nur ein Bereich, der auf Mausklicks reagiert. Was es tut, etwa eine Bestellung abschicken, bleibt ihnen verwehrt, und Screenreader kündigen es nicht als Bedienelement an.',
      how: 'Nehmen Sie für eine Aktion ein <button type="button"> und für einen Weg zu einer anderen Seite ein <a href>: Beide erreicht man mit der Tabulatortaste, sie lösen mit Eingabe- oder Leertaste aus und werden als Schaltfläche oder Link angesagt. Das Aussehen bestimmen Sie weiter mit CSS. Geht das nicht, braucht das Element role="button", tabindex="0" und einen Handler, der Eingabe- und Leertaste wie einen Klick behandelt.',
      before:
        '<div class="bestellen" onclick="bestellen()">Jetzt bestellen</div>\n<script>\n  function bestellen() { document.title = \'Bestellung abgeschickt\'; }\n</script>',
      after:
        '<button type="button" class="bestellen" onclick="bestellen()">Jetzt bestellen</button>\n<script>\n  function bestellen() { document.title = \'Bestellung abgeschickt\'; }\n</script>',
    },
  },
  en: {
    help: 'What can be clicked with a mouse must be operable with the keyboard too',
    description:
      'Looks for elements that react to mouse clicks but are neither a link nor a button nor a form field, have no tabindex and no role, and react to no key: the keyboard cannot reach them',
    checks: {
      'click-without-keyboard': {
        fail: 'The element reacts to the mouse ({events}), but the keyboard can neither reach nor activate it: it is no link and no button, has no tabindex and reacts to no key',
      },
    },
    fix: {
      why: 'People who use the keyboard, such as blind people or people who cannot use a mouse, never reach this element with the Tab key: it is no link and no button, only an area that reacts to mouse clicks. What it does, such as placing an order, stays out of their reach, and screen readers do not announce it as a control.',
      how: 'Use a <button type="button"> for an action and an <a href> for a way to another page: both are reached with the Tab key, are activated with Enter or Space and are announced as a button or a link. Their look is still up to your CSS. Where that is not possible, the element needs role="button", tabindex="0" and a handler that treats Enter and Space like a click.',
      before:
        '<div class="order" onclick="order()">Order now</div>\n<script>\n  function order() { document.title = \'Order sent\'; }\n</script>',
      after:
        '<button type="button" class="order" onclick="order()">Order now</button>\n<script>\n  function order() { document.title = \'Order sent\'; }\n</script>',
    },
  },
};
