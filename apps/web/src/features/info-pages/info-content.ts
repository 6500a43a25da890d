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
  cta: { heading: string; text: string; button: string };
  resources: { heading: string; items: { label: string; url: string; description: string }[] };
}

export type InfoNamespace = 'bfsg' | 'eaa' | 'wcag';

/** Reads one information page's texts; re-renders when the language changes. */
export function useInfoContent(namespace: InfoNamespace): InfoContent {
  // The three namespaces share their top-level keys; typing against one of them is enough.
  const { t } = useTranslation(namespace as 'bfsg');
  return {
    hero: t('hero', { returnObjects: true }),
    overview: t('overview', { returnObjects: true }) as InfoContent['overview'],
    timeline: t('timeline', { returnObjects: true }),
    scope: t('scope', { returnObjects: true }),
    cta: t('cta', { returnObjects: true }),
    resources: t('resources', { returnObjects: true }),
  };
}
