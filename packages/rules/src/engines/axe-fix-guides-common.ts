import type { FixGuides } from '@klarsicht/report';

/** How to fix: the rules that most pages break. */
export const FIX_GUIDES_COMMON: FixGuides = {
  'image-alt': {
    de: {
      why: 'Screenreader können Bilder nicht beschreiben. Ohne Alternativtext hören blinde Menschen nur den Dateinamen oder gar nichts und verpassen, was das Bild zeigt oder wohin es führt.',
      how: 'Geben Sie jedem informativen Bild ein alt-Attribut, das in wenigen Worten sagt, was das Bild zeigt oder bewirkt. Rein dekorative Bilder bekommen ein leeres alt-Attribut (alt=""), damit Screenreader sie überspringen.',
      before: '<img src="/logo.svg">',
      after: '<img src="/logo.svg" alt="Müller & Söhne – zur Startseite">',
    },
    en: {
      why: 'Screen readers cannot describe images. Without a text alternative, blind people hear only the file name or nothing at all and miss what the image shows or where it leads.',
      how: 'Give every informative image an alt attribute that says in a few words what the image shows or does. Purely decorative images get an empty alt attribute (alt="") so that screen readers skip them.',
      before: '<img src="/logo.svg">',
      after: '<img src="/logo.svg" alt="Miller & Sons – home page">',
    },
  },
  label: {
    de: {
      why: 'Ohne Beschriftung erfahren Screenreader-Nutzende nicht, was in ein Feld gehört, und Menschen mit Sprachsteuerung können das Feld nicht beim Namen ansprechen.',
      how: 'Verbinden Sie jedes Formularfeld mit einem sichtbaren <label>-Element, dessen for-Attribut auf die id des Feldes verweist. Ein Platzhalter (placeholder) ersetzt keine Beschriftung, denn er verschwindet bei der Eingabe.',
      before: '<input type="email" name="email">',
      after: '<label for="email">E-Mail-Adresse</label>\n<input type="email" id="email" name="email">',
    },
    en: {
      why: 'Without a label, screen-reader users do not learn what belongs in a field, and people using voice control cannot address the field by name.',
      how: "Connect every form field to a visible <label> element whose for attribute names the field's id. A placeholder does not replace a label, because it disappears while typing.",
      before: '<input type="email" name="email">',
      after: '<label for="email">E-mail address</label>\n<input type="email" id="email" name="email">',
    },
  },
  'button-name': {
    de: {
      why: 'Eine Schaltfläche ohne zugänglichen Namen liest ein Screenreader nur als „Schaltfläche“ vor. Blinde Menschen wissen dann nicht, was sie auslöst, und Sprachsteuerung kann sie nicht ansprechen.',
      how: 'Geben Sie jeder Schaltfläche einen sichtbaren Text. Besteht sie nur aus einem Symbol, benennen Sie sie mit aria-label und blenden das Symbol mit aria-hidden="true" aus.',
      before: '<button type="submit"><svg>…</svg></button>',
      after: '<button type="submit" aria-label="Suchen"><svg aria-hidden="true">…</svg></button>',
    },
    en: {
      why: 'A screen reader announces a button without an accessible name only as "button". Blind people then do not know what it does, and voice control cannot address it.',
      how: 'Give every button visible text. If it consists of an icon only, name it with aria-label and hide the icon with aria-hidden="true".',
      before: '<button type="submit"><svg>…</svg></button>',
      after: '<button type="submit" aria-label="Search"><svg aria-hidden="true">…</svg></button>',
    },
  },
  'color-contrast': {
    de: {
      why: 'Menschen mit Sehschwäche, ältere Menschen und alle, die bei Sonnenlicht aufs Handy schauen, können Text mit zu geringem Kontrast kaum oder gar nicht lesen.',
      how: 'Wählen Sie Text- und Hintergrundfarbe so, dass das Kontrastverhältnis mindestens 4,5 : 1 beträgt; für großen Text (ab 18 pt oder 14 pt fett) genügen 3 : 1. Prüfen Sie neue Farben mit einem Kontrastrechner, bevor Sie sie einsetzen.',
      before: '<p style="color: #aaaaaa; background: #ffffff">Versandkostenfrei ab 50 €</p>',
      after: '<p style="color: #595959; background: #ffffff">Versandkostenfrei ab 50 €</p>',
    },
    en: {
      why: 'People with low vision, older people and anyone reading a phone in sunlight can hardly read text with too little contrast, or not at all.',
      how: 'Choose text and background colours with a contrast ratio of at least 4.5:1; large text (from 18 pt, or 14 pt bold) needs 3:1. Check new colours with a contrast calculator before you use them.',
      before: '<p style="color: #aaaaaa; background: #ffffff">Free delivery from €50</p>',
      after: '<p style="color: #595959; background: #ffffff">Free delivery from €50</p>',
    },
  },
  'link-name': {
    de: {
      why: 'Screenreader lesen Links ohne zugänglichen Namen nur als „Link“ oder als Adresse vor. Blinde Menschen wissen dann nicht, wohin der Link führt.',
      how: 'Geben Sie jedem Link einen Text, der sein Ziel nennt. Besteht ein Link nur aus einem Bild, braucht das Bild einen Alternativtext; besteht er nur aus einem Symbol, benennen Sie ihn mit aria-label.',
      before: '<a href="/warenkorb"><svg>…</svg></a>',
      after: '<a href="/warenkorb" aria-label="Warenkorb"><svg aria-hidden="true">…</svg></a>',
    },
    en: {
      why: 'Screen readers announce links without an accessible name only as "link" or by their address. Blind people then do not know where the link leads.',
      how: 'Give every link text that names its destination. If a link consists of an image only, the image needs a text alternative; if it consists of an icon only, name it with aria-label.',
      before: '<a href="/basket"><svg>…</svg></a>',
      after: '<a href="/basket" aria-label="Shopping basket"><svg aria-hidden="true">…</svg></a>',
    },
  },
  'html-has-lang': {
    de: {
      why: 'Ohne Sprachangabe lesen Screenreader eine deutsche Seite womöglich mit englischer Aussprache vor, und die Seite wird unverständlich.',
      how: 'Geben Sie im lang-Attribut des <html>-Elements die Hauptsprache der Seite an, für Deutsch lang="de".',
      before: '<html>',
      after: '<html lang="de">',
    },
    en: {
      why: 'Without a language, screen readers may read an English page with the wrong pronunciation, and the page becomes hard to understand.',
      how: 'Give the main language of the page in the lang attribute of the <html> element, for English lang="en".',
      before: '<html>',
      after: '<html lang="en">',
    },
  },
  'document-title': {
    de: {
      why: 'Der Seitentitel ist das Erste, was ein Screenreader vorliest, und erscheint im Browser-Tab. Ohne ihn erkennen Menschen nicht, auf welcher Seite sie sind.',
      how: 'Geben Sie jeder Seite im <head> ein <title>-Element, das Inhalt und Website nennt, das Besondere zuerst.',
      before: '<head>\n  <meta charset="utf-8">\n</head>',
      after:
        '<head>\n  <meta charset="utf-8">\n  <title>Versand und Lieferung – Müller & Söhne</title>\n</head>',
    },
    en: {
      why: 'The page title is the first thing a screen reader reads and is shown in the browser tab. Without it, people cannot tell which page they are on.',
      how: 'Give every page a <title> element in its <head> that names the content and the website, the specific part first.',
      before: '<head>\n  <meta charset="utf-8">\n</head>',
      after:
        '<head>\n  <meta charset="utf-8">\n  <title>Shipping and delivery – Miller & Sons</title>\n</head>',
    },
  },
};
