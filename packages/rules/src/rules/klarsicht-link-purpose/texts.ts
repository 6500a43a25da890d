import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Der Linktext allein muss sagen, wohin der Link führt',
    description:
      'Prüft, ob Links Namen haben, die auch ohne den umgebenden Text verständlich sind, statt nur „mehr“, „hier klicken“ oder „weiterlesen“.',
    checks: {
      'link-text-generic': {
        fail: 'Der Link heißt nur „{name}“. Das sagt nicht, wohin er führt, wenn er allein vorgelesen wird, etwa in der Linkliste eines Screenreaders.',
      },
    },
    fix: {
      why: 'Screenreader-Nutzende lassen sich oft alle Links einer Seite als Liste anzeigen oder springen mit der Tabulatortaste von Link zu Link, ohne den Text drumherum zu hören. Heißen dann mehrere Links „Mehr erfahren“, wissen sie nicht, wohin welcher führt, und Menschen mit Sprachsteuerung können die Links nicht beim Namen unterscheiden.',
      how: 'Nennen Sie das Ziel im Linktext selbst, etwa „Mehr zum Sommerfest im Stadtpark“ statt nur „Mehr erfahren“. Dass der Satz davor das Ziel nennt, genügt für diese Stufe (AAA) nicht, denn in der Linkliste steht der Link allein. Soll der sichtbare Text kurz bleiben, ergänzen Sie ihn um Text, der für Sehende versteckt ist, mit einer Klasse wie „visually-hidden“; der sichtbare Text sollte dabei am Anfang stehen, damit Sprachsteuerung den Link findet.',
      before:
        '<p>Am 12. Juli feiern wir unser Sommerfest im Stadtpark. <a href="/sommerfest">Mehr erfahren</a></p>',
      after:
        '<p>Am 12. Juli feiern wir unser Sommerfest im Stadtpark. <a href="/sommerfest">Mehr zum Sommerfest im Stadtpark</a></p>',
    },
  },
  en: {
    help: 'The link text alone must say where the link leads',
    description:
      'Ensures that links have names that can be understood without the surrounding text, rather than just "more", "click here" or "read more"',
    checks: {
      'link-text-generic': {
        fail: 'The link is named only "{name}". That does not say where it leads when it is read out on its own, as in a screen reader\'s list of links',
      },
    },
    fix: {
      why: 'Screen reader users often bring up a list of all links on a page or jump from link to link with the Tab key, without hearing the text around them. If several links are named "Read more", they cannot tell where each one leads, and people using voice control cannot tell the links apart by name.',
      how: 'Name the destination in the link text itself, for example "Read more about the summer fair" instead of just "Read more". That the sentence before names the destination is not enough at this level (AAA), because in the list of links the link stands alone. If the visible text should stay short, add text hidden from sighted users with a class such as "visually-hidden"; keep the visible text at the start, so that voice control finds the link.',
      before:
        '<p>On 12 July we celebrate our summer fair in the city park. <a href="/summer-fair">Read more</a></p>',
      after:
        '<p>On 12 July we celebrate our summer fair in the city park. <a href="/summer-fair">Read more about the summer fair</a></p>',
    },
  },
};
