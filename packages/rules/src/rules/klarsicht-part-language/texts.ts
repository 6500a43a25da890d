import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Das lang-Attribut eines Elements muss die Sprache seines Textes nennen',
    description:
      'Erkennt die Sprache des Textes von Elementen mit eigenem lang-Attribut und vergleicht sie mit der angegebenen Sprache. Beurteilt wird nur genügend langer Text.',
    checks: {
      'part-language': {
        fail: 'Das Element ist als {declaredDe} ausgezeichnet (lang="{lang}"), sein Text ist aber auf {detectedDe} geschrieben.',
        incomplete:
          'Das Element ist als {declaredDe} ausgezeichnet (lang="{lang}"), sein Text scheint aber auf {detectedDe} geschrieben zu sein. Prüfen Sie, ob das lang-Attribut stimmt.',
      },
    },
    fix: {
      why: 'Für ein Element mit lang-Attribut wechseln Screenreader in die dort angegebene Sprache. Ist die Angabe falsch, liest die Sprachausgabe etwa ein französisches Zitat mit englischer Aussprache vor, und blinde Menschen verstehen es nicht.',
      how: 'Prüfen Sie, in welcher Sprache der Text des Elements tatsächlich geschrieben ist, und tragen Sie deren Sprachcode ins lang-Attribut ein, etwa fr für Französisch. Besonders oft stimmt die Angabe nicht, wenn Texte aus anderen Seiten oder Vorlagen übernommen wurden. Ist der Text in der Sprache der Seite geschrieben, entfernen Sie das lang-Attribut einfach.',
      before:
        '<p>Zum Abschluss der Lesung zitierte die Autorin einen Satz, der sie seit ihrer Studienzeit begleitet. Sie las ihn im Original vor, damit der Klang der Sprache erhalten bleibt, und übersetzte ihn anschließend für das Publikum.</p>\n<blockquote lang="en">\n  <p>Il faut toujours garder un peu de temps pour soi, loin du bruit et de la hâte du monde. C’est dans ces moments de calme que naissent les idées les plus simples et souvent les plus justes.</p>\n</blockquote>',
      after:
        '<p>Zum Abschluss der Lesung zitierte die Autorin einen Satz, der sie seit ihrer Studienzeit begleitet. Sie las ihn im Original vor, damit der Klang der Sprache erhalten bleibt, und übersetzte ihn anschließend für das Publikum.</p>\n<blockquote lang="fr">\n  <p>Il faut toujours garder un peu de temps pour soi, loin du bruit et de la hâte du monde. C’est dans ces moments de calme que naissent les idées les plus simples et souvent les plus justes.</p>\n</blockquote>',
    },
  },
  en: {
    help: "An element's lang attribute must name the language of its text",
    description:
      'Detects the language of the text of elements with a lang attribute of their own and compares it with the language named. Only text long enough to judge is judged',
    checks: {
      'part-language': {
        fail: 'The element is marked as {declaredEn} (lang="{lang}"), but its text is written in {detectedEn}',
        incomplete:
          'The element is marked as {declaredEn} (lang="{lang}"), but its text seems to be written in {detectedEn}. Check whether the lang attribute is right',
      },
    },
    fix: {
      why: "Screen readers switch to the language given in an element's lang attribute. If it is wrong, the speech synthesizer reads a French quotation with Spanish pronunciation, for example, and blind people cannot understand it.",
      how: "Check which language the element's text is actually written in, and put its language code in the lang attribute, such as fr for French. The attribute is most often wrong where text was taken over from other pages or templates. If the text is written in the language of the page, simply remove the lang attribute.",
      before:
        '<p>At the end of the reading, the author quoted a sentence that has stayed with her since her student days. She read it in the original so that the sound of the language would be kept, and then translated it for the audience.</p>\n<blockquote lang="es">\n  <p>Il faut toujours garder un peu de temps pour soi, loin du bruit et de la hâte du monde. C’est dans ces moments de calme que naissent les idées les plus simples et souvent les plus justes.</p>\n</blockquote>',
      after:
        '<p>At the end of the reading, the author quoted a sentence that has stayed with her since her student days. She read it in the original so that the sound of the language would be kept, and then translated it for the audience.</p>\n<blockquote lang="fr">\n  <p>Il faut toujours garder un peu de temps pour soi, loin du bruit et de la hâte du monde. C’est dans ces moments de calme que naissent les idées les plus simples et souvent les plus justes.</p>\n</blockquote>',
    },
  },
};
