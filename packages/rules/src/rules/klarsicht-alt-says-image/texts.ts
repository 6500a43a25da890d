import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Der Alternativtext eines Bildes sollte nicht mit „Bild von“ oder „Foto von“ beginnen',
    description:
      'Prüft, ob Alternativtexte von Bildern mit Worten beginnen, die nur sagen, dass es ein Bild ist („Bild von …“, „Foto: …“). Screenreader sagen das schon selbst.',
    checks: {
      'alt-says-image': {
        fail: 'Der Alternativtext „{alt}“ beginnt mit „{words}“. Screenreader kündigen das Bild schon selbst als Grafik an; diese Worte hört man doppelt.',
      },
    },
    fix: {
      why: 'Vor dem Alternativtext sagt der Screenreader schon „Grafik“ oder „Bild“. Beginnt der Text mit „Bild von“, hören blinde Menschen „Grafik, Bild von …“ und müssen bei jedem Bild erst überflüssige Worte abwarten, bevor sie erfahren, was es zeigt.',
      how: 'Lassen Sie Worte wie „Bild von“, „Foto:“ oder „Grafik mit“ am Anfang weg und beginnen Sie mit dem, was das Bild zeigt. Nennen Sie die Art des Bildes nur, wenn sie etwas aussagt, etwa „Screenshot“, „Gemälde“ oder „Luftaufnahme“. Ein Bildnachweis („Foto: Anna Schmidt“) gehört in die Bildunterschrift, nicht in den Alternativtext.',
      before: '<img src="/bilder/lesesaal.jpg" alt="Bild vom Lesesaal der Stadtbibliothek">',
      after:
        '<img src="/bilder/lesesaal.jpg" alt="Lesesaal der Stadtbibliothek mit Blick auf den Marktplatz">',
    },
  },
  en: {
    help: 'The alternative text of an image should not begin with "image of" or "photo of"',
    description:
      'Ensures that alternative texts of images do not begin with words that only say it is an image ("image of …", "photo: …"). Screen readers say that themselves',
    checks: {
      'alt-says-image': {
        fail: 'The alternative text "{alt}" begins with "{words}". Screen readers already announce the image as a graphic; these words are heard twice',
      },
    },
    fix: {
      why: 'Before the alternative text, the screen reader already says "graphic" or "image". If the text begins with "image of", blind people hear "graphic, image of …" and have to wait through needless words at every image before they learn what it shows.',
      how: 'Leave out words like "image of", "photo:" or "graphic with" at the start and begin with what the image shows. Name the kind of image only where it says something, such as "screenshot", "painting" or "aerial view". A photo credit ("Photo: Anna Smith") belongs in the caption, not in the alternative text.',
      before: '<img src="/images/reading-room.jpg" alt="Image of the reading room of the city library">',
      after:
        '<img src="/images/reading-room.jpg" alt="Reading room of the city library overlooking the market square">',
    },
  },
};
