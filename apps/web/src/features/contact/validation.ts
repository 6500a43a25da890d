import { type ContactRequest, contactRequestSchema, type FieldError } from '@klarsicht/contracts';

export type ContactField = 'email' | 'subject' | 'message';
export const CONTACT_FIELDS: readonly ContactField[] = ['email', 'subject', 'message'];

export type ContactErrorCode = 'required' | 'invalid' | 'tooShort' | 'tooLong';
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

export type ContactValues = Pick<ContactRequest, ContactField> & { website: string };

const shape = contactRequestSchema.shape;
/** Limits read from the shared schema, so the messages name the numbers the server enforces. */
export const CONTACT_LIMITS = {
  emailMax: shape.email.maxLength ?? 254,
  subjectMax: shape.subject.maxLength ?? 200,
  messageMin: shape.message.minLength ?? 10,
  messageMax: shape.message.maxLength ?? 5000,
};

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** Checks the form with the very schema the server uses. */
export function validateContact(values: ContactValues): ContactErrors {
  const result = contactRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isContactField(field) || errors[field]) continue;
    const blank = values[field].trim() === '';
    if (blank) errors[field] = 'required';
    else if (issue.code === 'too_big') errors[field] = 'tooLong';
    else if (issue.code === 'too_small') errors[field] = 'tooShort';
    else errors[field] = 'invalid';
  }
  return errors;
}

/** The server's field errors (problem+json `errors`, stable codes) in the form's terms. */
export function contactErrorsFromServer(fieldErrors: readonly FieldError[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const { field, code } of fieldErrors) {
    if (!isContactField(field) || errors[field]) continue;
    if (code === 'required') errors[field] = 'required';
    else if (code === 'too_long' || code === 'too_big') errors[field] = 'tooLong';
    else if (code === 'too_short' || code === 'too_small') errors[field] = 'tooShort';
    else errors[field] = 'invalid';
  }
  return errors;
}
