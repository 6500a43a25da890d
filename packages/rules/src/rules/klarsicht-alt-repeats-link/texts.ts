import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Ein Bild in einem Link soll nicht denselben Text wiederholen wie der Link',
    description:
      'Prüft, ob der Alternativtext eines Bildes in einem Link den Text wiederholt, der schon im Link steht; Screenreader lesen ihn dann zweimal vor.',
    checks: {
      'alt-repeats-link': {
        fail: 'Der Alternativtext des Bildes („{alt}“) wiederholt den Text des Links; lassen Sie ihn leer (alt="").',
      },
    },
    fix: {
      why: 'Hat das Bild in einem Link denselben Alternativtext, wie ihn der Link schon als Text trägt, lesen Screenreader ihn doppelt vor, etwa „Link, Veranstaltungen Veranstaltungen“. Das kostet blinde Menschen Zeit und lässt sie rätseln, ob es um zwei verschiedene Dinge geht.',
      how: 'Ergänzt das Bild nur den Text des Links, etwa als Symbol, geben Sie ihm ein leeres alt-Attribut (alt=""), damit Screenreader es überspringen. Entfernen Sie das alt-Attribut aber nicht ganz, sonst lesen manche Screenreader den Dateinamen vor. Zeigt das Bild etwas, das der Text nicht sagt, beschreiben Sie im Alternativtext nur dieses.',
      before:
        '<a href="/veranstaltungen">\n  <img src="/bilder/kalender.svg" alt="Veranstaltungen">\n  Veranstaltungen\n</a>',
      after:
        '<a href="/veranstaltungen">\n  <img src="/bilder/kalender.svg" alt="">\n  Veranstaltungen\n</a>',
    },
  },
  en: {
    help: 'An image in a link should not repeat the link’s text',
    description:
      'Checks whether the alt text of an image in a link repeats the text the link already has; screen readers then read it twice',
    checks: {
      'alt-repeats-link': {
        fail: 'The image’s alt text ("{alt}") repeats the link’s text; leave it empty (alt="")',
      },
    },
    fix: {
      why: 'If the image in a link has the same alternative text as the link already has as text, screen readers read it out twice, as in "link, Events Events". That costs blind people time and leaves them wondering whether two different things are meant.',
      how: 'If the image only goes with the link text, such as an icon, give it an empty alt attribute (alt="") so that screen readers skip it. Do not remove the alt attribute altogether, though, or some screen readers read out the file name. If the image shows something the text does not say, describe only that in the alternative text.',
      before: '<a href="/events">\n  <img src="/images/calendar.svg" alt="Events">\n  Events\n</a>',
      after: '<a href="/events">\n  <img src="/images/calendar.svg" alt="">\n  Events\n</a>',
    },
  },
};
