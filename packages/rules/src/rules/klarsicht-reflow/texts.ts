import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Bei 320 CSS-Pixel Breite darf die Seite kein seitliches Scrollen verlangen',
    description:
      'Stellt die Seite 320 CSS-Pixel breit dar, so wie ein 1280 Pixel breites Fenster bei 400 % Zoom, und prüft, ob Inhalte über den rechten Rand hinausragen, sodass man zum Lesen seitlich scrollen muss oder sie abgeschnitten werden.',
    checks: {
      reflow: {
        fail: 'Bei 320 CSS-Pixel Breite ragt dieses Element über den rechten Rand hinaus: Wer die Seite stark vergrößert, muss zum Lesen jeder Zeile seitlich scrollen, oder der Inhalt wird abgeschnitten.',
      },
      'reflow-two-dimensional': {
        incomplete:
          'Bei 320 CSS-Pixel Breite ragt dieses Element über den rechten Rand hinaus. Tabellen, Bilder, Karten, Code und Werkzeugleisten dürfen das, wenn sie ihre zweidimensionale Anordnung zum Verständnis brauchen. Prüfen Sie, ob das hier so ist.',
      },
    },
    fix: {
      why: 'Menschen mit Sehbehinderung vergrößern Seiten oft auf 400 %. Ein 1280 Pixel breites Fenster ist dann nur noch 320 CSS-Pixel breit. Ist ein Bereich fest breiter, müssen sie für jede Zeile hin- und herscrollen und verlieren dabei ständig die Zeile.',
      how: 'Geben Sie Bereichen keine feste Breite in Pixeln, sondern eine Höchstbreite (max-width) und lassen Sie Inhalte umbrechen; ordnen Sie Spalten auf schmalen Bildschirmen mit Media Queries, Flexbox oder Grid untereinander an. Breite Datentabellen dürfen in einem eigenen, seitlich scrollbaren Bereich stehen.',
      before:
        '<div style="width: 960px">\n  <p>Unsere Öffnungszeiten: Montag bis Freitag von 8 bis 18 Uhr, samstags von 9 bis 13 Uhr.</p>\n</div>',
      after:
        '<div style="max-width: 960px">\n  <p>Unsere Öffnungszeiten: Montag bis Freitag von 8 bis 18 Uhr, samstags von 9 bis 13 Uhr.</p>\n</div>',
    },
  },
  en: {
    help: 'At 320 CSS pixels wide, the page must not need scrolling sideways',
    description:
      'Shows the page 320 CSS pixels wide, as a window 1280 pixels wide shows it at 400 % zoom, and checks whether content reaches past the right edge, so that reading it takes scrolling sideways or it is cut off',
    checks: {
      reflow: {
        fail: 'At 320 CSS pixels wide, this element reaches past the right edge: people who zoom in a lot must scroll sideways for every line, or the content is cut off',
      },
      'reflow-two-dimensional': {
        incomplete:
          'At 320 CSS pixels wide, this element reaches past the right edge. Tables, images, maps, code and toolbars may do so when they need their two-dimensional layout to be understood. Check whether this one does',
      },
    },
    fix: {
      why: 'People with low vision often zoom pages to 400 %. A window 1280 pixels wide is then only 320 CSS pixels wide. If an area has a fixed, larger width, they must scroll back and forth for every line and keep losing their place.',
      how: 'Do not give areas a fixed width in pixels, but a maximum width (max-width), and let content wrap; on narrow screens, stack columns with media queries, flexbox or grid. Wide data tables may sit in a box of their own that scrolls sideways.',
      before:
        '<div style="width: 960px">\n  <p>Our opening hours: Monday to Friday from 8 am to 6 pm, Saturdays from 9 am to 1 pm.</p>\n</div>',
      after:
        '<div style="max-width: 960px">\n  <p>Our opening hours: Monday to Friday from 8 am to 6 pm, Saturdays from 9 am to 1 pm.</p>\n</div>',
    },
  },
};
