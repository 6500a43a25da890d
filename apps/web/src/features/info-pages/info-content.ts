import { useTranslation } from 'react-i18next';

/** The shape shared by the bfsg, eaa and wcag translation files. */
export interface InfoContent {
  hero: { eyebrow: string; title: string; lead: string };
  overview: {
    heading: string;
    paragraphs: string[];
    groups?: { heading: string; items: { name: string; text: string }[] }[];
  };
  timeline: { heading: string; items: { isoDate: string; date: string; text: string }[] };
  scope: { heading: string; intro: string; items: string[]; note: string };
  /** What a person must check because no automated test can (only the wcag page has it). */
  manualChecks?: { heading: string; intro: string; items: { name: string; text: string }[] };
  cta: { heading: string; text: string; button: string };
  resources: { heading: string; items: { label: string; url: string; description: string }[] };
}

export type InfoNamespace = 'bfsg' | 'eaa' | 'wcag';

/** Reads one information page's texts; re-renders when the language changes. */
export function useInfoContent(namespace: InfoNamespace): InfoContent {
  // The three namespaces share their top-level keys; typing against one of them is enough.
  const { t, i18n } = useTranslation(namespace as 'bfsg');
  return {
    hero: t('hero', { returnObjects: true }),
    overview: t('overview', { returnObjects: true }) as InfoContent['overview'],
    timeline: t('timeline', { returnObjects: true }),
    scope: t('scope', { returnObjects: true }),
    ...(i18n.exists('manualChecks', { ns: namespace })
      ? {
          manualChecks: t('manualChecks' as 'scope', {
            returnObjects: true,
          }) as unknown as InfoContent['manualChecks'],
        }
      : {}),
    cta: t('cta', { returnObjects: true }),
    resources: t('resources', { returnObjects: true }),
  };
}
