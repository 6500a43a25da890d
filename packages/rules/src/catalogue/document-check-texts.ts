import type { Language } from '@klarsicht/report';
import type { CheckMessages } from '../model/rule.js';

/** The note that a document could not be checked, by its reason (`data.messageKey`). */
export const DOCUMENT_CHECK_TEXTS: Record<string, Record<Language, CheckMessages>> = {
  'klarsicht-pdf-not-checked': {
    de: {
      incomplete: {
        default: 'Dieses Dokument konnte nicht geprüft werden. Prüfen Sie diesen Punkt bitte selbst.',
        'too-large':
          'Dieses Dokument ist größer als {limitMb} MB und wurde deshalb nicht geprüft. Prüfen Sie diesen Punkt bitte selbst.',
        password:
          'Dieses Dokument ist mit einem Kennwort geschützt und konnte deshalb nicht geprüft werden. Prüfen Sie diesen Punkt bitte selbst.',
        unreadable:
          'Dieses Dokument ließ sich nicht auslesen, es ist womöglich beschädigt. Prüfen Sie, ob es sich in einem PDF-Programm öffnen lässt, und prüfen Sie diesen Punkt dann selbst.',
        'parse-timeout':
          'Nicht geprüft: Zeitlimit. Das Auslesen dieses Dokuments dauerte länger als die erlaubte Zeit und wurde abgebrochen; es ist womöglich beschädigt oder ungewöhnlich aufgebaut. Prüfen Sie diesen Punkt bitte selbst.',
        'parse-memory':
          'Nicht geprüft: Speicherlimit. Das Auslesen dieses Dokuments brauchte mehr als {limitMb} MB Arbeitsspeicher und wurde abgebrochen; es ist womöglich beschädigt oder ungewöhnlich aufgebaut. Prüfen Sie diesen Punkt bitte selbst.',
      },
    },
    en: {
      incomplete: {
        default: 'This document could not be checked. Please check this yourself',
        'too-large':
          'This document is larger than {limitMb} MB and was not checked. Please check this yourself',
        password:
          'This document is protected by a password and could not be checked. Please check this yourself',
        unreadable:
          'This document could not be read; it may be damaged. Check whether it opens in a PDF viewer, then check this yourself',
        'parse-timeout':
          'Not checked: time limit. Reading this document took longer than the time allowed and was stopped; it may be damaged or unusually built. Please check this yourself',
        'parse-memory':
          'Not checked: memory limit. Reading this document needed more than {limitMb} MB of memory and was stopped; it may be damaged or unusually built. Please check this yourself',
      },
    },
  },
};
