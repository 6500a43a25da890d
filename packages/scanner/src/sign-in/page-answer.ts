import type { DomElement, DomWindow } from '../page/in-page-dom.js';

/**
 * Runs INSIDE the page (self-contained: no outer names). What a sign-in page shows to say why it
 * did not sign in: its live regions and alerts, the messages its invalid fields point to, and the
 * usual error containers, each text once, in page order. Empty when it shows none.
 */
export function readSignInAnswer(): string {
  const win = globalThis as unknown as DomWindow;
  const doc = win.document;
  const shown = (element: DomElement): boolean =>
    element.getClientRects().length > 0 && win.getComputedStyle(element).visibility !== 'hidden';
  const texts: string[] = [];
  const add = (element: DomElement | null): void => {
    if (!element || !shown(element)) return;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    // A container that holds an earlier text (or is held by one) adds nothing new.
    if (text === '' || texts.some((known) => known.includes(text) || text.includes(known))) return;
    texts.push(text);
  };
  for (const element of Array.from(
    doc.querySelectorAll('[role="alert"], [aria-live="assertive"], [role="status"], [aria-live="polite"]'),
  )) {
    add(element);
  }
  for (const field of Array.from(doc.querySelectorAll('[aria-invalid="true"]'))) {
    const ids = `${field.getAttribute('aria-errormessage') ?? ''} ${field.getAttribute('aria-describedby') ?? ''}`;
    for (const id of ids.split(/\s+/).filter(Boolean)) add(doc.getElementById(id));
  }
  for (const element of Array.from(
    doc.querySelectorAll(
      '.error, .errors, .error-message, .alert-danger, .alert-error, .invalid-feedback, .field-error, .form-error, .notice-error, .message-error',
    ),
  )) {
    add(element);
  }
  return texts.join(' – ');
}
