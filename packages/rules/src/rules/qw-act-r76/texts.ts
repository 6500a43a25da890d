import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Text muss sich deutlich von seinem Hintergrund abheben (erhöhter Kontrast), auch von einem Farbverlauf',
    description:
      'Prüft mit QualWeb, ob Text und Hintergrund ein Kontrastverhältnis von mindestens 7:1 haben (4,5:1 bei großer Schrift), auch wo der Hintergrund ein Farbverlauf ist.',
    checks: {
      'qw-act-r76': {
        fail: {
          default:
            'Der Kontrast zwischen dem Text und seinem Hintergrund liegt unter dem erhöhten Mindestwert.',
          F2: 'Der Kontrast zwischen dem Text und seinem Hintergrund mit Farbverlauf liegt an mindestens einer Stelle unter dem erhöhten Mindestwert.',
        },
      },
    },
    fix: {
      why: 'Menschen mit Sehbehinderung und viele ältere Menschen nehmen Kontraste schwächer wahr; Text können sie nur bei erhöhtem Kontrast mühelos lesen. Auf einem Farbverlauf ändert sich der Kontrast von Stelle zu Stelle: Eine Textfarbe, die vor dem hellen Anfang des Verlaufs genügt, kann dort, wo der Hintergrund dunkler wird, zu schwach sein, und ausgerechnet dort verschwimmen dann die Buchstaben.',
      how: 'Prüfen Sie den Kontrast an jeder Stelle des Verlaufs, die hinter dem Text liegt, mindestens aber an seiner hellsten und seiner dunkelsten Farbe: Überall muss er 7 : 1 erreichen, bei großem Text (ab 18 pt oder 14 pt fett) 4,5 : 1. Im Beispiel erreicht #595959 auf Weiß 7 : 1, auf dem Grau #e0e0e0 am rechten Ende aber nur 5,3 : 1; #333333 erreicht dort 9,6 : 1. Genügt keine Textfarbe, machen Sie den Verlauf flacher oder stellen Sie den Text auf eine einfarbige Fläche.',
      before:
        '<p style="padding: 1rem; color: #595959; background: linear-gradient(to right, #ffffff, #e0e0e0)">Sommerschlussverkauf: bis zu 30 % Rabatt auf alle Gartenmöbel</p>',
      after:
        '<p style="padding: 1rem; color: #333333; background: linear-gradient(to right, #ffffff, #e0e0e0)">Sommerschlussverkauf: bis zu 30 % Rabatt auf alle Gartenmöbel</p>',
    },
  },
  en: {
    help: 'Text must stand out clearly from its background (enhanced contrast), a gradient included',
    description:
      'Checks with QualWeb that text and background have a contrast ratio of at least 7:1 (4.5:1 for large text), also where the background is a gradient',
    checks: {
      'qw-act-r76': {
        fail: {
          default: 'The contrast between the text and its background is below the enhanced minimum',
          F2: 'The contrast between the text and its gradient background is below the enhanced minimum in at least one place',
        },
      },
    },
    fix: {
      why: 'People with low vision and many older people perceive contrast less sharply; they can only read text with ease when its contrast is enhanced. On a gradient, the contrast changes from place to place: a text colour that is enough against the light start of the gradient can be too weak where the background gets darker, and that is exactly where the letters blur.',
      how: 'Check the contrast at every point of the gradient that lies behind the text, or at least at its lightest and its darkest colour: everywhere it must reach 7:1, or 4.5:1 for large text (from 18 pt, or 14 pt bold). In the example, #595959 reaches 7:1 on white but only 5.3:1 on the grey #e0e0e0 at the right end; #333333 reaches 9.6:1 there. If no text colour is enough, make the gradient flatter or put the text on a plain background.',
      before:
        '<p style="padding: 1rem; color: #595959; background: linear-gradient(to right, #ffffff, #e0e0e0)">Summer sale: up to 30 % off all garden furniture</p>',
      after:
        '<p style="padding: 1rem; color: #333333; background: linear-gradient(to right, #ffffff, #e0e0e0)">Summer sale: up to 30 % off all garden furniture</p>',
    },
  },
};
