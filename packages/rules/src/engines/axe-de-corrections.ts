import type { CheckMessage } from '@klarsicht/texts';

/**
 * Our German for axe-core's rules where its own German (axe-core/locales/de.json) is wrong, stiff,
 * unclear or missing: a rule's `help` is its title in findings and reports, `description` says what
 * it checks. Rules not listed here keep axe's German.
 */
export const AXE_DE_RULE_CORRECTIONS: Record<string, { help?: string; description?: string }> = {
  'aria-braille-equivalent': { help: 'Braille-Attribute von ARIA brauchen eine Entsprechung ohne Braille' },
  'aria-command-name': { help: 'Befehlselemente mit ARIA-Rolle müssen einen zugänglichen Namen haben' },
  'aria-dialog-name': { help: 'Dialoge mit ARIA-Rolle müssen einen zugänglichen Namen haben' },
  'aria-hidden-body': { help: 'aria-hidden="true" darf nicht am <body> des Dokuments stehen' },
  'aria-hidden-focus': {
    help: 'Mit aria-hidden ausgeblendete Elemente dürfen keine fokussierbaren Elemente enthalten',
  },
  'aria-input-field-name': { help: 'Eingabefelder mit ARIA-Rolle müssen einen zugänglichen Namen haben' },
  'aria-meter-name': { help: 'Messanzeigen mit ARIA-Rolle (meter) müssen einen zugänglichen Namen haben' },
  'aria-progressbar-name': {
    help: 'Fortschrittsanzeigen mit ARIA-Rolle müssen einen zugänglichen Namen haben',
  },
  'aria-required-children': {
    help: 'Bestimmte ARIA-Rollen müssen die vorgeschriebenen untergeordneten Rollen enthalten',
  },
  'aria-required-parent': {
    help: 'Bestimmte ARIA-Rollen müssen in der vorgeschriebenen übergeordneten Rolle stehen',
  },
  'aria-roledescription': {
    help: 'aria-roledescription darf nur an Elementen mit semantischer Rolle stehen',
  },
  // Not in axe's de.json at all.
  'aria-tab-name': {
    help: 'Registerkarten mit ARIA-Rolle müssen einen zugänglichen Namen haben',
    description:
      'Prüft, ob jedes Element mit der ARIA-Rolle tab (Registerkarte) einen zugänglichen Namen hat.',
  },
  'aria-toggle-field-name': { help: 'Umschalter mit ARIA-Rolle müssen einen zugänglichen Namen haben' },
  'aria-tooltip-name': { help: 'Tooltips mit ARIA-Rolle müssen einen zugänglichen Namen haben' },
  'aria-treeitem-name': { help: 'Baumeinträge mit ARIA-Rolle müssen einen zugänglichen Namen haben' },
  'audio-caption': { help: '<audio>-Elemente müssen eine Textalternative oder Untertitel haben' },
  'button-name': {
    help: 'Schaltflächen müssen einen zugänglichen Namen haben',
    description: 'Prüft, ob jede Schaltfläche einen Namen hat, den Screenreader vorlesen können.',
  },
  bypass: {
    help: 'Die Seite muss eine Möglichkeit bieten, wiederholte Blöcke zu überspringen',
    description:
      'Prüft, ob jede Seite mindestens einen Weg bietet, wiederkehrende Inhalte wie die Navigation zu überspringen (Sprunglink, Überschrift oder Seitenbereich).',
  },
  'color-contrast': {
    help: 'Text muss einen ausreichenden Farbkontrast zum Hintergrund haben',
    description:
      'Prüft, ob der Kontrast zwischen Text- und Hintergrundfarbe die Mindestwerte der WCAG-Stufe AA erreicht.',
  },
  'color-contrast-enhanced': {
    help: 'Text muss einen erhöhten Farbkontrast zum Hintergrund haben',
    description:
      'Prüft, ob der Kontrast zwischen Text- und Hintergrundfarbe die Werte der WCAG-Stufe AAA erreicht.',
  },
  'css-orientation-lock': { help: 'CSS-Media-Queries dürfen die Bildschirmausrichtung nicht festlegen' },
  'document-title': { help: 'Die Seite muss einen Titel im <title>-Element haben' },
  'duplicate-id-aria': { help: 'IDs, auf die ARIA oder Beschriftungen verweisen, müssen eindeutig sein' },
  'form-field-multiple-labels': { help: 'Formularfelder sollten nur eine Beschriftung (label) haben' },
  'frame-title': { help: 'Frames müssen einen aussagekräftigen title haben' },
  'frame-title-unique': { help: 'Jeder Frame muss einen eigenen, eindeutigen title haben' },
  'html-xml-lang-mismatch': { help: 'lang und xml:lang am <html>-Element müssen dieselbe Sprache angeben' },
  'identical-links-same-purpose': {
    help: 'Links mit demselben zugänglichen Namen sollten zum selben Ziel führen',
  },
  'image-alt': {
    help: 'Bilder müssen einen Alternativtext haben',
    description:
      'Prüft, ob <img>-Elemente einen Alternativtext haben oder als dekorativ gekennzeichnet sind (role="none" oder role="presentation").',
  },
  'input-button-name': { help: 'Eingabe-Schaltflächen müssen einen zugänglichen Namen haben' },
  'input-image-alt': {
    help: 'Grafische Schaltflächen (<input type="image">) müssen einen Alternativtext haben',
  },
  label: {
    help: 'Formularfelder müssen eine Beschriftung haben',
    description:
      'Prüft, ob jedes Formularfeld eine Beschriftung (Label) hat, die Screenreader vorlesen können.',
  },
  'label-content-name-mismatch': {
    help: 'Der sichtbare Text eines Elements muss in seinem zugänglichen Namen vorkommen',
  },
  'label-title-only': { help: 'Formularfelder sollten eine sichtbare Beschriftung haben' },
  'landmark-banner-is-top-level': {
    help: 'Der Kopfbereich (banner) darf nicht in einem anderen Seitenbereich stehen',
  },
  'landmark-complementary-is-top-level': {
    help: 'Ergänzende Bereiche (aside) dürfen nicht in einem anderen Seitenbereich stehen',
  },
  'landmark-contentinfo-is-top-level': {
    help: 'Der Fußbereich (contentinfo) darf nicht in einem anderen Seitenbereich stehen',
  },
  'landmark-main-is-top-level': {
    help: 'Der Hauptbereich (main) darf nicht in einem anderen Seitenbereich stehen',
  },
  'landmark-no-duplicate-banner': { help: 'Die Seite sollte höchstens einen Kopfbereich (banner) haben' },
  'landmark-no-duplicate-contentinfo': {
    help: 'Die Seite sollte höchstens einen Fußbereich (contentinfo) haben',
  },
  'landmark-no-duplicate-main': { help: 'Die Seite sollte höchstens einen Hauptbereich (main) haben' },
  'landmark-one-main': { help: 'Die Seite sollte einen Hauptbereich (main) haben' },
  'landmark-unique': { help: 'Gleichartige Seitenbereiche müssen sich durch ihren Namen unterscheiden' },
  'link-name': {
    help: 'Links müssen einen zugänglichen Namen haben',
    description: 'Prüft, ob jeder Link einen Namen hat, den Screenreader vorlesen können.',
  },
  'meta-refresh': { help: 'Die Seite darf sich nicht zeitgesteuert neu laden oder weiterleiten' },
  'meta-viewport': { help: 'Vergrößern und Skalieren dürfen nicht abgeschaltet sein' },
  'meta-viewport-large': { help: 'Nutzerinnen und Nutzer sollten die Seite auf 500 % vergrößern können' },
  'nested-interactive': { help: 'Interaktive Elemente dürfen nicht ineinander verschachtelt sein' },
  'no-autoplay-audio': { help: '<video>- und <audio>-Elemente dürfen Ton nicht automatisch abspielen' },
  'page-has-heading-one': { help: 'Die Seite sollte eine Überschrift der ersten Ebene haben' },
  'presentation-role-conflict': {
    help: 'Elemente mit role="none" oder role="presentation" sollten von Screenreadern übergangen werden können',
  },
  region: {
    help: 'Alle Inhalte sollten in Seitenbereichen (Landmarks) stehen',
    description:
      'Prüft, ob alle Inhalte der Seite in Seitenbereichen (Landmarks) wie Kopf-, Haupt- oder Fußbereich stehen.',
  },
  'role-img-alt': { help: 'Elemente mit role="img" müssen einen Alternativtext haben' },
  'scrollable-region-focusable': { help: 'Scrollbare Bereiche müssen mit der Tastatur erreichbar sein' },
  'select-name': { help: 'Auswahllisten (<select>) müssen einen zugänglichen Namen haben' },
  'summary-name': { help: '<summary>-Elemente müssen einen zugänglichen Namen haben' },
  'svg-img-alt': { help: '<svg>-Elemente mit role="img" müssen einen Alternativtext haben' },
  'target-size': {
    help: 'Klickbare Ziele müssen mindestens 24 × 24 Pixel groß sein oder genug Abstand haben',
  },
  'video-caption': { help: '<video>-Elemente müssen Untertitel haben' },
};

type CheckCorrection = Partial<Record<'pass' | 'fail' | 'incomplete', CheckMessage>>;

const CONTRAST_DETAILS =
  'Schriftgröße: {fontSize}, Schriftstärke: {fontWeight}); erwartet {expectedContrastRatio}.';

/** The contrast messages, shared by the AA and the AAA rule (they differ only in the ratio expected). */
const CONTRAST: CheckCorrection = {
  pass: { default: 'Das Element hat einen ausreichenden Kontrast von {contrastRatio} : 1.' },
  fail: {
    default: `Das Element hat einen zu geringen Kontrast von {contrastRatio} : 1 (Vordergrundfarbe: {fgColor}, Hintergrundfarbe: {bgColor}, ${CONTRAST_DETAILS}`,
    fgOnShadowColor: `Das Element hat einen zu geringen Kontrast von {contrastRatio} : 1 zwischen Vordergrund- und Schattenfarbe (Vordergrundfarbe: {fgColor}, Textschattenfarbe: {shadowColor}, ${CONTRAST_DETAILS}`,
    shadowOnBgColor: `Das Element hat einen zu geringen Kontrast von {contrastRatio} : 1 zwischen Schatten- und Hintergrundfarbe (Textschattenfarbe: {shadowColor}, Hintergrundfarbe: {bgColor}, ${CONTRAST_DETAILS}`,
  },
  incomplete: {
    equalRatio: 'Das Element hat ein Kontrastverhältnis von 1 : 1 zum Hintergrund.',
    shortTextContent: 'Der Inhalt des Elements ist zu kurz, um zu bestimmen, ob es sich um Text handelt.',
    nonBmp: 'Das Element enthält nur Zeichen, die kein Text sind.',
    pseudoContent: 'Die Hintergrundfarbe konnte wegen eines Pseudoelements nicht bestimmt werden.',
    imgNode:
      'Die Hintergrundfarbe des Elements konnte nicht bestimmt werden, da das Element ein Bild enthält.',
    emptyValue: 'Das Element hat keinen Wert; prüfen Sie den Kontrast mit einem eingegebenen Wert.',
    colorParse: 'Die Farbangabe {colorParse} ließ sich nicht auslesen.',
  },
};

const SIZE = '{width} px × {height} px, mindestens {minSize} px × {minSize} px';

/**
 * Our German for axe-core's check messages (the lines of a failure summary) where axe's German has
 * grammar slips ("Die Standardsemantik des Elements wurden …"), typos ("beeinhaltet", "werdeb"),
 * English number notation next to German words ("Kontrast von 1.91"), or no message at all for a
 * check or variant newer than axe's translation (a German report would show English there). A
 * correction replaces the variants it names and keeps axe's others; numbers in the data are written
 * in German notation when the message is rendered.
 */
export const AXE_DE_CHECK_CORRECTIONS: Record<string, CheckCorrection> = {
  'color-contrast': CONTRAST,
  'color-contrast-enhanced': CONTRAST,
  'link-in-text-block': {
    pass: 'Links unterscheiden sich vom umgebenden Text nicht nur durch die Farbe.',
    fail: {
      fgContrast:
        'Der Link hat zum umgebenden Text einen zu geringen Kontrast von {contrastRatio} : 1 (mindestens {requiredContrastRatio} : 1; Linktext: {nodeColor}, umgebender Text: {parentColor}).',
      bgContrast:
        'Der Linkhintergrund hat einen zu geringen Kontrast von {contrastRatio} : 1 (mindestens {requiredContrastRatio} : 1; Linkhintergrund: {nodeBackgroundColor}, umgebender Hintergrund: {parentBackgroundColor}).',
    },
  },
  'presentational-role': {
    pass: 'Die Standardsemantik des Elements wurde mit role="{role}" überschrieben.',
    fail: {
      default:
        'Die Standardsemantik des Elements wurde nicht mit role="none" oder role="presentation" überschrieben.',
      globalAria: 'Die Rolle des Elements ist nicht präsentational, weil es ein globales ARIA-Attribut hat.',
      focusable: 'Die Rolle des Elements ist nicht präsentational, weil es fokussierbar ist.',
      both: 'Die Rolle des Elements ist nicht präsentational, weil es ein globales ARIA-Attribut hat und fokussierbar ist.',
    },
  },
  'role-none': {
    pass: 'Die Standardsemantik des Elements wurde mit role="none" überschrieben.',
    fail: 'Die Standardsemantik des Elements wurde nicht mit role="none" überschrieben.',
  },
  'role-presentation': {
    pass: 'Die Standardsemantik des Elements wurde mit role="presentation" überschrieben.',
    fail: 'Die Standardsemantik des Elements wurde nicht mit role="presentation" überschrieben.',
  },
  'aria-prohibited-attr': {
    fail: {
      hasRolePlural: 'Die Attribute {prohibited} sind mit der Rolle "{role}" nicht erlaubt.',
      hasRoleSingular: 'Das Attribut {prohibited} ist mit der Rolle "{role}" nicht erlaubt.',
      noRolePlural:
        'Die Attribute {prohibited} sind an {nodeName} ohne gültiges role-Attribut nicht erlaubt.',
      noRoleSingular:
        'Das Attribut {prohibited} ist an {nodeName} ohne gültiges role-Attribut nicht erlaubt.',
    },
    incomplete: {
      visibleLabelSingular:
        'Das Attribut {prohibited} wird nicht gut unterstützt, aber die Elemente, auf die aria-labelledby verweist, sind auf der Seite sichtbar. Prüfen Sie, ob die Beschriftung entbehrlich ist.',
      visibleLabelPlural:
        'Die Attribute {prohibited} werden nicht gut unterstützt, aber die Elemente, auf die aria-labelledby verweist, sind auf der Seite sichtbar. Prüfen Sie, ob die Beschriftungen entbehrlich sind.',
      unresolvedLabel:
        'Das Attribut {prohibited} wird nicht gut unterstützt und verweist auf kein vorhandenes Element. Prüfen Sie, ob die Beschriftung entbehrlich ist.',
      hasRoleSingular: 'Das Attribut {prohibited} wird mit der Rolle "{role}" nicht gut unterstützt.',
      hasRolePlural: 'Die Attribute {prohibited} werden mit der Rolle "{role}" nicht gut unterstützt.',
      noRoleSingular:
        'Das Attribut {prohibited} wird an {nodeName} ohne gültiges role-Attribut nicht gut unterstützt.',
      noRolePlural:
        'Die Attribute {prohibited} werden an {nodeName} ohne gültiges role-Attribut nicht gut unterstützt.',
    },
  },
  'aria-allowed-attr': {
    fail: {
      singular: 'Dieses ARIA-Attribut ist nicht erlaubt: {values}',
      plural: 'Diese ARIA-Attribute sind nicht erlaubt: {values}',
      caseSensitive:
        'Diese ARIA-Attribute haben Werte, bei denen Groß- und Kleinschreibung zählt, und müssen kleingeschrieben sein: {values}',
    },
    incomplete: {
      default:
        'Prüfen Sie, ob es ein Problem ist, wenn dieses ARIA-Attribut an diesem Element ignoriert wird: {values}',
      caseSensitive:
        'Diese ARIA-Attribute haben Werte, bei denen Groß- und Kleinschreibung zählt; assistive Technologien verarbeiten sie womöglich nicht richtig: {values}',
    },
  },
  'aria-allowed-attr-elm': {
    fail: {
      singular: 'Dieses ARIA-Attribut ist an {nodeName}-Elementen nicht erlaubt: {values}',
      plural: 'Diese ARIA-Attribute sind an {nodeName}-Elementen nicht erlaubt: {values}',
    },
  },
  'aria-conditional-attr': {
    fail: {
      checkbox:
        'Entfernen Sie aria-checked, oder setzen Sie es auf "{checkState}", damit es dem tatsächlichen Zustand des Kontrollkästchens entspricht.',
      radio:
        'Entfernen Sie aria-checked, oder setzen Sie es auf "{checkState}", damit es dem tatsächlichen Zustand des Optionsfelds entspricht.',
    },
  },
  'aria-no-deprecated-attr': {
    incomplete: {
      singular: 'Dieses Attribut ist veraltet und sollte nicht verwendet werden: {values}',
      plural: 'Diese Attribute sind veraltet und sollten nicht verwendet werden: {values}',
    },
  },
  'aria-required-children': {
    fail: {
      unallowedPresentational:
        'Das Element hat präsentationale Kindelemente, die wegen {values} nicht ignoriert werden können.',
      'aria-busy-fail':
        'Das Element hat Kindelemente, die nicht erlaubt sind: {values}. Auch mit aria-busy="true" sind Kindelemente mit nicht erlaubten Rollen unzulässig.',
    },
  },
  'aria-required-attr': {
    fail: {
      singular: 'Ein benötigtes ARIA-Attribut fehlt: {values}',
      plural: 'Benötigte ARIA-Attribute fehlen: {values}',
    },
  },
  'aria-valid-attr': {
    fail: {
      singular: 'Ungültiger ARIA-Attributname: {values}',
      plural: 'Ungültige ARIA-Attributnamen: {values}',
    },
  },
  'aria-valid-attr-value': {
    fail: {
      singular: 'Ungültiger Wert eines ARIA-Attributs: {values}',
      plural: 'Ungültige Werte von ARIA-Attributen: {values}',
    },
    incomplete: {
      ariaCurrent:
        'Dieser Wert des ARIA-Attributs ist ungültig und wird wie aria-current="true" behandelt: {needsReview}',
    },
  },
  'aria-errormessage': {
    fail: {
      singular:
        'Der Wert `{values}` von aria-errormessage muss so eingebunden sein, dass er angesagt wird (z. B. mit aria-live, aria-describedby oder role=alert).',
      plural:
        'Die Werte `{values}` von aria-errormessage müssen so eingebunden sein, dass sie angesagt werden (z. B. mit aria-live, aria-describedby oder role=alert).',
      unsupported: 'Mehrere IDs in aria-errormessage werden von assistiven Technologien kaum unterstützt.',
      hidden: 'Der Wert `{values}` von aria-errormessage darf nicht auf ein verborgenes Element verweisen.',
    },
  },
  'focusable-content': {
    pass: 'Das Element enthält fokussierbaren Inhalt.',
    fail: 'Das Element enthält keinen fokussierbaren Inhalt.',
    incomplete:
      'Prüfen Sie, ob Elemente mit negativem tabindex den Tastaturfokus erhalten können, damit sich der Bereich scrollen lässt.',
  },
  'focusable-disabled': { pass: 'Das Element enthält keinen fokussierbaren Inhalt.' },
  'focusable-no-name': {
    incomplete: 'Es konnte nicht ermittelt werden, ob das Element einen zugänglichen Namen hat.',
  },
  'label-content-name-mismatch': {
    pass: 'Das Element enthält seinen sichtbaren Text als Teil des zugänglichen Namens.',
    fail: 'Das Element enthält Text, der nicht Teil seines zugänglichen Namens ist.',
    incomplete: {
      default: 'Es ließ sich nicht feststellen, ob der sichtbare Text Teil des zugänglichen Namens ist.',
      valueText: 'Der Text im Element ist womöglich ein Wert und keine Beschriftung.',
    },
  },
  listitem: {
    incomplete:
      'Es ließ sich nicht feststellen, ob das Listenelement ein <ul>, ein <ol> oder ein Element mit role="list" als Elternelement hat.',
  },
  'only-dlitems': {
    incomplete: 'Es ließ sich nicht feststellen, ob das <dl>-Element nur erlaubte direkte Kindelemente hat.',
  },
  'only-listitems': {
    incomplete: 'Es ließ sich nicht feststellen, ob die Liste nur erlaubte direkte Kindelemente hat.',
  },
  'error-occurred': {
    incomplete:
      'axe ist bei dieser Prüfung auf einen Fehler gestoßen; prüfen Sie die Seite auf diese Art von Problem bitte selbst.',
  },
  'alt-space-value': {
    fail: 'Das alt-Attribut des Elements besteht nur aus Leerzeichen, die Screenreader nicht übergehen.',
  },
  'title-only': { pass: 'Das Formularelement ist nicht nur durch ein title-Attribut beschriftet.' },
  'duplicate-id': {
    pass: 'Das Dokument hat keine Elemente mit demselben id-Attributwert.',
    fail: 'Das Dokument hat mehrere Elemente mit demselben id-Attributwert: {value}.',
  },
  'duplicate-id-active': {
    pass: 'Das Dokument hat keine aktiven Elemente mit demselben id-Attribut.',
    fail: 'Das Dokument hat aktive Elemente mit demselben id-Attribut: {value}.',
  },
  'duplicate-id-aria': {
    pass: 'Das Dokument hat keine Elemente mit gleicher ID, auf die ARIA oder Beschriftungen verweisen.',
    fail: 'Das Dokument hat mehrere Elemente mit dieser ID, auf die ARIA oder Beschriftungen verweisen: {value}',
  },
  'svg-non-empty-title': {
    pass: 'Das Element hat ein <title>-Kindelement.',
    fail: {
      noTitle: 'Das Element hat kein <title>-Kindelement.',
      emptyTitle: 'Das <title>-Kindelement des Elements ist leer.',
    },
  },
  'target-size': {
    pass: {
      default: `Das Ziel ist groß genug (${SIZE}).`,
      large: 'Das Ziel ist weit größer als die Mindestgröße von {minSize} px.',
    },
    fail: {
      default: `Das Ziel ist zu klein (${SIZE}).`,
      partiallyObscured: `Das Ziel ist zu klein, weil es teilweise verdeckt ist (freie Fläche ${SIZE}).`,
    },
    incomplete: {
      default: `Das Element mit negativem tabindex ist zu klein (${SIZE}). Ist es ein Ziel?`,
      partiallyObscured: `Das Element mit negativem tabindex ist zu klein, weil es teilweise verdeckt ist (freie Fläche ${SIZE}). Ist es ein Ziel?`,
      partiallyObscuredNonTabbable: `Das Ziel ist zu klein, weil ein Nachbar mit negativem tabindex es teilweise verdeckt (freie Fläche ${SIZE}). Ist der Nachbar ein Ziel?`,
    },
  },
  'target-offset': {
    pass: {
      default:
        'Das Ziel hat genug Abstand zu seinen Nachbarn: Der sichere Klickbereich hat einen Durchmesser von {closestOffset} px, mindestens {minOffset} px.',
      large: 'Das Ziel ist weit größer als die Mindestgröße von {minOffset} px.',
    },
    fail: 'Das Ziel hat zu wenig Abstand zu seinen Nachbarn: Der sichere Klickbereich hat einen Durchmesser von {closestOffset} px statt mindestens {minOffset} px.',
    incomplete: {
      default:
        'Das Element mit negativem tabindex hat zu wenig Abstand zu seinen Nachbarn: Der sichere Klickbereich hat einen Durchmesser von {closestOffset} px statt mindestens {minOffset} px. Ist es ein Ziel?',
      nonTabbableNeighbor:
        'Das Ziel hat zu wenig Abstand zu seinen Nachbarn: Der sichere Klickbereich hat einen Durchmesser von {closestOffset} px statt mindestens {minOffset} px. Ist der Nachbar ein Ziel?',
    },
  },
  'important-letter-spacing': {
    fail: {
      default:
        'letter-spacing im style-Attribut darf nicht !important sein oder muss mindestens {minValue} em betragen (derzeit {value} em).',
      omitted:
        'letter-spacing im style-Attribut darf nicht !important sein oder muss mindestens {minValue} em betragen (derzeit {value} em). Es sind mehr Elemente mit Text betroffen, als hier aufgeführt sind.',
    },
    incomplete: 'Es ließ sich nicht feststellen, ob letter-spacing im style-Attribut das Minimum erfüllt.',
  },
  'important-line-height': {
    fail: {
      default:
        'line-height im style-Attribut darf nicht !important sein oder muss mindestens {minValue} em betragen (derzeit {value} em).',
      omitted:
        'line-height im style-Attribut darf nicht !important sein oder muss mindestens {minValue} em betragen (derzeit {value} em). Es sind mehr Elemente mit Text betroffen, als hier aufgeführt sind.',
    },
    incomplete: 'Es ließ sich nicht feststellen, ob line-height im style-Attribut das Minimum erfüllt.',
  },
  'important-word-spacing': {
    fail: {
      default:
        'word-spacing im style-Attribut darf nicht !important sein oder muss mindestens {minValue} em betragen (derzeit {value} em).',
      omitted:
        'word-spacing im style-Attribut darf nicht !important sein oder muss mindestens {minValue} em betragen (derzeit {value} em). Es sind mehr Elemente mit Text betroffen, als hier aufgeführt sind.',
    },
    incomplete: 'Es ließ sich nicht feststellen, ob word-spacing im style-Attribut das Minimum erfüllt.',
  },
};
