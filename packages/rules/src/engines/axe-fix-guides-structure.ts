import type { FixGuides } from '@klarsicht/report';

/** How to fix: rules on structure, language, navigation and keyboard access (WCAG 2.1 A/AA). */
export const FIX_GUIDES_STRUCTURE: FixGuides = {
  bypass: {
    de: {
      why: 'Wer mit der Tastatur oder einem Screenreader arbeitet, muss sonst auf jeder Seite erst durch die gesamte Navigation, bevor der eigentliche Inhalt beginnt.',
      how: 'Setzen Sie als erstes fokussierbares Element einen Sprunglink zum Hauptinhalt und zeichnen Sie den Hauptinhalt mit <main> aus. Der Link darf unsichtbar sein, muss aber bei Fokus sichtbar werden.',
      before: '<nav><a href="/">Start</a> <a href="/shop">Shop</a></nav>\n<div id="inhalt">…</div>',
      after:
        '<a class="skip-link" href="#inhalt">Zum Inhalt springen</a>\n<nav><a href="/">Start</a> <a href="/shop">Shop</a></nav>\n<main id="inhalt">…</main>',
    },
    en: {
      why: 'Otherwise keyboard and screen-reader users must move through the whole navigation on every page before the actual content begins.',
      how: 'Make a skip link to the main content the first focusable element and mark the main content up with <main>. The link may be hidden, but it must become visible when it receives focus.',
      before: '<nav><a href="/">Home</a> <a href="/shop">Shop</a></nav>\n<div id="content">…</div>',
      after:
        '<a class="skip-link" href="#content">Skip to content</a>\n<nav><a href="/">Home</a> <a href="/shop">Shop</a></nav>\n<main id="content">…</main>',
    },
  },
  'html-lang-valid': {
    de: {
      why: 'Screenreader wählen Sprache und Aussprache nach dem lang-Attribut. Ein ungültiger Wert führt zu falscher Aussprache oder wird ganz übergangen.',
      how: 'Verwenden Sie im lang-Attribut des <html>-Elements einen gültigen Sprachcode nach BCP 47, etwa de, de-DE oder en.',
      before: '<html lang="deutsch">',
      after: '<html lang="de">',
    },
    en: {
      why: 'Screen readers choose language and pronunciation by the lang attribute. An invalid value leads to wrong pronunciation or is ignored.',
      how: 'Use a valid BCP 47 language code in the lang attribute of the <html> element, such as en, en-GB or de.',
      before: '<html lang="english">',
      after: '<html lang="en">',
    },
  },
  'valid-lang': {
    de: {
      why: 'Für Textteile in einer anderen Sprache wechseln Screenreader die Aussprache nur, wenn das lang-Attribut einen gültigen Sprachcode enthält.',
      how: 'Geben Sie fremdsprachigen Textteilen ein lang-Attribut mit einem gültigen Sprachcode nach BCP 47.',
      before: '<p>Unser Motto: <span lang="englisch">Less is more</span></p>',
      after: '<p>Unser Motto: <span lang="en">Less is more</span></p>',
    },
    en: {
      why: 'Screen readers switch pronunciation for text in another language only when its lang attribute holds a valid language code.',
      how: 'Give passages in another language a lang attribute with a valid BCP 47 language code.',
      before: '<p>Our motto: <span lang="german">Weniger ist mehr</span></p>',
      after: '<p>Our motto: <span lang="de">Weniger ist mehr</span></p>',
    },
  },
  list: {
    de: {
      why: 'Screenreader kündigen Listen mit der Zahl ihrer Einträge an. Stehen andere Elemente direkt in <ul> oder <ol>, geht diese Struktur verloren.',
      how: 'Schreiben Sie in <ul> und <ol> unmittelbar nur <li>-Elemente (sowie <script> oder <template>). Anderer Inhalt gehört in die <li>-Elemente.',
      before: '<ul>\n  <div>Versand</div>\n  <li>Rückgabe</li>\n</ul>',
      after: '<ul>\n  <li>Versand</li>\n  <li>Rückgabe</li>\n</ul>',
    },
    en: {
      why: 'Screen readers announce lists with the number of their items. When other elements sit directly in <ul> or <ol>, this structure is lost.',
      how: 'Put only <li> elements (and <script> or <template>) directly inside <ul> and <ol>. Other content belongs inside the <li> elements.',
      before: '<ul>\n  <div>Shipping</div>\n  <li>Returns</li>\n</ul>',
      after: '<ul>\n  <li>Shipping</li>\n  <li>Returns</li>\n</ul>',
    },
  },
  listitem: {
    de: {
      why: 'Ein <li> außerhalb einer Liste wird Screenreader-Nutzenden nicht als Teil einer Liste angekündigt; Anzahl und Zusammenhang der Einträge fehlen.',
      how: 'Stellen Sie <li>-Elemente immer in ein <ul>- oder <ol>-Element (oder ein Element mit role="list").',
      before: '<div>\n  <li>Versand</li>\n  <li>Rückgabe</li>\n</div>',
      after: '<ul>\n  <li>Versand</li>\n  <li>Rückgabe</li>\n</ul>',
    },
    en: {
      why: 'An <li> outside a list is not announced to screen-reader users as part of a list; the number and relation of the items are missing.',
      how: 'Always place <li> elements inside a <ul> or <ol> element (or an element with role="list").',
      before: '<div>\n  <li>Shipping</li>\n  <li>Returns</li>\n</div>',
      after: '<ul>\n  <li>Shipping</li>\n  <li>Returns</li>\n</ul>',
    },
  },
  'duplicate-id-aria': {
    de: {
      why: 'Beschriftungen und ARIA-Verweise finden ihr Ziel über die id. Ist sie doppelt, lesen Screenreader womöglich die Beschriftung eines anderen Elements vor.',
      how: 'Vergeben Sie jede id, auf die aria-labelledby, aria-describedby oder ein anderes ARIA-Attribut verweist, nur einmal auf der Seite.',
      before:
        '<input aria-label="PLZ" aria-describedby="hinweis"><p id="hinweis">Fünf Ziffern</p>\n<input aria-label="Telefon" aria-describedby="hinweis"><p id="hinweis">Mit Vorwahl</p>',
      after:
        '<input aria-label="PLZ" aria-describedby="hinweis-plz"><p id="hinweis-plz">Fünf Ziffern</p>\n<input aria-label="Telefon" aria-describedby="hinweis-tel"><p id="hinweis-tel">Mit Vorwahl</p>',
    },
    en: {
      why: 'Labels and ARIA references find their target by id. If an id is duplicated, screen readers may read out the label of another element.',
      how: 'Use every id that aria-labelledby, aria-describedby or another ARIA attribute refers to only once on the page.',
      before:
        '<input aria-label="Postcode" aria-describedby="hint"><p id="hint">Five digits</p>\n<input aria-label="Phone" aria-describedby="hint"><p id="hint">With area code</p>',
      after:
        '<input aria-label="Postcode" aria-describedby="hint-postcode"><p id="hint-postcode">Five digits</p>\n<input aria-label="Phone" aria-describedby="hint-phone"><p id="hint-phone">With area code</p>',
    },
  },
  'frame-title': {
    de: {
      why: 'Screenreader nennen Frames und iframes bei ihrem title. Ohne ihn wissen blinde Menschen nicht, was der eingebettete Inhalt ist, etwa eine Karte oder ein Video.',
      how: 'Geben Sie jedem <iframe> und <frame> ein title-Attribut, das seinen Inhalt kurz beschreibt.',
      before: '<iframe src="https://maps.example/karte"></iframe>',
      after: '<iframe src="https://maps.example/karte" title="Anfahrt zu unserem Laden"></iframe>',
    },
    en: {
      why: 'Screen readers name frames and iframes by their title. Without one, blind people do not know what the embedded content is, such as a map or a video.',
      how: 'Give every <iframe> and <frame> a title attribute that briefly describes its content.',
      before: '<iframe src="https://maps.example/map"></iframe>',
      after: '<iframe src="https://maps.example/map" title="Directions to our shop"></iframe>',
    },
  },
  'aria-hidden-focus': {
    de: {
      why: 'Mit aria-hidden="true" verschwindet ein Bereich für Screenreader, bleibt aber per Tastatur erreichbar. Der Fokus landet dann auf Elementen, die nicht vorgelesen werden.',
      how: 'Entfernen Sie fokussierbare Elemente aus ausgeblendeten Bereichen, oder machen Sie sie mit tabindex="-1" beziehungsweise dem Attribut inert unerreichbar. Sollen die Elemente benutzbar sein, entfernen Sie aria-hidden.',
      before: '<div aria-hidden="true">\n  <a href="/angebote">Angebote</a>\n</div>',
      after: '<div aria-hidden="true">\n  <a href="/angebote" tabindex="-1">Angebote</a>\n</div>',
    },
    en: {
      why: 'aria-hidden="true" removes an area for screen readers, but it stays reachable by keyboard. Focus then lands on elements that are not read out.',
      how: 'Remove focusable elements from hidden areas, or make them unreachable with tabindex="-1" or the inert attribute. If the elements should be usable, remove aria-hidden.',
      before: '<div aria-hidden="true">\n  <a href="/offers">Offers</a>\n</div>',
      after: '<div aria-hidden="true">\n  <a href="/offers" tabindex="-1">Offers</a>\n</div>',
    },
  },
  'meta-viewport': {
    de: {
      why: 'Menschen mit Sehschwäche vergrößern Seiten auf dem Smartphone mit zwei Fingern. Verbietet die Seite das Zoomen, können sie kleinen Text nicht lesen.',
      how: 'Entfernen Sie user-scalable=no und maximum-scale-Werte unter 2 aus dem viewport-Meta-Element.',
      before: '<meta name="viewport" content="width=device-width, user-scalable=no">',
      after: '<meta name="viewport" content="width=device-width, initial-scale=1">',
    },
    en: {
      why: 'People with low vision enlarge pages on their phone with two fingers. If the page forbids zooming, they cannot read small text.',
      how: 'Remove user-scalable=no and maximum-scale values below 2 from the viewport meta element.',
      before: '<meta name="viewport" content="width=device-width, user-scalable=no">',
      after: '<meta name="viewport" content="width=device-width, initial-scale=1">',
    },
  },
  'nested-interactive': {
    de: {
      why: 'Steckt ein Bedienelement in einem anderen, etwa ein Link in einer Schaltfläche, lesen Screenreader es oft nicht vor, und es ist mit der Tastatur nicht einzeln erreichbar.',
      how: 'Verschachteln Sie keine interaktiven Elemente. Stellen Sie die Elemente nebeneinander, oder machen Sie aus dem äußeren Element ein nicht interaktives.',
      before: '<button>In den Warenkorb <a href="/details">Details</a></button>',
      after: '<button>In den Warenkorb</button>\n<a href="/details">Details</a>',
    },
    en: {
      why: 'When a control sits inside another one, such as a link inside a button, screen readers often do not announce it, and it cannot be reached by keyboard on its own.',
      how: 'Do not nest interactive elements. Place the elements side by side, or make the outer element a non-interactive one.',
      before: '<button>Add to basket <a href="/details">Details</a></button>',
      after: '<button>Add to basket</button>\n<a href="/details">Details</a>',
    },
  },
  'scrollable-region-focusable': {
    de: {
      why: 'Einen Bereich mit eigener Bildlaufleiste können Menschen, die nur die Tastatur nutzen, nicht scrollen, wenn er keinen Fokus bekommen kann. Inhalte darin bleiben für sie unerreichbar.',
      how: 'Machen Sie scrollbare Bereiche mit tabindex="0" fokussierbar und geben Sie ihnen eine Rolle und einen Namen, oder sorgen Sie dafür, dass sie ein fokussierbares Element enthalten.',
      before:
        '<div style="overflow: auto; height: 3rem">\n  <p>Lieferung in zwei Tagen.</p><p>Rückgabe binnen 30 Tagen.</p><p>Versand ab 50 € frei.</p>\n</div>',
      after:
        '<div style="overflow: auto; height: 3rem" tabindex="0" role="region" aria-label="Versandbedingungen">\n  <p>Lieferung in zwei Tagen.</p><p>Rückgabe binnen 30 Tagen.</p><p>Versand ab 50 € frei.</p>\n</div>',
    },
    en: {
      why: 'Keyboard-only users cannot scroll an area with its own scroll bar if it cannot take the focus. The content inside stays out of their reach.',
      how: 'Make scrollable areas focusable with tabindex="0" and give them a role and a name, or make sure they contain a focusable element.',
      before:
        '<div style="overflow: auto; height: 3rem">\n  <p>Delivery in two days.</p><p>Returns within 30 days.</p><p>Free shipping from €50.</p>\n</div>',
      after:
        '<div style="overflow: auto; height: 3rem" tabindex="0" role="region" aria-label="Shipping terms">\n  <p>Delivery in two days.</p><p>Returns within 30 days.</p><p>Free shipping from €50.</p>\n</div>',
    },
  },
  'select-name': {
    de: {
      why: 'Ohne Beschriftung erfahren Screenreader-Nutzende nicht, was sie in einer Auswahlliste auswählen.',
      how: 'Verbinden Sie jede Auswahlliste über for und id mit einem sichtbaren <label>-Element.',
      before: '<select name="land">\n  <option>Deutschland</option>\n</select>',
      after:
        '<label for="land">Lieferland</label>\n<select id="land" name="land">\n  <option>Deutschland</option>\n</select>',
    },
    en: {
      why: 'Without a label, screen-reader users do not learn what they are choosing in a select list.',
      how: 'Connect every select list to a visible <label> element through for and id.',
      before: '<select name="country">\n  <option>Germany</option>\n</select>',
      after:
        '<label for="country">Delivery country</label>\n<select id="country" name="country">\n  <option>Germany</option>\n</select>',
    },
  },
  'link-in-text-block': {
    de: {
      why: 'Menschen, die Farben schlecht unterscheiden, erkennen einen Link im Fließtext nicht, wenn er sich nur durch seine Farbe abhebt.',
      how: 'Heben Sie Links im Fließtext zusätzlich zur Farbe hervor, am einfachsten durch Unterstreichung. Alternativ muss der Link einen Kontrast von 3 : 1 zum umgebenden Text haben und bei Fokus und Hover zusätzlich markiert werden.',
      before: '<p>Lesen Sie unsere <a href="/agb" style="text-decoration: none">AGB</a>.</p>',
      after: '<p>Lesen Sie unsere <a href="/agb" style="text-decoration: underline">AGB</a>.</p>',
    },
    en: {
      why: 'People who cannot tell colours apart well do not recognise a link in running text if only its colour sets it apart.',
      how: 'Mark links in running text by more than colour, most simply by underlining them. Otherwise the link needs a contrast of 3:1 to the surrounding text and an extra marker on focus and hover.',
      before: '<p>Read our <a href="/terms" style="text-decoration: none">terms</a>.</p>',
      after: '<p>Read our <a href="/terms" style="text-decoration: underline">terms</a>.</p>',
    },
  },
  'role-img-alt': {
    de: {
      why: 'Ein Element mit role="img" gibt sich Screenreadern als Bild zu erkennen. Ohne Namen bleibt unklar, was es zeigt.',
      how: 'Geben Sie Elementen mit role="img" einen Alternativtext mit aria-label oder aria-labelledby.',
      before: '<div role="img" class="bewertung-4-sterne"></div>',
      after: '<div role="img" class="bewertung-4-sterne" aria-label="Bewertung: 4 von 5 Sternen"></div>',
    },
    en: {
      why: 'An element with role="img" presents itself to screen readers as an image. Without a name, it is unclear what it shows.',
      how: 'Give elements with role="img" a text alternative with aria-label or aria-labelledby.',
      before: '<div role="img" class="rating-4-stars"></div>',
      after: '<div role="img" class="rating-4-stars" aria-label="Rating: 4 out of 5 stars"></div>',
    },
  },
  'svg-img-alt': {
    de: {
      why: 'Eine SVG-Grafik mit role="img" wird als Bild angekündigt. Ohne Alternativtext erfahren blinde Menschen nicht, was sie zeigt.',
      how: 'Geben Sie der Grafik ein <title>-Element als erstes Kind oder ein aria-label. Rein dekorative Grafiken bekommen statt role="img" das Attribut aria-hidden="true".',
      before: '<svg role="img" viewBox="0 0 24 24">…</svg>',
      after: '<svg role="img" viewBox="0 0 24 24" aria-label="Kostenloser Versand">…</svg>',
    },
    en: {
      why: 'An SVG graphic with role="img" is announced as an image. Without a text alternative, blind people do not learn what it shows.',
      how: 'Give the graphic a <title> element as its first child or an aria-label. Purely decorative graphics get aria-hidden="true" instead of role="img".',
      before: '<svg role="img" viewBox="0 0 24 24">…</svg>',
      after: '<svg role="img" viewBox="0 0 24 24" aria-label="Free delivery">…</svg>',
    },
  },
  'input-button-name': {
    de: {
      why: 'Eine Eingabe-Schaltfläche ohne Text liest ein Screenreader nur als „Schaltfläche“ vor; ihr Zweck bleibt unklar.',
      how: 'Geben Sie <input type="submit">, <input type="button"> und <input type="reset"> ein value-Attribut mit einer klaren Beschriftung.',
      before: '<input type="submit" value="">',
      after: '<input type="submit" value="Bestellung absenden">',
    },
    en: {
      why: 'A screen reader announces an input button without text only as "button"; its purpose remains unclear.',
      how: 'Give <input type="submit">, <input type="button"> and <input type="reset"> a value attribute with a clear label.',
      before: '<input type="submit" value="">',
      after: '<input type="submit" value="Place order">',
    },
  },
  'autocomplete-valid': {
    de: {
      why: 'Browser und Hilfsmittel füllen Felder wie Name und Adresse nur dann automatisch aus, wenn das autocomplete-Attribut einen gültigen Wert hat. Das erspart Menschen mit motorischen oder kognitiven Einschränkungen viel Tipparbeit.',
      how: 'Verwenden Sie im autocomplete-Attribut nur die in HTML festgelegten Werte, etwa name, email, street-address oder postal-code, passend zum Zweck des Feldes.',
      before: '<input type="email" id="email" autocomplete="mail">',
      after: '<input type="email" id="email" autocomplete="email">',
    },
    en: {
      why: 'Browsers and assistive tools fill in fields such as name and address only when the autocomplete attribute holds a valid value. This saves people with motor or cognitive impairments a lot of typing.',
      how: 'Use only the values HTML defines in the autocomplete attribute, such as name, email, street-address or postal-code, matching the purpose of the field.',
      before: '<input type="email" id="email" autocomplete="mail">',
      after: '<input type="email" id="email" autocomplete="email">',
    },
  },
  'label-content-name-mismatch': {
    de: {
      why: 'Menschen mit Sprachsteuerung sagen, was sie sehen, etwa „Klick auf Suchen“. Weicht der zugängliche Name vom sichtbaren Text ab, reagiert das Element nicht.',
      how: 'Sorgen Sie dafür, dass der zugängliche Name den sichtbaren Text enthält, am besten am Anfang. Ein aria-label sollte den sichtbaren Text nicht ersetzen, sondern höchstens ergänzen.',
      before: '<button aria-label="Formular abschicken">Suchen</button>',
      after: '<button aria-label="Suchen im Shop">Suchen</button>',
    },
    en: {
      why: 'People using voice control say what they see, such as "click Search". If the accessible name differs from the visible text, the element does not respond.',
      how: 'Make sure the accessible name contains the visible text, best at its start. An aria-label should not replace the visible text, at most add to it.',
      before: '<button aria-label="Submit form">Search</button>',
      after: '<button aria-label="Search the shop">Search</button>',
    },
  },
  'video-caption': {
    de: {
      why: 'Gehörlose und schwerhörige Menschen verstehen gesprochene Inhalte eines Videos nur mit Untertiteln.',
      how: 'Stellen Sie für jedes Video mit Ton Untertitel bereit und binden Sie sie mit einem <track kind="captions">-Element ein.',
      before: '<video src="/produkt.mp4" controls></video>',
      after:
        '<video src="/produkt.mp4" controls>\n  <track kind="captions" src="/produkt.de.vtt" srclang="de" label="Deutsch">\n</video>',
    },
    en: {
      why: 'Deaf and hard-of-hearing people understand what is said in a video only with captions.',
      how: 'Provide captions for every video with sound and add them with a <track kind="captions"> element.',
      before: '<video src="/product.mp4" controls></video>',
      after:
        '<video src="/product.mp4" controls>\n  <track kind="captions" src="/product.en.vtt" srclang="en" label="English">\n</video>',
    },
  },
};
