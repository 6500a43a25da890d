import { describe, expect, it } from 'vitest';
import { SIGN_IN_ANSWER_MAX_LENGTH, signInAnswerOf, withSignInAnswer } from './sign-in-answer.js';

describe('the sign-in page’s answer in a failure message', () => {
  const message =
    'Sign-in failed: the sign-in form was still shown after submitting (https://x.example/login).';

  it('is appended in quotes and read back as the page wrote it', () => {
    const withAnswer = withSignInAnswer(message, '  E-Mail-Adresse oder\n Passwort ist „falsch“.  ');
    expect(withAnswer).toBe(`${message} The sign-in page said: “E-Mail-Adresse oder Passwort ist „falsch“.”`);
    expect(signInAnswerOf(withAnswer)).toBe('E-Mail-Adresse oder Passwort ist „falsch“.');
  });

  it('leaves the message alone when the page said nothing, and finds no answer in it', () => {
    expect(withSignInAnswer(message, ' ')).toBe(message);
    expect(withSignInAnswer(message, undefined)).toBe(message);
    expect(signInAnswerOf(message)).toBeUndefined();
  });

  it('keeps a long page text short', () => {
    const answer = signInAnswerOf(withSignInAnswer(message, 'x'.repeat(1000)));
    expect(answer).toHaveLength(SIGN_IN_ANSWER_MAX_LENGTH);
    expect(answer?.endsWith('…')).toBe(true);
  });
});
