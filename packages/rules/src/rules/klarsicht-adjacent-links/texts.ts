import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Bild und Text, die zum selben Ziel führen, sollen ein Link sein, nicht zwei',
    description:
      'Prüft, ob zwei Links direkt nebeneinander zur selben Adresse führen, etwa ein Bildlink und ein Textlink; Tastatur- und Screenreader-Nutzende müssen dann zweimal an derselben Stelle vorbei.',
    checks: {
      'adjacent-links': {
        fail: 'Der nächste Link führt zur selben Adresse; fassen Sie beide zu einem Link zusammen.',
      },
    },
    fix: {
      why: 'Stehen ein Bildlink und ein Textlink zum selben Ziel nebeneinander, etwa bei jedem Produkt einer Liste, müssen Tastatur-Nutzende zweimal die Tabulatortaste drücken, um daran vorbeizukommen, und Screenreader lesen dasselbe Ziel zweimal vor. Bei vielen Produkten verdoppelt das den Weg durch die Seite.',
      how: 'Fassen Sie Bild und Text in einem einzigen Link zusammen. Das Bild bekommt dann ein leeres alt-Attribut (alt=""), weil der Text schon sagt, wohin der Link führt. So wird auch die Fläche größer, die man mit Maus oder Finger treffen kann.',
      before:
        '<a href="/produkte/wanderschuh-alpin"><img src="/bilder/wanderschuh-alpin.jpg" alt="Wanderschuh Alpin"></a>\n<a href="/produkte/wanderschuh-alpin">Wanderschuh Alpin</a>',
      after:
        '<a href="/produkte/wanderschuh-alpin">\n  <img src="/bilder/wanderschuh-alpin.jpg" alt="">\n  Wanderschuh Alpin\n</a>',
    },
  },
  en: {
    help: 'An image and text leading to the same place should be one link, not two',
    description:
      'Checks whether two links right beside each other lead to the same address, such as an image link and a text link; keyboard and screen reader users then pass the same stop twice',
    checks: {
      'adjacent-links': {
        fail: 'The next link leads to the same address; combine both into one link',
      },
    },
    fix: {
      why: 'If an image link and a text link to the same destination stand side by side, as for every product in a list, keyboard users must press Tab twice to get past them, and screen readers announce the same destination twice. With many products, that doubles the way through the page.',
      how: 'Combine the image and the text into a single link. The image then gets an empty alt attribute (alt=""), because the text already says where the link leads. This also makes the area larger that can be hit with a mouse or a finger.',
      before:
        '<a href="/products/alpine-hiking-boot"><img src="/images/alpine-hiking-boot.jpg" alt="Alpine hiking boot"></a>\n<a href="/products/alpine-hiking-boot">Alpine hiking boot</a>',
      after:
        '<a href="/products/alpine-hiking-boot">\n  <img src="/images/alpine-hiking-boot.jpg" alt="">\n  Alpine hiking boot\n</a>',
    },
  },
};
