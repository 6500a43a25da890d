import { LANGUAGES, type Language } from '../i18n/language.js';
import type { OutgoingMail } from './mailer.js';

/**
 * A mail to someone whose language the sender does not know (a scheduled scan, a notice): the
 * subject in both languages, German first, and the text German first with English below a rule.
 */
export function bilingualMail(input: {
  to: string;
  from: string;
  subject: (language: Language) => string;
  text: (language: Language) => string;
}): OutgoingMail {
  return {
    to: input.to,
    from: input.from,
    subject: LANGUAGES.map(input.subject).join(' / '),
    text: `${LANGUAGES.map(input.text).join('\n\n----------------------------------------\n\n')}\n`,
  };
}
