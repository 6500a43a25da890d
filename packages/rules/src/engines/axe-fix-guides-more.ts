import type { FixGuides } from '@klarsicht/report';

/**
 * How to fix: the names of widgets built with ARIA roles, and the remaining rules on ARIA, structure,
 * language, motion and keyboard access (WCAG 2.1 A/AA).
 */
export const FIX_GUIDES_MORE: FixGuides = {
  'aria-command-name': {
    de: {
      why: 'Ein Element mit role="button", role="link" oder role="menuitem" ohne zugänglichen Namen liest ein Screenreader nur als „Schaltfläche“, „Link“ oder „Menüeintrag“ vor. Blinde Menschen wissen nicht, was es bewirkt, und Sprachsteuerung kann es nicht ansprechen.',
      how: 'Geben Sie dem Element einen sichtbaren Text. Besteht es nur aus einem Symbol, benennen Sie es mit aria-label und blenden das Symbol mit aria-hidden="true" aus. Besser noch: Verwenden Sie gleich ein <button>- oder <a>-Element.',
      before: '<div role="button" tabindex="0"><svg>…</svg></div>',
      after: '<div role="button" tabindex="0" aria-label="Schließen"><svg aria-hidden="true">…</svg></div>',
    },
    en: {
      why: 'A screen reader announces an element with role="button", role="link" or role="menuitem" and no accessible name only as "button", "link" or "menu item". Blind people do not know what it does, and voice control cannot address it.',
      how: 'Give the element visible text. If it consists of an icon only, name it with aria-label and hide the icon with aria-hidden="true". Better still, use a <button> or <a> element in the first place.',
      before: '<div role="button" tabindex="0"><svg>…</svg></div>',
      after: '<div role="button" tabindex="0" aria-label="Close"><svg aria-hidden="true">…</svg></div>',
    },
  },
  'aria-input-field-name': {
    de: {
      why: 'Screenreader kündigen ein selbst gebautes Eingabefeld, etwa mit role="textbox" oder role="combobox", ohne zugänglichen Namen nur als „Eingabefeld“ an. Screenreader-Nutzende wissen nicht, was sie eingeben sollen.',
      how: 'Verbinden Sie das Feld mit aria-labelledby mit seiner sichtbaren Beschriftung, oder geben Sie ihm ein aria-label. Ein <label>-Element wirkt nur bei nativen Formularfeldern; nehmen Sie deshalb, wo es geht, <input>, <textarea> oder <select>.',
      before:
        '<p>Ihre Nachricht</p>\n<div role="textbox" contenteditable="true" aria-multiline="true"></div>',
      after:
        '<p id="nachricht-label">Ihre Nachricht</p>\n<div role="textbox" contenteditable="true" aria-multiline="true" aria-labelledby="nachricht-label"></div>',
    },
    en: {
      why: 'Screen readers announce a custom input field, such as one with role="textbox" or role="combobox", without an accessible name only as "edit text". Screen-reader users do not know what to enter.',
      how: 'Connect the field to its visible label with aria-labelledby, or give it an aria-label. A <label> element only works for native form fields, so use <input>, <textarea> or <select> wherever you can.',
      before: '<p>Your message</p>\n<div role="textbox" contenteditable="true" aria-multiline="true"></div>',
      after:
        '<p id="message-label">Your message</p>\n<div role="textbox" contenteditable="true" aria-multiline="true" aria-labelledby="message-label"></div>',
    },
  },
  'aria-toggle-field-name': {
    de: {
      why: 'Screenreader kündigen ein Kontrollkästchen, ein Optionsfeld oder einen Schalter mit ARIA-Rolle, aber ohne zugänglichen Namen, nur mit dem Zustand an, etwa „Kontrollkästchen, nicht aktiviert“. Worum es geht, erfahren Screenreader-Nutzende nicht.',
      how: 'Schreiben Sie die Beschriftung in das Element, oder verweisen Sie mit aria-labelledby auf den sichtbaren Text daneben. Mit <input type="checkbox"> und <label> bekommen Sie Name, Zustand und Tastaturbedienung ganz ohne ARIA.',
      before:
        '<div role="checkbox" aria-checked="false" tabindex="0"></div>\n<span>Ich akzeptiere die AGB</span>',
      after:
        '<div role="checkbox" aria-checked="false" tabindex="0" aria-labelledby="agb"></div>\n<span id="agb">Ich akzeptiere die AGB</span>',
    },
    en: {
      why: 'Screen readers announce a checkbox, radio button or switch with an ARIA role but no accessible name only by its state, such as "checkbox, not checked". Screen-reader users do not learn what it is about.',
      how: 'Put the label inside the element, or refer to the visible text next to it with aria-labelledby. With <input type="checkbox"> and a <label> you get the name, the state and keyboard operation without any ARIA.',
      before:
        '<div role="checkbox" aria-checked="false" tabindex="0"></div>\n<span>I accept the terms</span>',
      after:
        '<div role="checkbox" aria-checked="false" tabindex="0" aria-labelledby="terms"></div>\n<span id="terms">I accept the terms</span>',
    },
  },
  'aria-meter-name': {
    de: {
      why: 'Eine Messanzeige mit role="meter" ohne Namen lesen Screenreader nur als Wert vor. Screenreader-Nutzende erfahren nicht, was gemessen wird, etwa die Stärke ihres Passworts.',
      how: 'Benennen Sie die Anzeige mit aria-labelledby, das auf eine sichtbare Beschriftung verweist, oder mit aria-label. Text im Element selbst zählt bei dieser Rolle nicht als Name.',
      before: '<div role="meter" aria-valuenow="60" aria-valuemin="0" aria-valuemax="100"></div>',
      after:
        '<div role="meter" aria-valuenow="60" aria-valuemin="0" aria-valuemax="100" aria-label="Passwortstärke"></div>',
    },
    en: {
      why: 'Screen readers announce a meter with role="meter" and no name only by its value. Screen-reader users do not learn what is being measured, such as the strength of their password.',
      how: 'Name the meter with aria-labelledby pointing to a visible label, or with aria-label. Text inside the element does not count as a name for this role.',
      before: '<div role="meter" aria-valuenow="60" aria-valuemin="0" aria-valuemax="100"></div>',
      after:
        '<div role="meter" aria-valuenow="60" aria-valuemin="0" aria-valuemax="100" aria-label="Password strength"></div>',
    },
  },
  'aria-progressbar-name': {
    de: {
      why: 'Eine Fortschrittsanzeige ohne Namen kündigen Screenreader nur mit ihrem Prozentwert an. Blinde Menschen wissen dann nicht, was gerade geladen oder verarbeitet wird.',
      how: 'Benennen Sie jede Fortschrittsanzeige mit aria-labelledby oder aria-label und sagen Sie darin, was gerade geschieht. Alternativ eignet sich das <progress>-Element mit einem <label>.',
      before: '<div role="progressbar" aria-valuenow="40" aria-valuemin="0" aria-valuemax="100"></div>',
      after:
        '<div role="progressbar" aria-valuenow="40" aria-valuemin="0" aria-valuemax="100" aria-label="Foto wird hochgeladen"></div>',
    },
    en: {
      why: 'Screen readers announce a progress bar without a name only by its percentage. Blind people then do not know what is being loaded or processed.',
      how: 'Name every progress bar with aria-labelledby or aria-label, saying what is happening. The <progress> element with a <label> works as well.',
      before: '<div role="progressbar" aria-valuenow="40" aria-valuemin="0" aria-valuemax="100"></div>',
      after:
        '<div role="progressbar" aria-valuenow="40" aria-valuemin="0" aria-valuemax="100" aria-label="Uploading photo"></div>',
    },
  },
  'aria-tab-name': {
    de: {
      why: 'Eine Registerkarte ohne Namen kündigen Screenreader nur als „Registerkarte 1 von 2“ an. Blinde Menschen wissen nicht, welchen Inhalt sie damit öffnen.',
      how: 'Geben Sie jedem Element mit role="tab" einen sichtbaren Text. Zeigt die Registerkarte nur ein Symbol, benennen Sie sie mit aria-label.',
      before:
        '<ul role="tablist">\n  <li role="tab" tabindex="0" aria-selected="true" class="icon-liste"></li>\n  <li role="tab" tabindex="-1" aria-selected="false" class="icon-kacheln"></li>\n</ul>',
      after:
        '<ul role="tablist">\n  <li role="tab" tabindex="0" aria-selected="true" class="icon-liste" aria-label="Listenansicht"></li>\n  <li role="tab" tabindex="-1" aria-selected="false" class="icon-kacheln" aria-label="Kachelansicht"></li>\n</ul>',
    },
    en: {
      why: 'Screen readers announce a tab without a name only as "tab, 1 of 2". Blind people do not know which content it opens.',
      how: 'Give every element with role="tab" visible text. If the tab shows an icon only, name it with aria-label.',
      before:
        '<ul role="tablist">\n  <li role="tab" tabindex="0" aria-selected="true" class="icon-list"></li>\n  <li role="tab" tabindex="-1" aria-selected="false" class="icon-grid"></li>\n</ul>',
      after:
        '<ul role="tablist">\n  <li role="tab" tabindex="0" aria-selected="true" class="icon-list" aria-label="List view"></li>\n  <li role="tab" tabindex="-1" aria-selected="false" class="icon-grid" aria-label="Grid view"></li>\n</ul>',
    },
  },
  'aria-tooltip-name': {
    de: {
      why: 'Screenreader lesen den Text eines Tooltips als Beschreibung des Elements vor, auf das er sich bezieht. Ist der Tooltip leer, fehlt Screenreader-Nutzenden der Hinweis.',
      how: 'Schreiben Sie den Hinweis als Text in das Element mit role="tooltip" und verweisen Sie vom auslösenden Element mit aria-describedby darauf.',
      before:
        '<button aria-describedby="tipp-versand">Versand</button>\n<div role="tooltip" id="tipp-versand"></div>',
      after:
        '<button aria-describedby="tipp-versand">Versand</button>\n<div role="tooltip" id="tipp-versand">Lieferung in zwei Werktagen</div>',
    },
    en: {
      why: 'Screen readers read the text of a tooltip as the description of the element it belongs to. If the tooltip is empty, screen-reader users miss the hint.',
      how: 'Write the hint as text inside the element with role="tooltip" and refer to it from the triggering element with aria-describedby.',
      before:
        '<button aria-describedby="shipping-tip">Shipping</button>\n<div role="tooltip" id="shipping-tip"></div>',
      after:
        '<button aria-describedby="shipping-tip">Shipping</button>\n<div role="tooltip" id="shipping-tip">Delivery in two working days</div>',
    },
  },
  'aria-braille-equivalent': {
    de: {
      why: 'Das Attribut aria-braillelabel ersetzt den zugänglichen Namen nur auf der Braillezeile. Fehlt der Name selbst, hören Screenreader-Nutzende ohne Braillezeile nichts, und wer Braille liest, bekommt nur die Kurzform.',
      how: 'Geben Sie jedem Element mit aria-braillelabel auch einen zugänglichen Namen, etwa mit aria-label, und jedem Element mit aria-brailleroledescription auch ein aria-roledescription. Braille-Attribute ergänzen diese Angaben, sie ersetzen sie nicht.',
      before: '<span role="img" class="sterne-4" aria-braillelabel="4/5"></span>',
      after:
        '<span role="img" class="sterne-4" aria-label="Bewertung: 4 von 5 Sternen" aria-braillelabel="4/5"></span>',
    },
    en: {
      why: 'The aria-braillelabel attribute replaces the accessible name on the braille display only. If the name itself is missing, screen-reader users without a braille display hear nothing, and braille readers get only the short form.',
      how: 'Give every element with aria-braillelabel an accessible name as well, for example with aria-label, and every element with aria-brailleroledescription an aria-roledescription. Braille attributes add to these, they do not replace them.',
      before: '<span role="img" class="stars-4" aria-braillelabel="4/5"></span>',
      after:
        '<span role="img" class="stars-4" aria-label="Rating: 4 out of 5 stars" aria-braillelabel="4/5"></span>',
    },
  },
  'aria-conditional-attr': {
    de: {
      why: 'Manche ARIA-Attribute sind nur unter bestimmten Bedingungen erlaubt. Widerspricht etwa aria-checked dem tatsächlichen Zustand eines Kontrollkästchens, sagen Screenreader „aktiviert“, obwohl es nicht aktiviert ist.',
      how: 'Entfernen Sie aria-checked von nativen Kontrollkästchen und Optionsfeldern, denn ihren Zustand kennt der Browser selbst. An Tabellenzeilen sind aria-expanded, aria-level, aria-posinset und aria-setsize nur in einem treegrid erlaubt.',
      before: '<label><input type="checkbox" aria-checked="true"> Newsletter abonnieren</label>',
      after: '<label><input type="checkbox"> Newsletter abonnieren</label>',
    },
    en: {
      why: 'Some ARIA attributes are only allowed under certain conditions. If aria-checked contradicts the actual state of a checkbox, for example, screen readers say "checked" although it is not.',
      how: 'Remove aria-checked from native checkboxes and radio buttons, because the browser knows their state itself. On table rows, aria-expanded, aria-level, aria-posinset and aria-setsize are allowed only in a treegrid.',
      before: '<label><input type="checkbox" aria-checked="true"> Subscribe to the newsletter</label>',
      after: '<label><input type="checkbox"> Subscribe to the newsletter</label>',
    },
  },
  'aria-deprecated-role': {
    de: {
      why: 'Veraltete Rollen wie directory unterstützen Browser und Screenreader nicht mehr verlässlich. Das Element wird dann ohne oder mit falscher Bedeutung angekündigt.',
      how: 'Ersetzen Sie die veraltete Rolle durch ihre aktuelle Entsprechung, für directory etwa durch list. Bringt das HTML-Element die Bedeutung schon mit, wie <ul>, lassen Sie das role-Attribut einfach weg.',
      before:
        '<ul role="directory">\n  <li><a href="#versand">Versand</a></li>\n  <li><a href="#rueckgabe">Rückgabe</a></li>\n</ul>',
      after:
        '<ul>\n  <li><a href="#versand">Versand</a></li>\n  <li><a href="#rueckgabe">Rückgabe</a></li>\n</ul>',
    },
    en: {
      why: 'Browsers and screen readers no longer reliably support deprecated roles such as directory. The element is then announced without meaning or with the wrong one.',
      how: 'Replace the deprecated role with its current equivalent, for directory for example with list. If the HTML element already brings the meaning, such as <ul>, simply drop the role attribute.',
      before:
        '<ul role="directory">\n  <li><a href="#shipping">Shipping</a></li>\n  <li><a href="#returns">Returns</a></li>\n</ul>',
      after:
        '<ul>\n  <li><a href="#shipping">Shipping</a></li>\n  <li><a href="#returns">Returns</a></li>\n</ul>',
    },
  },
  'aria-hidden-body': {
    de: {
      why: 'Mit aria-hidden="true" am <body> verschwindet die ganze Seite für Screenreader. Blinde Menschen finden darauf nichts mehr, obwohl sie sichtbar und per Tastatur bedienbar bleibt.',
      how: 'Entfernen Sie aria-hidden vom <body>. Soll bei einem geöffneten Dialog der Hintergrund verborgen sein, versehen Sie die übrigen Bereiche mit dem Attribut inert oder öffnen Sie ein <dialog>-Element mit showModal().',
      before: '<body aria-hidden="true">\n  <main>\n    <h1>Unsere Angebote</h1>\n  </main>\n</body>',
      after: '<body>\n  <main>\n    <h1>Unsere Angebote</h1>\n  </main>\n</body>',
    },
    en: {
      why: 'With aria-hidden="true" on the <body>, the whole page disappears for screen readers. Blind people find nothing on it, although it stays visible and usable by keyboard.',
      how: 'Remove aria-hidden from the <body>. To hide the background while a dialog is open, give the other areas the inert attribute or open a <dialog> element with showModal().',
      before: '<body aria-hidden="true">\n  <main>\n    <h1>Our offers</h1>\n  </main>\n</body>',
      after: '<body>\n  <main>\n    <h1>Our offers</h1>\n  </main>\n</body>',
    },
  },
  'aria-prohibited-attr': {
    de: {
      why: 'Manche Rollen verbieten bestimmte ARIA-Attribute, etwa aria-label an einem <span> oder <div> ohne Rolle. Screenreader lesen den Namen dann nicht zuverlässig vor, und die Information geht verloren.',
      how: 'Geben Sie dem Element eine Rolle, die das Attribut erlaubt, zum Beispiel role="img" für ein Symbol, oder schreiben Sie die Information als Text. Entfernen Sie verbotene Attribute, die keinen Zweck erfüllen.',
      before: '<p><span class="icon-telefon" aria-label="Telefon"></span> 030 123 456</p>',
      after: '<p><span class="icon-telefon" role="img" aria-label="Telefon"></span> 030 123 456</p>',
    },
    en: {
      why: 'Some roles prohibit certain ARIA attributes, such as aria-label on a <span> or <div> without a role. Screen readers then do not read the name reliably, and the information is lost.',
      how: 'Give the element a role that allows the attribute, for example role="img" for an icon, or write the information as text. Remove prohibited attributes that serve no purpose.',
      before: '<p><span class="icon-phone" aria-label="Phone"></span> 020 7946 0000</p>',
      after: '<p><span class="icon-phone" role="img" aria-label="Phone"></span> 020 7946 0000</p>',
    },
  },
  'aria-required-children': {
    de: {
      why: 'Rollen wie listbox, menu oder tablist sind Behälter für bestimmte Einträge. Fehlen die vorgeschriebenen Kind-Rollen, etwa option in einer listbox, können Screenreader die Einträge weder zählen noch als auswählbar ankündigen.',
      how: 'Geben Sie den Einträgen die Rolle, die der Behälter verlangt, zum Beispiel role="option" in role="listbox" oder role="tab" in role="tablist". Andere Elemente gehören nicht unmittelbar hinein.',
      before:
        '<ul role="listbox" aria-label="Lieferland">\n  <li>Deutschland</li>\n  <li>Österreich</li>\n</ul>',
      after:
        '<ul role="listbox" aria-label="Lieferland">\n  <li role="option" aria-selected="true">Deutschland</li>\n  <li role="option" aria-selected="false">Österreich</li>\n</ul>',
    },
    en: {
      why: 'Roles such as listbox, menu or tablist are containers for particular items. Without the required child roles, such as option in a listbox, screen readers can neither count the items nor announce them as selectable.',
      how: 'Give the items the role the container requires, for example role="option" in role="listbox" or role="tab" in role="tablist". Other elements do not belong directly inside.',
      before:
        '<ul role="listbox" aria-label="Delivery country">\n  <li>Germany</li>\n  <li>Austria</li>\n</ul>',
      after:
        '<ul role="listbox" aria-label="Delivery country">\n  <li role="option" aria-selected="true">Germany</li>\n  <li role="option" aria-selected="false">Austria</li>\n</ul>',
    },
  },
  'aria-required-parent': {
    de: {
      why: 'Rollen wie tab, option oder menuitem ergeben nur in ihrer übergeordneten Rolle einen Sinn. Fehlt sie, können Screenreader nicht ansagen, zu welcher Gruppe ein Eintrag gehört und wie viele es gibt.',
      how: 'Setzen Sie solche Elemente in ein Element mit der verlangten Rolle, etwa role="tab" in role="tablist" oder role="option" in role="listbox". Gehört das Element zu keinem solchen Bedienelement, entfernen Sie die Rolle.',
      before:
        '<div class="reiter">\n  <button role="tab" aria-selected="true">Beschreibung</button>\n  <button role="tab" aria-selected="false">Bewertungen</button>\n</div>',
      after:
        '<div class="reiter" role="tablist">\n  <button role="tab" aria-selected="true">Beschreibung</button>\n  <button role="tab" aria-selected="false">Bewertungen</button>\n</div>',
    },
    en: {
      why: 'Roles such as tab, option or menuitem only make sense inside their parent role. Without it, screen readers cannot say which group an item belongs to and how many items there are.',
      how: 'Place such elements inside an element with the required role, for example role="tab" in role="tablist" or role="option" in role="listbox". If the element is not part of such a widget, remove the role.',
      before:
        '<div class="tabs">\n  <button role="tab" aria-selected="true">Description</button>\n  <button role="tab" aria-selected="false">Reviews</button>\n</div>',
      after:
        '<div class="tabs" role="tablist">\n  <button role="tab" aria-selected="true">Description</button>\n  <button role="tab" aria-selected="false">Reviews</button>\n</div>',
    },
  },
  'avoid-inline-spacing': {
    de: {
      why: 'Menschen mit Leseschwäche oder Sehbehinderung vergrößern Zeilen-, Zeichen- und Wortabstände mit eigenen Stylesheets oder Browser-Erweiterungen. Abstände im style-Attribut mit !important verhindern das.',
      how: 'Entfernen Sie !important bei letter-spacing, word-spacing und line-height im style-Attribut, damit Nutzerinnen und Nutzer die Abstände mit eigenen Stylesheets vergrößern können. Am besten legen Sie die Abstände im Stylesheet der Seite fest.',
      before: '<p style="letter-spacing: 0.02em !important">Versandkostenfrei ab 50 €</p>',
      after: '<p style="letter-spacing: 0.02em">Versandkostenfrei ab 50 €</p>',
    },
    en: {
      why: 'People with dyslexia or low vision widen line, letter and word spacing with their own style sheets or browser extensions. Spacing set in a style attribute with !important prevents this.',
      how: "Remove !important from letter-spacing, word-spacing and line-height in style attributes so that users can widen the spacing with their own style sheets. Best set the spacing in the page's style sheet.",
      before: '<p style="letter-spacing: 0.02em !important">Free delivery from €50</p>',
      after: '<p style="letter-spacing: 0.02em">Free delivery from €50</p>',
    },
  },
  blink: {
    de: {
      why: 'Blinkender Text lenkt ab und lässt sich nicht anhalten. Menschen mit Aufmerksamkeitsstörungen können sich dann kaum auf die Seite konzentrieren, Menschen mit Sehbehinderung den Text kaum lesen.',
      how: 'Entfernen Sie das <blink>-Element. Heben Sie Wichtiges mit <strong> oder durch eine Gestaltung hervor, die sich nicht bewegt.',
      before: '<p><blink>Nur heute: 20 % Rabatt</blink></p>',
      after: '<p><strong>Nur heute: 20 % Rabatt</strong></p>',
    },
    en: {
      why: 'Blinking text distracts and cannot be stopped. People with attention disorders can hardly concentrate on the page, and people with low vision can hardly read the text.',
      how: 'Remove the <blink> element. Emphasise what matters with <strong> or with styling that does not move.',
      before: '<p><blink>Today only: 20% off</blink></p>',
      after: '<p><strong>Today only: 20% off</strong></p>',
    },
  },
  marquee: {
    de: {
      why: 'Laufschrift bewegt sich ständig und lässt sich nicht anhalten. Wer langsam liest, eine Bildschirmlupe nutzt oder sich schwer konzentrieren kann, bekommt den Text nicht vollständig mit.',
      how: 'Ersetzen Sie <marquee> durch feststehenden Text. Bewegte Inhalte, die länger als fünf Sekunden laufen, müssen sich anhalten lassen; dafür bietet <marquee> keine Bedienelemente.',
      before: '<marquee>Sommerschlussverkauf: bis zu 50 % Rabatt</marquee>',
      after: '<p>Sommerschlussverkauf: bis zu 50 % Rabatt</p>',
    },
    en: {
      why: 'Scrolling text moves all the time and cannot be stopped. People who read slowly, use a screen magnifier or find it hard to concentrate do not catch all of it.',
      how: 'Replace <marquee> with static text. Moving content that runs for more than five seconds must be possible to pause; <marquee> offers no controls for that.',
      before: '<marquee>Summer sale: up to 50% off</marquee>',
      after: '<p>Summer sale: up to 50% off</p>',
    },
  },
  'definition-list': {
    de: {
      why: 'Screenreader kündigen Beschreibungslisten mit ihren Begriffen und Beschreibungen an. Stehen andere Elemente direkt in <dl>, geht die Zuordnung von Begriff und Beschreibung verloren.',
      how: 'Schreiben Sie in <dl> unmittelbar nur <dt>- und <dd>-Elemente oder <div>-Elemente, die je eine Gruppe aus <dt> und <dd> umschließen (sowie <script> oder <template>). Anderer Inhalt gehört in die <dt>- oder <dd>-Elemente.',
      before: '<dl>\n  <dt>Lieferzeit</dt>\n  <p>Zwei Werktage</p>\n</dl>',
      after: '<dl>\n  <dt>Lieferzeit</dt>\n  <dd>Zwei Werktage</dd>\n</dl>',
    },
    en: {
      why: 'Screen readers announce description lists with their terms and descriptions. When other elements sit directly in <dl>, the relation between term and description is lost.',
      how: 'Put only <dt> and <dd> elements directly inside <dl>, or <div> elements that each wrap one group of <dt> and <dd> (and <script> or <template>). Other content belongs inside the <dt> or <dd> elements.',
      before: '<dl>\n  <dt>Delivery time</dt>\n  <p>Two working days</p>\n</dl>',
      after: '<dl>\n  <dt>Delivery time</dt>\n  <dd>Two working days</dd>\n</dl>',
    },
  },
  dlitem: {
    de: {
      why: '<dt> und <dd> außerhalb einer Beschreibungsliste kündigen Screenreader nicht als Begriff und Beschreibung an; der Zusammenhang geht verloren.',
      how: 'Stellen Sie <dt>- und <dd>-Elemente immer in ein <dl>-Element, entweder unmittelbar oder in einem <div>, das selbst direkt im <dl> steht.',
      before: '<div>\n  <dt>Lieferzeit</dt>\n  <dd>Zwei Werktage</dd>\n</div>',
      after: '<dl>\n  <dt>Lieferzeit</dt>\n  <dd>Zwei Werktage</dd>\n</dl>',
    },
    en: {
      why: 'Screen readers do not announce <dt> and <dd> outside a description list as term and description; their relation is lost.',
      how: 'Always place <dt> and <dd> elements inside a <dl> element, either directly or in a <div> that itself sits directly in the <dl>.',
      before: '<div>\n  <dt>Delivery time</dt>\n  <dd>Two working days</dd>\n</div>',
      after: '<dl>\n  <dt>Delivery time</dt>\n  <dd>Two working days</dd>\n</dl>',
    },
  },
  'frame-focusable-content': {
    de: {
      why: 'Mit tabindex="-1" an einem Frame überspringt die Tastatur seinen Inhalt. Wer nur die Tastatur nutzt, erreicht die Links und Formularfelder darin nicht.',
      how: 'Entfernen Sie tabindex="-1" von <iframe>- und <frame>-Elementen, die Links, Formularfelder oder andere fokussierbare Elemente enthalten. Damit sein Inhalt erreichbar ist, braucht ein Frame keinen eigenen tabindex.',
      before:
        '<iframe title="Newsletter-Anmeldung" tabindex="-1" srcdoc="<label>E-Mail <input type=email></label> <button>Anmelden</button>"></iframe>',
      after:
        '<iframe title="Newsletter-Anmeldung" srcdoc="<label>E-Mail <input type=email></label> <button>Anmelden</button>"></iframe>',
    },
    en: {
      why: 'With tabindex="-1" on a frame, the keyboard skips its content. Keyboard-only users cannot reach the links and form fields inside.',
      how: 'Remove tabindex="-1" from <iframe> and <frame> elements that contain links, form fields or other focusable elements. A frame needs no tabindex of its own for its content to be reachable.',
      before:
        '<iframe title="Newsletter sign-up" tabindex="-1" srcdoc="<label>E-mail <input type=email></label> <button>Sign up</button>"></iframe>',
      after:
        '<iframe title="Newsletter sign-up" srcdoc="<label>E-mail <input type=email></label> <button>Sign up</button>"></iframe>',
    },
  },
  'html-xml-lang-mismatch': {
    de: {
      why: 'Widersprechen sich lang und xml:lang, ist unklar, in welcher Sprache die Seite geschrieben ist. Screenreader wählen dann womöglich die falsche Aussprache, und der Text wird schwer verständlich.',
      how: 'Geben Sie in lang und xml:lang am <html>-Element dieselbe Sprache an. In HTML-Seiten genügt lang; xml:lang brauchen nur XHTML-Dokumente.',
      before: '<html lang="de" xml:lang="en">',
      after: '<html lang="de" xml:lang="de">',
    },
    en: {
      why: 'When lang and xml:lang contradict each other, it is unclear which language the page is written in. Screen readers may then choose the wrong pronunciation, and the text becomes hard to understand.',
      how: 'Use the same language in lang and xml:lang on the <html> element. HTML pages need only lang; xml:lang is needed in XHTML documents alone.',
      before: '<html lang="en" xml:lang="de">',
      after: '<html lang="en" xml:lang="en">',
    },
  },
  'server-side-image-map': {
    de: {
      why: 'Bei einer serverseitigen Imagemap (ismap) entscheidet die Position des Mausklicks, wohin der Link führt. Mit Tastatur oder Screenreader lassen sich die einzelnen Ziele weder erreichen noch erkennen.',
      how: 'Ersetzen Sie die serverseitige Imagemap durch eine clientseitige mit <map> und <area>-Elementen, die jeweils einen Alternativtext haben, oder bieten Sie die Ziele als gewöhnliche Links an.',
      before: '<a href="/filialfinder"><img src="/deutschlandkarte.png" alt="Filialen" ismap></a>',
      after:
        '<img src="/deutschlandkarte.png" alt="Filialen" usemap="#filialen">\n<map name="filialen">\n  <area shape="rect" coords="0,0,80,80" href="/berlin" alt="Filiale Berlin">\n</map>',
    },
    en: {
      why: 'In a server-side image map (ismap), the position of the mouse click decides where the link leads. With a keyboard or a screen reader, the individual destinations can neither be reached nor recognised.',
      how: 'Replace the server-side image map with a client-side one using <map> and <area> elements, each with a text alternative, or offer the destinations as ordinary links.',
      before: '<a href="/branch-finder"><img src="/map-of-germany.png" alt="Branches" ismap></a>',
      after:
        '<img src="/map-of-germany.png" alt="Branches" usemap="#branches">\n<map name="branches">\n  <area shape="rect" coords="0,0,80,80" href="/berlin" alt="Berlin branch">\n</map>',
    },
  },
  'td-headers-attr': {
    de: {
      why: 'Screenreader lesen zu einer Zelle die Kopfzellen vor, die ihr headers-Attribut nennt. Verweist es auf eine id, die es in der Tabelle nicht gibt, fehlt die Zuordnung oder sie ist falsch.',
      how: 'Lassen Sie das headers-Attribut nur auf ids von <th>-Zellen derselben Tabelle verweisen. In einfachen Tabellen genügen <th>-Elemente mit scope; headers brauchen Sie dort gar nicht.',
      before:
        '<table>\n  <tr><th id="artikel">Artikel</th><th id="preis">Preis</th></tr>\n  <tr><td headers="artikel">Tasse</td><td headers="preise">8 €</td></tr>\n</table>',
      after:
        '<table>\n  <tr><th id="artikel">Artikel</th><th id="preis">Preis</th></tr>\n  <tr><td headers="artikel">Tasse</td><td headers="preis">8 €</td></tr>\n</table>',
    },
    en: {
      why: 'With each cell, screen readers read out the header cells named in its headers attribute. If it refers to an id that does not exist in the table, the relation is missing or wrong.',
      how: 'Let the headers attribute refer only to ids of <th> cells in the same table. In simple tables, <th> elements with scope are enough; you do not need headers there at all.',
      before:
        '<table>\n  <tr><th id="item">Item</th><th id="price">Price</th></tr>\n  <tr><td headers="item">Mug</td><td headers="prices">€8</td></tr>\n</table>',
      after:
        '<table>\n  <tr><th id="item">Item</th><th id="price">Price</th></tr>\n  <tr><td headers="item">Mug</td><td headers="price">€8</td></tr>\n</table>',
    },
  },
};
