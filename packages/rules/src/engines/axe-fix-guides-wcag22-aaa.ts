import type { FixGuides } from '@klarsicht/report';

/**
 * How to fix: the rules that only the larger profiles run, target-size (WCAG 2.2 AA, profile
 * wcag22aa) and the AAA rules (WCAG 2.x AAA, profile wcag22aaa).
 */
export const FIX_GUIDES_WCAG22_AAA: FixGuides = {
  'target-size': {
    de: {
      why: 'Kleine Schaltflächen und Links, die dicht beieinanderliegen, verfehlen Menschen mit Zittern oder eingeschränkter Feinmotorik leicht, ebenso alle, die unterwegs auf einem Touchscreen tippen. Sie lösen dann versehentlich das Nachbarelement aus.',
      how: 'Machen Sie jedes klickbare Ziel mindestens 24 × 24 Pixel groß, etwa mit min-width und min-height. Ein kleineres Ziel genügt nur, wenn ein Kreis von 24 Pixel Durchmesser um seine Mitte kein anderes Ziel und keinen solchen Kreis eines anderen Ziels berührt. Links im Fließtext sind ausgenommen.',
      before:
        '<button style="width: 16px; height: 16px; padding: 0" aria-label="Menge verringern">−</button>\n<button style="width: 16px; height: 16px; padding: 0" aria-label="Menge erhöhen">+</button>',
      after:
        '<button style="min-width: 24px; min-height: 24px" aria-label="Menge verringern">−</button>\n<button style="min-width: 24px; min-height: 24px" aria-label="Menge erhöhen">+</button>',
    },
    en: {
      why: 'People with tremors or limited fine motor control easily miss small buttons and links that sit close together, and so does anyone tapping a touchscreen on the move. They then trigger the neighbouring element by mistake.',
      how: 'Make every clickable target at least 24 × 24 pixels, for example with min-width and min-height. A smaller target is only enough if a circle of 24 pixels in diameter around its centre touches no other target and no such circle of another target. Links in running text are exempt.',
      before:
        '<button style="width: 16px; height: 16px; padding: 0" aria-label="Decrease quantity">−</button>\n<button style="width: 16px; height: 16px; padding: 0" aria-label="Increase quantity">+</button>',
      after:
        '<button style="min-width: 24px; min-height: 24px" aria-label="Decrease quantity">−</button>\n<button style="min-width: 24px; min-height: 24px" aria-label="Increase quantity">+</button>',
    },
  },
  'color-contrast-enhanced': {
    de: {
      why: 'Der erhöhte Kontrast der Stufe AAA gleicht einen stärkeren Verlust an Sehschärfe und Kontrastempfinden aus, wie er etwa im Alter häufig ist. Text, der Stufe AA gerade erfüllt, ist für diese Menschen noch immer mühsam oder gar nicht zu lesen.',
      how: 'Wählen Sie Text- und Hintergrundfarbe so, dass das Kontrastverhältnis mindestens 7 : 1 beträgt; für großen Text (ab 18 pt oder 14 pt fett) genügen 4,5 : 1. Das Grau #767676 auf Weiß erreicht nur 4,5 : 1 und genügt damit AA, aber nicht AAA; #595959 erreicht 7 : 1.',
      before: '<p style="color: #767676; background: #ffffff">Versandkostenfrei ab 50 €</p>',
      after: '<p style="color: #595959; background: #ffffff">Versandkostenfrei ab 50 €</p>',
    },
    en: {
      why: 'The enhanced contrast of level AAA makes up for a greater loss of visual acuity and contrast sensitivity, as is common in old age. Text that just meets level AA is still tiring or impossible to read for these people.',
      how: 'Choose text and background colours with a contrast ratio of at least 7:1; large text (from 18 pt, or 14 pt bold) needs 4.5:1. The grey #767676 on white reaches only 4.5:1, enough for AA but not for AAA; #595959 reaches 7:1.',
      before: '<p style="color: #767676; background: #ffffff">Free delivery from €50</p>',
      after: '<p style="color: #595959; background: #ffffff">Free delivery from €50</p>',
    },
  },
  'identical-links-same-purpose': {
    de: {
      why: 'Screenreader-Nutzende lassen sich oft alle Links einer Seite als Liste vorlesen, ohne den Text drumherum. Heißen dort mehrere Links gleich, etwa „Mehr erfahren“, führen aber zu verschiedenen Zielen, wissen sie nicht, welcher wohin führt.',
      how: 'Geben Sie Links mit verschiedenen Zielen verschiedene Texte, die das Ziel schon allein nennen, etwa „Mehr zum Versand“ statt „Mehr erfahren“. Links mit demselben Text dürfen nur zu Seiten mit demselben Zweck führen.',
      before:
        '<p>Lieferung in zwei Werktagen. <a href="/versand">Mehr erfahren</a></p>\n<p>30 Tage Rückgaberecht. <a href="/rueckgabe">Mehr erfahren</a></p>',
      after:
        '<p>Lieferung in zwei Werktagen. <a href="/versand">Mehr zum Versand</a></p>\n<p>30 Tage Rückgaberecht. <a href="/rueckgabe">Mehr zur Rückgabe</a></p>',
    },
    en: {
      why: 'Screen-reader users often have all links on a page read out as a list, without the text around them. If several links there have the same name, such as "Learn more", but lead to different destinations, they cannot tell which leads where.',
      how: 'Give links with different destinations different texts that name the destination on their own, such as "More about shipping" instead of "Learn more". Links with the same text may only lead to pages with the same purpose.',
      before:
        '<p>Delivery in two working days. <a href="/shipping">Learn more</a></p>\n<p>Returns accepted within 30 days. <a href="/returns">Learn more</a></p>',
      after:
        '<p>Delivery in two working days. <a href="/shipping">More about shipping</a></p>\n<p>Returns accepted within 30 days. <a href="/returns">More about returns</a></p>',
    },
  },
  'meta-refresh-no-exceptions': {
    de: {
      why: 'Eine Seite, die sich von selbst neu lädt oder weiterleitet, reißt Menschen aus dem, was sie gerade tun, auch wenn das erst nach einem Tag geschieht: Wer die Seite so lange offen hat, verliert Eingaben und Lesestelle. Stufe A nimmt Verzögerungen über 20 Stunden aus, Stufe AAA nicht.',
      how: 'Entfernen Sie meta http-equiv="refresh" auch dann, wenn die Verzögerung sehr lang ist. Lassen Sie die Nutzerin oder den Nutzer selbst aktualisieren, etwa mit einer Schaltfläche, oder leiten Sie auf dem Server sofort weiter.',
      before: '<meta http-equiv="refresh" content="86400">',
      after: '<meta name="description" content="Angebot des Tages">',
    },
    en: {
      why: 'A page that reloads or redirects by itself pulls people out of whatever they are doing, even if that only happens after a day: anyone who keeps the page open that long loses their input and their place. Level A exempts delays over 20 hours, level AAA does not.',
      how: 'Remove meta http-equiv="refresh" even when the delay is very long. Let users refresh themselves, for example with a button, or redirect on the server at once.',
      before: '<meta http-equiv="refresh" content="86400">',
      after: '<meta name="description" content="Deal of the day">',
    },
  },
};
