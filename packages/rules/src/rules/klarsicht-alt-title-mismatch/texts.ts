import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Alternativtext und Titel eines Bildes sollen nichts Verschiedenes sagen',
    description:
      'Prüft, ob der Alternativtext eines Bildes (den Screenreader vorlesen) und sein title-Attribut (das der Mauszeiger zeigt) voneinander abweichen.',
    checks: {
      'alt-title-mismatch': {
        incomplete:
          'Alternativtext („{alt}“) und Titel („{title}“) des Bildes weichen voneinander ab. Prüfen Sie, ob beide dasselbe Bild richtig beschreiben.',
      },
    },
    fix: {
      why: 'Den Alternativtext eines Bildes lesen Screenreader vor, sein title-Attribut zeigt der Browser nur als Hinweis, wenn die Maus über dem Bild steht; Tastatur- und Touch-Nutzende sehen ihn nie. Sagen beide Verschiedenes, bekommen verschiedene Menschen verschiedene Informationen, und manche Screenreader lesen beides hintereinander vor, was verwirrt.',
      how: 'Entscheiden Sie, was das Bild aussagen soll, und schreiben Sie das in den Alternativtext; das title-Attribut lassen Sie weg. Soll eine Information für alle sichtbar sein, etwa eine Bildunterschrift oder ein Fotonachweis, setzen Sie sie als Text unter das Bild, zum Beispiel mit <figure> und <figcaption>.',
      before:
        '<img src="/bilder/team.jpg" alt="Zwölf Mitarbeitende stehen lachend vor dem Firmengebäude" title="Unser Team beim Betriebsausflug 2024">',
      after:
        '<figure>\n  <img src="/bilder/team.jpg" alt="Zwölf Mitarbeitende stehen lachend vor dem Firmengebäude">\n  <figcaption>Unser Team beim Betriebsausflug 2024</figcaption>\n</figure>',
    },
  },
  en: {
    help: 'An image’s alt text and title should not say different things',
    description:
      'Checks whether the alt text of an image (which screen readers read out) and its title attribute (which the mouse pointer shows) differ',
    checks: {
      'alt-title-mismatch': {
        incomplete:
          'The image’s alt text ("{alt}") and title ("{title}") differ. Check whether both describe the same image correctly',
      },
    },
    fix: {
      why: 'Screen readers read out the alternative text of an image, while the browser shows its title attribute only as a tooltip when the mouse rests on the image; keyboard and touch users never see it. If the two say different things, different people get different information, and some screen readers read both one after the other, which confuses.',
      how: 'Decide what the image should convey and put that in the alternative text; leave out the title attribute. If a piece of information should be visible to everyone, such as a caption or a photo credit, put it as text below the image, for example with <figure> and <figcaption>.',
      before:
        '<img src="/images/team.jpg" alt="Twelve employees laughing in front of the office building" title="Our team on the 2024 company outing">',
      after:
        '<figure>\n  <img src="/images/team.jpg" alt="Twelve employees laughing in front of the office building">\n  <figcaption>Our team on the 2024 company outing</figcaption>\n</figure>',
    },
  },
};
