/**
 * Our German for axe-core's rules where its own German (axe-core/locales/de.json) is wrong, stiff or
 * unclear: a rule's `help` is its title in findings and reports, `description` says what it checks.
 * Rules not listed here keep axe's German.
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
