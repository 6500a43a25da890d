import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactErrorsFromServer, validateContact } from './validation';

const valid = {
  email: 'erika@example.com',
  subject: 'Frage',
  message: 'Eine ausreichend lange Nachricht.',
  website: '',
};

describe('validateContact (the shared contracts schema)', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names each field with its problem', () => {
    expect(validateContact({ email: '', subject: ' ', message: '', website: '' })).toEqual({
      email: 'required',
      subject: 'required',
      message: 'required',
    });
    expect(validateContact({ ...valid, email: 'erika@', message: 'kurz' })).toEqual({
      email: 'invalid',
      message: 'tooShort',
    });
    expect(validateContact({ ...valid, subject: 'x'.repeat(CONTACT_LIMITS.subjectMax + 1) })).toEqual({
      subject: 'tooLong',
    });
  });

  it('reads the limits from the schema', () => {
    expect(CONTACT_LIMITS).toEqual({ emailMax: 254, subjectMax: 200, messageMin: 10, messageMax: 5000 });
  });
});

describe("contactErrorsFromServer (the server's stable field codes)", () => {
  it('maps the codes and ignores fields the form does not have', () => {
    expect(
      contactErrorsFromServer([
        { field: 'email', code: 'invalid_email', message: '' },
        { field: 'message', code: 'too_short', message: '' },
        { field: 'subject', code: 'too_long', message: '' },
        { field: 'website', code: 'too_long', message: '' },
      ]),
    ).toEqual({ email: 'invalid', message: 'tooShort', subject: 'tooLong' });
  });
});
