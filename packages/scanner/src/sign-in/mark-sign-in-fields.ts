import type { DomElement, DomFormControl, DomWindow } from '../page/in-page-dom.js';

/** The attribute the fields of a sign-in form get, so that Playwright can fill and click them. */
export const SIGN_IN_MARK = 'data-klarsicht-sign-in';

export interface MarkedFields {
  username: boolean;
  password: boolean;
  submit: boolean;
}

/**
 * Runs INSIDE the page (self-contained: no outer names). Finds the shown fields of a sign-in form
 * the way a person would and marks them with `data-klarsicht-sign-in`: the password field, the
 * user name field of the same form (what autocomplete, type or name says, else the text field
 * before the password), and its submit button. Handles the first step of a two-step sign-in, which
 * asks for the user name alone. A given selector replaces the search for that field.
 */
export function markSignInFields(given: {
  username?: string;
  password?: string;
  submit?: string;
}): MarkedFields {
  const mark = 'data-klarsicht-sign-in';
  const win = globalThis as unknown as DomWindow;
  const doc = win.document;
  const FOLLOWING = 4; // Node.DOCUMENT_POSITION_FOLLOWING
  for (const old of Array.from(doc.querySelectorAll(`[${mark}]`))) old.removeAttribute(mark);
  const shown = (element: DomElement): boolean => {
    const control = element as DomFormControl;
    return (
      element.getClientRects().length > 0 &&
      win.getComputedStyle(element).visibility !== 'hidden' &&
      !control.disabled &&
      control.readOnly !== true
    );
  };
  const pick = (
    selector: string | undefined,
    search: () => DomElement | undefined,
  ): DomElement | undefined => {
    if (selector === undefined) return search();
    try {
      return doc.querySelector(selector) ?? undefined;
    } catch {
      return undefined;
    }
  };
  const formOf = (field: DomElement | undefined) =>
    (field as DomFormControl | undefined)?.form ?? field?.closest('form');

  const passwords = Array.from(doc.querySelectorAll('input[type="password"]')).filter(shown);
  const password = pick(
    given.password,
    () =>
      passwords.find((field) => field.getAttribute('autocomplete') === 'current-password') ?? passwords[0],
  );
  const scope = formOf(password) ?? doc;
  const textFields = Array.from(
    scope.querySelectorAll('input:not([type]), input[type="text"], input[type="email"], input[type="tel"]'),
  ).filter(shown);
  const described = (field: DomElement) =>
    `${field.getAttribute('name') ?? ''} ${field.id} ${field.getAttribute('aria-label') ?? ''} ${field.getAttribute('placeholder') ?? ''}`;
  const username = pick(given.username, () => {
    const byAutocomplete = textFields.find((field) =>
      /\b(username|email)\b/.test(field.getAttribute('autocomplete') ?? ''),
    );
    const byType = textFields.find((field) => field.getAttribute('type') === 'email');
    const byName = textFields.find((field) =>
      /user|e-?mail|login|benutzer|kennung|account|konto|anmelde/i.test(described(field)),
    );
    // Else the text field right before the password, as forms put them.
    const before = password
      ? textFields.filter((field) => field.compareDocumentPosition(password) & FOLLOWING).at(-1)
      : undefined;
    return byAutocomplete ?? byType ?? byName ?? before;
  });

  const buttonScope = formOf(password ?? username) ?? doc;
  const submit = pick(given.submit, () => {
    const buttons = Array.from(
      buttonScope.querySelectorAll(
        'button[type="submit"], button:not([type]), input[type="submit"], input[type="image"]',
      ),
    ).filter(shown);
    const named = (button: DomElement) =>
      `${button.textContent ?? ''} ${(button as DomFormControl).value ?? ''} ${button.getAttribute('aria-label') ?? ''}`;
    return (
      buttons.find((button) =>
        /anmelden|einloggen|log ?in|sign ?in|weiter|continue|next/i.test(named(button)),
      ) ?? buttons[0]
    );
  });

  password?.setAttribute(mark, 'password');
  username?.setAttribute(mark, 'username');
  submit?.setAttribute(mark, 'submit');
  return { username: username !== undefined, password: password !== undefined, submit: submit !== undefined };
}
