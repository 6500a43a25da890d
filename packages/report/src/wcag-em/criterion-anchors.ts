/*
 * The Report Tool names a criterion by its anchor in the WCAG Recommendation, prefixed with the
 * version: "WCAG21:non-text-content" is https://www.w3.org/TR/WCAG21/#non-text-content. The anchors
 * of WCAG 2.0 and 2.1 are those of the Report Tool's data (w3c/wcag-em-report-tool, src/data/wcag.json);
 * WCAG 2.2 keeps 2.1's and adds its new criteria (w3c/wcag, guidelines/sc/22/).
 */

/** WCAG 2.1's anchors, by criterion id. */
const WCAG21: Readonly<Record<string, string>> = {
  '1.1.1': 'non-text-content',
  '1.2.1': 'audio-only-and-video-only-prerecorded',
  '1.2.2': 'captions-prerecorded',
  '1.2.3': 'audio-description-or-media-alternative-prerecorded',
  '1.2.4': 'captions-live',
  '1.2.5': 'audio-description-prerecorded',
  '1.2.6': 'sign-language-prerecorded',
  '1.2.7': 'extended-audio-description-prerecorded',
  '1.2.8': 'media-alternative-prerecorded',
  '1.2.9': 'audio-only-live',
  '1.3.1': 'info-and-relationships',
  '1.3.2': 'meaningful-sequence',
  '1.3.3': 'sensory-characteristics',
  '1.3.4': 'orientation',
  '1.3.5': 'identify-input-purpose',
  '1.3.6': 'identify-purpose',
  '1.4.1': 'use-of-color',
  '1.4.2': 'audio-control',
  '1.4.3': 'contrast-minimum',
  '1.4.4': 'resize-text',
  '1.4.5': 'images-of-text',
  '1.4.6': 'contrast-enhanced',
  '1.4.7': 'low-or-no-background-audio',
  '1.4.8': 'visual-presentation',
  '1.4.9': 'images-of-text-no-exception',
  '1.4.10': 'reflow',
  '1.4.11': 'non-text-contrast',
  '1.4.12': 'text-spacing',
  '1.4.13': 'content-on-hover-or-focus',
  '2.1.1': 'keyboard',
  '2.1.2': 'no-keyboard-trap',
  '2.1.3': 'keyboard-no-exception',
  '2.1.4': 'character-key-shortcuts',
  '2.2.1': 'timing-adjustable',
  '2.2.2': 'pause-stop-hide',
  '2.2.3': 'no-timing',
  '2.2.4': 'interruptions',
  '2.2.5': 're-authenticating',
  '2.2.6': 'timeouts',
  '2.3.1': 'three-flashes-or-below-threshold',
  '2.3.2': 'three-flashes',
  '2.3.3': 'animation-from-interactions',
  '2.4.1': 'bypass-blocks',
  '2.4.2': 'page-titled',
  '2.4.3': 'focus-order',
  '2.4.4': 'link-purpose-in-context',
  '2.4.5': 'multiple-ways',
  '2.4.6': 'headings-and-labels',
  '2.4.7': 'focus-visible',
  '2.4.8': 'location',
  '2.4.9': 'link-purpose-link-only',
  '2.4.10': 'section-headings',
  '2.5.1': 'pointer-gestures',
  '2.5.2': 'pointer-cancellation',
  '2.5.3': 'label-in-name',
  '2.5.4': 'motion-actuation',
  '2.5.5': 'target-size',
  '2.5.6': 'concurrent-input-mechanisms',
  '3.1.1': 'language-of-page',
  '3.1.2': 'language-of-parts',
  '3.1.3': 'unusual-words',
  '3.1.4': 'abbreviations',
  '3.1.5': 'reading-level',
  '3.1.6': 'pronunciation',
  '3.2.1': 'on-focus',
  '3.2.2': 'on-input',
  '3.2.3': 'consistent-navigation',
  '3.2.4': 'consistent-identification',
  '3.2.5': 'change-on-request',
  '3.3.1': 'error-identification',
  '3.3.2': 'labels-or-instructions',
  '3.3.3': 'error-suggestion',
  '3.3.4': 'error-prevention-legal-financial-data',
  '3.3.5': 'help',
  '3.3.6': 'error-prevention-all',
  '4.1.1': 'parsing',
  '4.1.2': 'name-role-value',
  '4.1.3': 'status-messages',
};

/**
 * WCAG 2.2's anchors as the Report Tool writes them: 2.1's and the criteria 2.2 added. 2.5.5 keeps
 * 2.1's "target-size", though the 2.2 Recommendation renamed its anchor "target-size-enhanced":
 * the tool writes and knows the former (files of its WCAG 2.2 evaluations say "WCAG22:target-size").
 */
const WCAG22: Readonly<Record<string, string>> = {
  ...WCAG21,
  '2.4.11': 'focus-not-obscured-minimum',
  '2.4.12': 'focus-not-obscured-enhanced',
  '2.4.13': 'focus-appearance',
  '2.5.7': 'dragging-movements',
  '2.5.8': 'target-size-minimum',
  '3.2.6': 'consistent-help',
  '3.3.7': 'redundant-entry',
  '3.3.8': 'accessible-authentication-minimum',
  '3.3.9': 'accessible-authentication-enhanced',
};

/** WCAG 2.0's anchors, which files of older Report Tool versions still use. */
const WCAG20: Readonly<Record<string, string>> = {
  '1.1.1': 'text-equiv-all',
  '1.2.1': 'media-equiv-av-only-alt',
  '1.2.2': 'media-equiv-captions',
  '1.2.3': 'media-equiv-audio-desc',
  '1.2.4': 'media-equiv-real-time-captions',
  '1.2.5': 'media-equiv-audio-desc-only',
  '1.2.6': 'media-equiv-sign',
  '1.2.7': 'media-equiv-extended-ad',
  '1.2.8': 'media-equiv-text-doc',
  '1.2.9': 'media-equiv-live-audio-only',
  '1.3.1': 'content-structure-separation-programmatic',
  '1.3.2': 'content-structure-separation-sequence',
  '1.3.3': 'content-structure-separation-understanding',
  '1.4.1': 'visual-audio-contrast-without-color',
  '1.4.2': 'visual-audio-contrast-dis-audio',
  '1.4.3': 'visual-audio-contrast-contrast',
  '1.4.4': 'visual-audio-contrast-scale',
  '1.4.5': 'visual-audio-contrast-text-presentation',
  '1.4.6': 'visual-audio-contrast7',
  '1.4.7': 'visual-audio-contrast-noaudio',
  '1.4.8': 'visual-audio-contrast-visual-presentation',
  '1.4.9': 'visual-audio-contrast-text-images',
  '2.1.1': 'keyboard-operation-keyboard-operable',
  '2.1.2': 'keyboard-operation-trapping',
  '2.1.3': 'keyboard-operation-all-funcs',
  '2.2.1': 'time-limits-required-behaviors',
  '2.2.2': 'time-limits-pause',
  '2.2.3': 'time-limits-no-exceptions',
  '2.2.4': 'time-limits-postponed',
  '2.2.5': 'time-limits-server-timeout',
  '2.3.1': 'seizure-does-not-violate',
  '2.3.2': 'seizure-three-times',
  '2.4.1': 'navigation-mechanisms-skip',
  '2.4.2': 'navigation-mechanisms-title',
  '2.4.3': 'navigation-mechanisms-focus-order',
  '2.4.4': 'navigation-mechanisms-refs',
  '2.4.5': 'navigation-mechanisms-mult-loc',
  '2.4.6': 'navigation-mechanisms-descriptive',
  '2.4.7': 'navigation-mechanisms-focus-visible',
  '2.4.8': 'navigation-mechanisms-location',
  '2.4.9': 'navigation-mechanisms-link',
  '2.4.10': 'navigation-mechanisms-headings',
  '3.1.1': 'meaning-doc-lang-id',
  '3.1.2': 'meaning-other-lang-id',
  '3.1.3': 'meaning-idioms',
  '3.1.4': 'meaning-located',
  '3.1.5': 'meaning-supplements',
  '3.1.6': 'meaning-pronunciation',
  '3.2.1': 'consistent-behavior-receive-focus',
  '3.2.2': 'consistent-behavior-unpredictable-change',
  '3.2.3': 'consistent-behavior-consistent-locations',
  '3.2.4': 'consistent-behavior-consistent-functionality',
  '3.2.5': 'consistent-behavior-no-extreme-changes-context',
  '3.3.1': 'minimize-error-identified',
  '3.3.2': 'minimize-error-cues',
  '3.3.3': 'minimize-error-suggestions',
  '3.3.4': 'minimize-error-reversible',
  '3.3.5': 'minimize-error-context-help',
  '3.3.6': 'minimize-error-reversible-all',
  '4.1.1': 'ensure-compat-parses',
  '4.1.2': 'ensure-compat-rsv',
};

export type WcagEmVersion = '2.0' | '2.1' | '2.2';

const ANCHORS: Readonly<Record<WcagEmVersion, Readonly<Record<string, string>>>> = {
  '2.0': WCAG20,
  '2.1': WCAG21,
  '2.2': WCAG22,
};

/** The Report Tool's test id of a criterion under a WCAG version ("WCAG22:non-text-content"); undefined when the version has no such criterion. */
export function wcagEmTestId(criterionId: string, version: WcagEmVersion): string | undefined {
  const anchor = ANCHORS[version][criterionId];
  return anchor ? `WCAG${version.replace('.', '')}:${anchor}` : undefined;
}

/** Anchors of the Recommendations that the tool does not write, read all the same. */
const OTHER_ANCHORS: Readonly<Record<string, string>> = { '2.5.5': 'target-size-enhanced' };

/** Every anchor of every version, to the criterion id it names. */
const CRITERION_BY_ANCHOR: ReadonlyMap<string, string> = new Map(
  [...Object.values(ANCHORS), OTHER_ANCHORS].flatMap((anchors) =>
    Object.entries(anchors).map(([id, anchor]) => [anchor, id] as const),
  ),
);

/**
 * The criterion id ("1.1.1") of a Report Tool test id: "WCAG21:non-text-content", "WCAG:…", or
 * the full address ("http://www.w3.org/TR/WCAG21/#non-text-content"). The tool itself matches by
 * the anchor alone, whatever the version; so does this.
 */
export function criterionOfWcagEmTest(testId: string): string | undefined {
  const anchor = /^(?:WCAG2?\d*:|https?:\/\/www\.w3\.org\/TR\/WCAG2?\d*\/#)([a-z0-9-]+)$/i.exec(
    testId.trim(),
  )?.[1];
  return anchor ? CRITERION_BY_ANCHOR.get(anchor.toLowerCase()) : undefined;
}
