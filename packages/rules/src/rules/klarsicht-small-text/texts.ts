import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Text soll nicht kleiner als 9 CSS-Pixel gesetzt sein',
    description:
      'Prüft, ob sichtbarer Text kleiner als 9 CSS-Pixel gesetzt ist; so kleine Schrift ist für viele Menschen schwer zu lesen, und nicht alle vergrößern die Seite.',
    checks: {
      'small-text': {
        fail: 'Der Text dieses Elements ist nur {size} CSS-Pixel groß.',
      },
    },
    fix: {
      why: 'Text, der kleiner als 9 Pixel gesetzt ist, können viele Menschen kaum lesen, besonders ältere Menschen und Menschen mit Sehschwäche. Nicht alle wissen, wie man eine Seite vergrößert, und oft steht gerade in so kleiner Schrift Wichtiges wie Preisangaben oder Hinweise zum Datenschutz.',
      how: 'Setzen Sie Fließtext mit mindestens 16 Pixeln (font-size: 1rem) und auch Kleingedrucktes, Fußnoten und Beschriftungen nicht kleiner als etwa 12 Pixel (font-size: 0.75rem). Geben Sie Schriftgrößen in rem oder em statt in px an, damit sie der Grundschriftgröße folgen, die jemand im Browser eingestellt hat. Fehlt der Platz, kürzen Sie lieber den Text, statt die Schrift zu verkleinern.',
      before: '<p style="font-size: 8px">Alle Preise inklusive Mehrwertsteuer, zuzüglich Versandkosten.</p>',
      after:
        '<p style="font-size: 0.875rem">Alle Preise inklusive Mehrwertsteuer, zuzüglich Versandkosten.</p>',
    },
  },
  en: {
    help: 'Text should not be set smaller than 9 CSS pixels',
    description:
      'Checks whether visible text is set smaller than 9 CSS pixels; text this small is hard to read for many people, and not all of them zoom the page',
    checks: {
      'small-text': {
        fail: 'The text of this element is only {size} CSS pixels high',
      },
    },
    fix: {
      why: 'Text set smaller than 9 pixels is hard to read for many people, especially older people and people with low vision. Not everyone knows how to zoom a page, and text this small often holds important things such as price details or notes on data protection.',
      how: 'Set body text at 16 pixels or more (font-size: 1rem), and small print, footnotes and labels no smaller than about 12 pixels (font-size: 0.75rem). Give font sizes in rem or em instead of px, so that they follow the base font size someone has set in the browser. If space is short, shorten the text rather than shrinking the font.',
      before: '<p style="font-size: 8px">All prices include sales tax, plus delivery costs.</p>',
      after: '<p style="font-size: 0.875rem">All prices include sales tax, plus delivery costs.</p>',
    },
  },
};
