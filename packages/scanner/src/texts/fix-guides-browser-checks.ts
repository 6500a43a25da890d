import type { FixGuides } from './fix-guide.js';

/**
 * How to fix: the rules checked in a real browser, by playing media, pressing keys, changing the
 * layout, reading the page's click listeners and the language of the text (WCAG 1.4.2, 1.4.4,
 * 1.4.10, 1.4.12, 2.1.1, 2.1.2, 2.4.7, 3.1.1, 3.1.2 and 4.1.2).
 */
export const FIX_GUIDES_BROWSER_CHECKS: FixGuides = {
  'klarsicht-autoplay-audio': {
    de: {
      why: 'Ton, der von selbst startet, übertönt die Sprachausgabe des Screenreaders. Blinde Menschen hören dann nicht mehr, was auf der Seite steht, und finden ohne Sprachausgabe kaum den Weg zum Abschalten. Auch Menschen, denen es schwerfällt, sich zu konzentrieren, lenkt der Ton ab.',
      how: 'Am besten starten Sie Audio und Video mit Ton gar nicht von selbst, sondern erst, wenn jemand auf „Abspielen“ drückt. Muss der Ton doch von selbst starten, zeigen Sie mit dem Attribut controls die Bedienelemente des Browsers an, beenden Sie den Ton nach höchstens drei Sekunden, oder starten Sie stumm geschaltet (muted).',
      before: '<audio src="/media/begruessung.mp3" autoplay></audio>',
      after: '<audio src="/media/begruessung.mp3" controls></audio>',
    },
    en: {
      why: "Sound that starts by itself drowns out the screen reader's speech. Blind people can no longer hear what the page says, and without speech they can hardly find the way to turn it off. The sound also distracts people who find it hard to concentrate.",
      how: 'Best of all, do not start audio or video with sound by itself, but only when someone presses "Play". If the sound must start by itself, show the built-in controls of the browser with the controls attribute, stop the sound within three seconds, or start it muted (muted).',
      before: '<audio src="/media/welcome.mp3" autoplay></audio>',
      after: '<audio src="/media/welcome.mp3" controls></audio>',
    },
  },
  'klarsicht-keyboard-trap': {
    de: {
      why: 'Wer die Seite mit der Tastatur bedient, etwa blinde Menschen oder Menschen, die keine Maus führen können, kommt aus diesem Element nicht mehr heraus: Weder die Tabulatortaste noch Umschalt+Tabulator noch die Esc-Taste bringen den Fokus weiter. Der Rest der Seite ist für sie unerreichbar, oft bleibt ihnen nur, die Seite zu schließen.',
      how: 'Setzen Sie den Fokus nicht per Skript zurück, wenn er ein Element verlässt, und fangen Sie die Tabulatortaste nicht ab; eine fehlerhafte Eingabe melden Sie besser mit einem Hinweis, den Sie mit aria-describedby an das Feld binden. In einem geöffneten modalen Dialog darf der Fokus bleiben und mit Tabulator und Umschalt+Tabulator im Kreis laufen, solange die Esc-Taste den Dialog schließt. Braucht ein Element eine andere Taste, um es zu verlassen, müssen Sie diese Taste vorher mitteilen, etwa in einem sichtbaren Hinweis.',
      before:
        '<a href="/start">Start</a>\n<input id="plz" aria-label="Postleitzahl">\n<script>\n  const plz = document.getElementById(\'plz\');\n  plz.addEventListener(\'blur\', () => {\n    if (!/^[0-9]{5}$/.test(plz.value)) plz.focus();\n  });\n</script>\n<a href="/kontakt">Kontakt</a>',
      after:
        '<a href="/start">Start</a>\n<input id="plz" aria-label="Postleitzahl" aria-describedby="plz-hinweis">\n<p id="plz-hinweis" hidden>Bitte geben Sie eine fünfstellige Postleitzahl ein.</p>\n<script>\n  const plz = document.getElementById(\'plz\');\n  plz.addEventListener(\'blur\', () => {\n    const gueltig = /^[0-9]{5}$/.test(plz.value);\n    plz.setAttribute(\'aria-invalid\', String(!gueltig));\n    document.getElementById(\'plz-hinweis\').hidden = gueltig;\n  });\n</script>\n<a href="/kontakt">Kontakt</a>',
    },
    en: {
      why: 'People who use the keyboard, such as blind people or people who cannot use a mouse, cannot get out of this element: neither Tab nor Shift+Tab nor Escape moves the focus on. The rest of the page is out of their reach, and often all they can do is close it.',
      how: 'Do not put the focus back by script when it leaves an element, and do not swallow the Tab key; report invalid input with a message tied to the field with aria-describedby instead. In an open modal dialog the focus may stay inside and cycle with Tab and Shift+Tab, as long as Escape closes the dialog. If an element needs a different key to leave it, tell users about that key beforehand, for example in a visible hint.',
      before:
        '<a href="/home">Home</a>\n<input id="zip" aria-label="ZIP code">\n<script>\n  const zip = document.getElementById(\'zip\');\n  zip.addEventListener(\'blur\', () => {\n    if (!/^[0-9]{5}$/.test(zip.value)) zip.focus();\n  });\n</script>\n<a href="/contact">Contact</a>',
      after:
        '<a href="/home">Home</a>\n<input id="zip" aria-label="ZIP code" aria-describedby="zip-hint">\n<p id="zip-hint" hidden>Please enter a five-digit ZIP code.</p>\n<script>\n  const zip = document.getElementById(\'zip\');\n  zip.addEventListener(\'blur\', () => {\n    const valid = /^[0-9]{5}$/.test(zip.value);\n    zip.setAttribute(\'aria-invalid\', String(!valid));\n    document.getElementById(\'zip-hint\').hidden = valid;\n  });\n</script>\n<a href="/contact">Contact</a>',
    },
  },
  'klarsicht-click-without-keyboard': {
    de: {
      why: 'Wer die Seite mit der Tastatur bedient, etwa blinde Menschen oder Menschen, die keine Maus führen können, kommt mit der Tabulatortaste nie auf dieses Element: Es ist kein Link und keine Schaltfläche, sondern nur ein Bereich, der auf Mausklicks reagiert. Was es tut, etwa eine Bestellung abschicken, bleibt ihnen verwehrt, und Screenreader kündigen es nicht als Bedienelement an.',
      how: 'Nehmen Sie für eine Aktion ein <button type="button"> und für einen Weg zu einer anderen Seite ein <a href>: Beide erreicht man mit der Tabulatortaste, sie lösen mit Eingabe- oder Leertaste aus und werden als Schaltfläche oder Link angesagt. Das Aussehen bestimmen Sie weiter mit CSS. Geht das nicht, braucht das Element role="button", tabindex="0" und einen Handler, der Eingabe- und Leertaste wie einen Klick behandelt.',
      before:
        '<div class="bestellen" onclick="bestellen()">Jetzt bestellen</div>\n<script>\n  function bestellen() { document.title = \'Bestellung abgeschickt\'; }\n</script>',
      after:
        '<button type="button" class="bestellen" onclick="bestellen()">Jetzt bestellen</button>\n<script>\n  function bestellen() { document.title = \'Bestellung abgeschickt\'; }\n</script>',
    },
    en: {
      why: 'People who use the keyboard, such as blind people or people who cannot use a mouse, never reach this element with the Tab key: it is no link and no button, only an area that reacts to mouse clicks. What it does, such as placing an order, stays out of their reach, and screen readers do not announce it as a control.',
      how: 'Use a <button type="button"> for an action and an <a href> for a way to another page: both are reached with the Tab key, are activated with Enter or Space and are announced as a button or a link. Their look is still up to your CSS. Where that is not possible, the element needs role="button", tabindex="0" and a handler that treats Enter and Space like a click.',
      before:
        '<div class="order" onclick="order()">Order now</div>\n<script>\n  function order() { document.title = \'Order sent\'; }\n</script>',
      after:
        '<button type="button" class="order" onclick="order()">Order now</button>\n<script>\n  function order() { document.title = \'Order sent\'; }\n</script>',
    },
  },
  'klarsicht-page-language': {
    de: {
      why: 'Screenreader wählen Sprache und Aussprache nach dem lang-Attribut des <html>-Elements. Steht dort eine andere Sprache als die des Textes, liest die Sprachausgabe den Text mit den Ausspracheregeln dieser anderen Sprache vor, und blinde Menschen verstehen kaum ein Wort. Auch die Übersetzungsfunktion und die Silbentrennung des Browsers richten sich nach dieser Angabe.',
      how: 'Geben Sie im <html>-Element die Sprache an, in der die Seite tatsächlich geschrieben ist, für eine englische Seite also <html lang="en">. Ist nur ein Teil der Seite in einer anderen Sprache geschrieben, setzen Sie das lang-Attribut auf das Element, das diesen Teil umschließt, wie im Beispiel. Achten Sie bei übersetzten Seiten und Vorlagen darauf, dass lang zur jeweiligen Sprachfassung passt.',
      before:
        '<main>\n  <h1>Opening hours</h1>\n  <p>Our shop in the old town is open from Monday to Friday between nine in the morning and six in the evening. On Saturdays we close at two in the afternoon, and on public holidays the shop stays closed. If you would like advice, please book an appointment by phone or e-mail.</p>\n</main>',
      after:
        '<main lang="en">\n  <h1>Opening hours</h1>\n  <p>Our shop in the old town is open from Monday to Friday between nine in the morning and six in the evening. On Saturdays we close at two in the afternoon, and on public holidays the shop stays closed. If you would like advice, please book an appointment by phone or e-mail.</p>\n</main>',
    },
    en: {
      why: "Screen readers choose language and pronunciation by the lang attribute of the <html> element. If it names a language other than that of the text, the speech synthesizer reads the text with that other language's pronunciation rules, and blind people can hardly understand a word. The browser's translation and hyphenation rely on it too.",
      how: 'In the <html> element, state the language the page is actually written in, so <html lang="de"> for a German page. If only part of the page is written in another language, put the lang attribute on the element that encloses that part, as in the example. On translated pages and in templates, make sure that lang matches each language version.',
      before:
        '<main>\n  <h1>Öffnungszeiten</h1>\n  <p>Unser Laden in der Altstadt ist von Montag bis Freitag zwischen neun Uhr morgens und sechs Uhr abends geöffnet. Samstags schließen wir um vierzehn Uhr, an Feiertagen bleibt der Laden geschlossen. Wenn Sie eine Beratung wünschen, vereinbaren Sie bitte telefonisch oder per E-Mail einen Termin.</p>\n</main>',
      after:
        '<main lang="de">\n  <h1>Öffnungszeiten</h1>\n  <p>Unser Laden in der Altstadt ist von Montag bis Freitag zwischen neun Uhr morgens und sechs Uhr abends geöffnet. Samstags schließen wir um vierzehn Uhr, an Feiertagen bleibt der Laden geschlossen. Wenn Sie eine Beratung wünschen, vereinbaren Sie bitte telefonisch oder per E-Mail einen Termin.</p>\n</main>',
    },
  },
  'klarsicht-part-language': {
    de: {
      why: 'Für ein Element mit lang-Attribut wechseln Screenreader in die dort angegebene Sprache. Ist die Angabe falsch, liest die Sprachausgabe etwa ein französisches Zitat mit englischer Aussprache vor, und blinde Menschen verstehen es nicht.',
      how: 'Prüfen Sie, in welcher Sprache der Text des Elements tatsächlich geschrieben ist, und tragen Sie deren Sprachcode ins lang-Attribut ein, etwa fr für Französisch. Besonders oft stimmt die Angabe nicht, wenn Texte aus anderen Seiten oder Vorlagen übernommen wurden. Ist der Text in der Sprache der Seite geschrieben, entfernen Sie das lang-Attribut einfach.',
      before:
        '<p>Zum Abschluss der Lesung zitierte die Autorin einen Satz, der sie seit ihrer Studienzeit begleitet. Sie las ihn im Original vor, damit der Klang der Sprache erhalten bleibt, und übersetzte ihn anschließend für das Publikum.</p>\n<blockquote lang="en">\n  <p>Il faut toujours garder un peu de temps pour soi, loin du bruit et de la hâte du monde. C’est dans ces moments de calme que naissent les idées les plus simples et souvent les plus justes.</p>\n</blockquote>',
      after:
        '<p>Zum Abschluss der Lesung zitierte die Autorin einen Satz, der sie seit ihrer Studienzeit begleitet. Sie las ihn im Original vor, damit der Klang der Sprache erhalten bleibt, und übersetzte ihn anschließend für das Publikum.</p>\n<blockquote lang="fr">\n  <p>Il faut toujours garder un peu de temps pour soi, loin du bruit et de la hâte du monde. C’est dans ces moments de calme que naissent les idées les plus simples et souvent les plus justes.</p>\n</blockquote>',
    },
    en: {
      why: "Screen readers switch to the language given in an element's lang attribute. If it is wrong, the speech synthesizer reads a French quotation with Spanish pronunciation, for example, and blind people cannot understand it.",
      how: "Check which language the element's text is actually written in, and put its language code in the lang attribute, such as fr for French. The attribute is most often wrong where text was taken over from other pages or templates. If the text is written in the language of the page, simply remove the lang attribute.",
      before:
        '<p>At the end of the reading, the author quoted a sentence that has stayed with her since her student days. She read it in the original so that the sound of the language would be kept, and then translated it for the audience.</p>\n<blockquote lang="es">\n  <p>Il faut toujours garder un peu de temps pour soi, loin du bruit et de la hâte du monde. C’est dans ces moments de calme que naissent les idées les plus simples et souvent les plus justes.</p>\n</blockquote>',
      after:
        '<p>At the end of the reading, the author quoted a sentence that has stayed with her since her student days. She read it in the original so that the sound of the language would be kept, and then translated it for the audience.</p>\n<blockquote lang="fr">\n  <p>Il faut toujours garder un peu de temps pour soi, loin du bruit et de la hâte du monde. C’est dans ces moments de calme que naissent les idées les plus simples et souvent les plus justes.</p>\n</blockquote>',
    },
  },
  'klarsicht-text-zoom-clipping': {
    de: {
      why: 'Menschen mit Sehbehinderung vergrößern die Seite mit dem Zoom des Browsers. Hat ein Bereich eine feste Höhe und overflow: hidden, bricht sein Text bei 200 % in mehr Zeilen um, als hineinpassen, und der Rest verschwindet ohne Hinweis.',
      how: 'Geben Sie Textbereichen keine feste Höhe, oder nehmen Sie min-height statt height, damit der Bereich mit dem Text wächst. Muss ein Bereich begrenzt bleiben, lassen Sie ihn mit overflow: auto scrollen, statt den Überlauf abzuschneiden. Prüfen Sie die Seite selbst bei 200 % Zoom.',
      before:
        '<p style="height: 24px; line-height: 20px; overflow: hidden">Unsere Bibliothek in der Altstadt hat montags bis freitags von neun Uhr morgens bis sechs Uhr abends für Sie geöffnet.</p>',
      after:
        '<p style="min-height: 24px; line-height: 20px">Unsere Bibliothek in der Altstadt hat montags bis freitags von neun Uhr morgens bis sechs Uhr abends für Sie geöffnet.</p>',
    },
    en: {
      why: "People with low vision enlarge pages with the browser's zoom. If a box has a fixed height and overflow: hidden, its text wraps into more lines at 200 % than fit, and the rest disappears without a trace.",
      how: 'Do not give text boxes a fixed height, or use min-height instead of height so that the box grows with its text. If a box must stay limited, let it scroll with overflow: auto instead of cutting off the overflow. Check the page yourself at 200 % zoom.',
      before:
        '<p style="height: 24px; line-height: 20px; overflow: hidden">Our library in the old town is open from nine in the morning to six in the evening, Monday to Friday.</p>',
      after:
        '<p style="min-height: 24px; line-height: 20px">Our library in the old town is open from nine in the morning to six in the evening, Monday to Friday.</p>',
    },
  },
  'klarsicht-aria-prohibited-name': {
    de: {
      why: 'Screenreader lesen aria-label an einem <div>, <span> oder <p> nicht vor, denn diese Elemente haben keine Rolle, die einen Namen trägt. Was nur im aria-label steht, etwa ein früherer Preis, erfahren blinde Menschen nie.',
      how: 'Schreiben Sie die Information als Text in das Element, bei Bedarf für Sehende versteckt mit einer Klasse wie „visually-hidden“. Soll das Element wirklich einen Namen haben, geben Sie ihm eine passende Rolle oder nehmen Sie ein Element, das eine hat.',
      before: '<div aria-label="Früher 100 Euro, jetzt 1 Euro"><s>100 €</s> / <b>1 €</b></div>',
      after: '<div><s>100 €</s> / <b>1 €</b> (früher 100 Euro, jetzt 1 Euro)</div>',
    },
    en: {
      why: 'Screen readers do not read out aria-label on a <div>, <span> or <p>, because these elements have no role that carries a name. What only the aria-label says, such as an earlier price, blind people never learn.',
      how: 'Put the information into the element as text, hidden from sighted users with a class such as "visually-hidden" if need be. If the element really should have a name, give it a fitting role or use an element that has one.',
      before: '<div aria-label="Was 100 euros, now 1 euro"><s>€100</s> / <b>€1</b></div>',
      after: '<div><s>€100</s> / <b>€1</b> (was 100 euros, now 1 euro)</div>',
    },
  },
  'klarsicht-focus-visible': {
    de: {
      why: 'Wer die Seite mit der Tastatur bedient, springt mit der Tabulatortaste von Element zu Element und muss sehen, wo er gerade ist. Ohne sichtbaren Fokus ist das wie eine Maus ohne Zeiger: Menschen, die keine Maus führen können, und sehende Screenreader-Nutzende verlieren die Orientierung.',
      how: 'Entfernen Sie den Fokusrahmen des Browsers nicht (outline: none), ohne etwas Gleichwertiges an seine Stelle zu setzen. Gestalten Sie stattdessen einen deutlichen eigenen Fokusstil mit :focus-visible, etwa einen Rahmen mit gutem Kontrast zum Hintergrund.',
      before: '<style>a:focus { outline: none; }</style>\n<a href="/angebote">Angebote der Woche</a>',
      after:
        '<style>a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }</style>\n<a href="/angebote">Angebote der Woche</a>',
    },
    en: {
      why: 'People who use the keyboard move from element to element with the Tab key and need to see where they are. Without visible focus it is like a mouse without a pointer: people who cannot use a mouse, and sighted screen reader users, lose their way.',
      how: "Do not remove the browser's focus outline (outline: none) without putting something as clear in its place. Design a distinct focus style of your own with :focus-visible instead, for example an outline with good contrast to the background.",
      before: '<style>a:focus { outline: none; }</style>\n<a href="/offers">Offers of the week</a>',
      after:
        '<style>a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }</style>\n<a href="/offers">Offers of the week</a>',
    },
  },
  'klarsicht-reflow': {
    de: {
      why: 'Menschen mit Sehbehinderung vergrößern Seiten oft auf 400 %. Ein 1280 Pixel breites Fenster ist dann nur noch 320 CSS-Pixel breit. Ist ein Bereich fest breiter, müssen sie für jede Zeile hin- und herscrollen und verlieren dabei ständig die Zeile.',
      how: 'Geben Sie Bereichen keine feste Breite in Pixeln, sondern eine Höchstbreite (max-width) und lassen Sie Inhalte umbrechen; ordnen Sie Spalten auf schmalen Bildschirmen mit Media Queries, Flexbox oder Grid untereinander an. Breite Datentabellen dürfen in einem eigenen, seitlich scrollbaren Bereich stehen.',
      before:
        '<div style="width: 960px">\n  <p>Unsere Öffnungszeiten: Montag bis Freitag von 8 bis 18 Uhr, samstags von 9 bis 13 Uhr.</p>\n</div>',
      after:
        '<div style="max-width: 960px">\n  <p>Unsere Öffnungszeiten: Montag bis Freitag von 8 bis 18 Uhr, samstags von 9 bis 13 Uhr.</p>\n</div>',
    },
    en: {
      why: 'People with low vision often zoom pages to 400 %. A window 1280 pixels wide is then only 320 CSS pixels wide. If an area has a fixed, larger width, they must scroll back and forth for every line and keep losing their place.',
      how: 'Do not give areas a fixed width in pixels, but a maximum width (max-width), and let content wrap; on narrow screens, stack columns with media queries, flexbox or grid. Wide data tables may sit in a box of their own that scrolls sideways.',
      before:
        '<div style="width: 960px">\n  <p>Our opening hours: Monday to Friday from 8 am to 6 pm, Saturdays from 9 am to 1 pm.</p>\n</div>',
      after:
        '<div style="max-width: 960px">\n  <p>Our opening hours: Monday to Friday from 8 am to 6 pm, Saturdays from 9 am to 1 pm.</p>\n</div>',
    },
  },
  'klarsicht-text-spacing-clipping': {
    de: {
      why: 'Menschen mit Leseschwäche oder Sehbehinderung stellen sich größere Zeilen-, Buchstaben- und Wortabstände ein, etwa mit einer Browsererweiterung, weil sie Text so besser lesen. Hat ein Bereich eine feste Höhe und schneidet überstehenden Text ab, fehlt ihnen dann ein Teil des Inhalts.',
      how: 'Geben Sie Textbereichen keine feste Höhe mit overflow: hidden. Nutzen Sie min-height, damit der Bereich mit dem Text wachsen kann, und prüfen Sie die Seite mit den Abständen, die WCAG 1.4.12 nennt.',
      before:
        '<p style="width: 16em; height: 2.5em; overflow: hidden; line-height: 1.2">Heute frisch: Roggenbrot, Dinkelbrötchen und Apfelkuchen.</p>',
      after:
        '<p style="width: 16em; min-height: 2.5em; line-height: 1.2">Heute frisch: Roggenbrot, Dinkelbrötchen und Apfelkuchen.</p>',
    },
    en: {
      why: 'People with dyslexia or low vision set larger line, letter and word spacing, for example with a browser extension, because it helps them read. If an area has a fixed height and cuts off what overflows, part of the content is lost to them.',
      how: 'Do not give text areas a fixed height with overflow: hidden. Use min-height so that the area can grow with its text, and check the page with the spacing WCAG 1.4.12 names.',
      before:
        '<p style="width: 16em; height: 2.5em; overflow: hidden; line-height: 1.2">Fresh today: rye bread, spelt rolls and apple cake.</p>',
      after:
        '<p style="width: 16em; min-height: 2.5em; line-height: 1.2">Fresh today: rye bread, spelt rolls and apple cake.</p>',
    },
  },
};
