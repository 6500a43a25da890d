import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Der Alternativtext eines Bildes darf nicht sein Dateiname sein',
    description:
      'Prüft, ob Alternativtexte von Bildern wie Dateinamen aussehen („IMG_2041.jpg“, „banner.png“), wie sie Redaktionssysteme oft eintragen.',
    checks: {
      'alt-file-name': {
        fail: 'Der Alternativtext „{alt}“ ist ein Dateiname und beschreibt nicht, was das Bild zeigt.',
      },
    },
    fix: {
      why: 'Screenreader lesen den Alternativtext eines Bildes vor. Ist er nur ein Dateiname, hören blinde Menschen etwa „sommerfest-stadtpark-02.jpg“ und erfahren nicht, was das Bild zeigt oder wohin es als Link führt.',
      how: 'Beschreiben Sie im alt-Attribut in wenigen Worten, was das Bild zeigt oder, steht es in einem Link, wohin es führt. Viele Redaktionssysteme tragen beim Hochladen den Dateinamen als Alternativtext ein: Prüfen Sie das Feld in der Mediathek und schalten Sie diese Voreinstellung ab, wenn das möglich ist. Rein dekorative Bilder bekommen ein leeres alt-Attribut (alt=""), damit Screenreader sie überspringen.',
      before: '<img src="/bilder/sommerfest-stadtpark-02.jpg" alt="sommerfest-stadtpark-02.jpg">',
      after:
        '<img src="/bilder/sommerfest-stadtpark-02.jpg" alt="Kinder lassen beim Sommerfest im Stadtpark Drachen steigen">',
    },
  },
  en: {
    help: "An image's alternative text must not be its file name",
    description:
      'Ensures that alternative texts of images do not look like file names ("IMG_2041.jpg", "banner.png"), as content management systems often fill in',
    checks: {
      'alt-file-name': {
        fail: 'The alternative text "{alt}" is a file name and does not describe what the image shows',
      },
    },
    fix: {
      why: 'Screen readers read out the alternative text of an image. If it is only a file name, blind people hear something like "summer-fair-city-park-02.jpg" and do not learn what the image shows or, in a link, where it leads.',
      how: 'In the alt attribute, say in a few words what the image shows or, if it is in a link, where it leads. Many content management systems fill in the file name as alternative text on upload: check the field in the media library and turn that default off where possible. Purely decorative images get an empty alt attribute (alt="") so that screen readers skip them.',
      before: '<img src="/images/summer-fair-city-park-02.jpg" alt="summer-fair-city-park-02.jpg">',
      after:
        '<img src="/images/summer-fair-city-park-02.jpg" alt="Children flying kites at the summer fair in the city park">',
    },
  },
};
