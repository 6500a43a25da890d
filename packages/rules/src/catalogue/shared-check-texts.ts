import type { Language } from '@klarsicht/report';
import type { CheckMessages } from '../model/rule.js';
import { DOCUMENT_CHECK_TEXTS } from './document-check-texts.js';

/** Messages any of our browser checks may give, whatever the rule. */
export const SHARED_CHECK_TEXTS: Record<string, Record<Language, CheckMessages>> = {
  'klarsicht-not-checked': {
    de: {
      incomplete:
        'Diese Prüfung konnte auf der Seite nicht durchgeführt werden (technischer Grund: {reason}). Prüfen Sie diesen Punkt bitte selbst.',
    },
    en: {
      incomplete:
        'This check could not be run on the page (technical reason: {reason}). Please check this yourself.',
    },
  },
  ...DOCUMENT_CHECK_TEXTS,
};
