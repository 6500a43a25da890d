import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Das lang-Attribut des <html>-Elements muss die Sprache nennen, in der die Seite geschrieben ist',
    description:
      'Erkennt die Sprache, in der der Text der Seite geschrieben ist, und vergleicht sie mit der Sprache, die das lang-Attribut des <html>-Elements angibt. Beurteilt wird nur genügend langer Text.',
    checks: {
      'page-language': {
        fail: 'Die Seite ist als {declaredDe} ausgezeichnet (lang="{lang}"), ihr Text ist aber auf {detectedDe} geschrieben.',
        incomplete:
          'Die Seite ist als {declaredDe} ausgezeichnet (lang="{lang}"), ihr Text scheint aber auf {detectedDe} geschrieben zu sein. Prüfen Sie, ob das lang-Attribut stimmt.',
      },
    },
    fix: {
      why: 'Screenreader wählen Sprache und Aussprache nach dem lang-Attribut des <html>-Elements. Steht dort eine andere Sprache als die des Textes, liest die Sprachausgabe den Text mit den Ausspracheregeln dieser anderen Sprache vor, und blinde Menschen verstehen kaum ein Wort. Auch die Übersetzungsfunktion und die Silbentrennung des Browsers richten sich nach dieser Angabe.',
      how: 'Geben Sie im <html>-Element die Sprache an, in der die Seite tatsächlich geschrieben ist, für eine englische Seite also <html lang="en">. Ist nur ein Teil der Seite in einer anderen Sprache geschrieben, setzen Sie das lang-Attribut auf das Element, das diesen Teil umschließt, wie im Beispiel. Achten Sie bei übersetzten Seiten und Vorlagen darauf, dass lang zur jeweiligen Sprachfassung passt.',
      before:
        '<main>\n  <h1>Opening hours</h1>\n  <p>Our shop in the old town is open from Monday to Friday between nine in the morning and six in the evening. On Saturdays we close at two in the afternoon, and on public holidays the shop stays closed. If you would like advice, please book an appointment by phone or e-mail.</p>\n</main>',
      after:
        '<main lang="en">\n  <h1>Opening hours</h1>\n  <p>Our shop in the old town is open from Monday to Friday between nine in the morning and six in the evening. On Saturdays we close at two in the afternoon, and on public holidays the shop stays closed. If you would like advice, please book an appointment by phone or e-mail.</p>\n</main>',
    },
  },
  en: {
    help: 'The lang attribute of the <html> element must name the language the page is written in',
    description:
      'Detects the language the text of the page is written in and compares it with the language the lang attribute of the <html> element names. Only text long enough to judge is judged',
    checks: {
      'page-language': {
        fail: 'The page is marked as {declaredEn} (lang="{lang}"), but its text is written in {detectedEn}',
        incomplete:
          'The page is marked as {declaredEn} (lang="{lang}"), but its text seems to be written in {detectedEn}. Check whether the lang attribute is right',
      },
    },
    fix: {
      why: "Screen readers choose language and pronunciation by the lang attribute of the <html> element. If it names a language other than that of the text, the speech synthesizer reads the text with that other language's pronunciation rules, and blind people can hardly understand a word. The browser's translation and hyphenation rely on it too.",
      how: 'In the <html> element, state the language the page is actually written in, so <html lang="de"> for a German page. If only part of the page is written in another language, put the lang attribute on the element that encloses that part, as in the example. On translated pages and in templates, make sure that lang matches each language version.',
      before:
        '<main>\n  <h1>Öffnungszeiten</h1>\n  <p>Unser Laden in der Altstadt ist von Montag bis Freitag zwischen neun Uhr morgens und sechs Uhr abends geöffnet. Samstags schließen wir um vierzehn Uhr, an Feiertagen bleibt der Laden geschlossen. Wenn Sie eine Beratung wünschen, vereinbaren Sie bitte telefonisch oder per E-Mail einen Termin.</p>\n</main>',
      after:
        '<main lang="de">\n  <h1>Öffnungszeiten</h1>\n  <p>Unser Laden in der Altstadt ist von Montag bis Freitag zwischen neun Uhr morgens und sechs Uhr abends geöffnet. Samstags schließen wir um vierzehn Uhr, an Feiertagen bleibt der Laden geschlossen. Wenn Sie eine Beratung wünschen, vereinbaren Sie bitte telefonisch oder per E-Mail einen Termin.</p>\n</main>',
    },
  },
};
