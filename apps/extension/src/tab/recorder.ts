/**
 * What the page tells the panel while a flow is recorded: one step of Chrome DevTools' Recorder
 * format (`click`, `change`, `keyDown`/`keyUp`), as `@klarsicht/scanner/recording` reads it.
 */
export interface RecordedStepMessage {
  kind: 'klarsicht-recorded-step';
  session: string;
  step: Record<string, unknown>;
}

/**
 * Starts recording in the tab's document: clicks, changed fields and the keys Enter and Escape
 * become steps, sent to the panel as they happen. Run by `chrome.scripting.executeScript` (so
 * self-contained: nothing from outside its body) in the extension's isolated world, again after
 * every navigation while the recording lasts. Password fields are never recorded: a flow's steps
 * are stored as they are, and a scan signs in with the site's own stored sign-in.
 */
export function startRecording(arg: { session: string }): { recording: boolean } {
  type Listeners = { remove(): void; session: string };
  const holder = window as unknown as { __klarsichtRecorder?: Listeners };
  if (holder.__klarsichtRecorder?.session === arg.session) return { recording: true };
  holder.__klarsichtRecorder?.remove();

  const cssEscape = (value: string) => CSS.escape(value);

  /** A CSS selector that finds exactly this element in its root (document or shadow root). */
  function uniqueCss(element: Element): string {
    const root = element.getRootNode() as Document | ShadowRoot;
    const unique = (selector: string) => {
      try {
        const found = root.querySelectorAll(selector);
        return found.length === 1 && found[0] === element;
      } catch {
        return false;
      }
    };
    if (element.id && unique(`#${cssEscape(element.id)}`)) return `#${cssEscape(element.id)}`;
    const parts: string[] = [];
    let current: Element | null = element;
    while (current) {
      let part = current.localName;
      const name = current.getAttribute('name');
      if (current.id) {
        part = `#${cssEscape(current.id)}`;
      } else if (name && /^(input|select|textarea|button)$/.test(current.localName)) {
        part = `${current.localName}[name="${cssEscape(name)}"]`;
      } else {
        const parent: Element | null = current.parentElement;
        if (parent) {
          const sameTag = [...parent.children].filter((child) => child.localName === current?.localName);
          if (sameTag.length > 1) part += `:nth-of-type(${sameTag.indexOf(current) + 1})`;
        }
      }
      parts.unshift(part);
      const selector = parts.join(' > ');
      if (unique(selector)) return selector;
      current = current.parentElement;
    }
    return parts.join(' > ');
  }

  /** The name a screen reader would announce, read the simple ways most controls get one. */
  function accessibleName(element: Element): string {
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const label = clean(element.getAttribute('aria-label'));
    if (label) return label;
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = clean(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      if (text) return text;
    }
    if ('labels' in element) {
      const labels = (element as HTMLInputElement).labels;
      const text = clean(labels ? [...labels].map((one) => one.textContent).join(' ') : '');
      if (text) return text;
    }
    if (element instanceof HTMLImageElement) return clean(element.alt);
    if (/^(button|a|summary|option|h[1-6])$/.test(element.localName) || element.getAttribute('role'))
      return clean(element.textContent);
    return clean(element.getAttribute('title'));
  }

  /** The element a person meant: the control around what was clicked (a button's icon, a link's text). */
  function actionable(target: EventTarget | null): Element | null {
    if (!(target instanceof Element)) return null;
    return (
      target.closest(
        'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [tabindex], [onclick]',
      ) ?? target
    );
  }

  /**
   * The element's CSS selector, inside a shadow root preceded by its host's: the Recorder's parts,
   * each looked for in the shadow root of the one before. (A `pierce/` selector searches the whole
   * document and every shadow root, where a selector unique in one shadow root may find others.)
   */
  function cssParts(element: Element): string[] {
    const root = element.getRootNode();
    return root instanceof ShadowRoot ? [...cssParts(root.host), uniqueCss(element)] : [uniqueCss(element)];
  }

  function selectorsOf(element: Element): string[][] {
    const selectors: string[][] = [cssParts(element)];
    const name = accessibleName(element);
    if (name && name.length <= 100) selectors.push([`aria/${name}`]);
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text && text.length <= 64 && /^(a|button|summary|label)$/.test(element.localName))
      selectors.push([`text/${text}`]);
    return selectors;
  }

  const send = (step: Record<string, unknown>) => {
    chrome.runtime.sendMessage({ kind: 'klarsicht-recorded-step', session: arg.session, step }).catch(() => {
      // The panel was closed: nobody is recording any more.
      holder.__klarsichtRecorder?.remove();
    });
  };

  const isSecret = (element: Element) =>
    element instanceof HTMLInputElement &&
    (element.type === 'password' || element.autocomplete.includes('password'));
  const choosesByClick = (element: Element) =>
    element instanceof HTMLInputElement &&
    /^(checkbox|radio|button|submit|reset|image|file)$/.test(element.type);

  // What a press of Enter is recorded as while it is down. On a link or a button it sets off a
  // click, which is the step: replay does not know where Tab moved the focus, so the key would go
  // elsewhere. Anywhere else the key is the step, and a click it sets off (on the form's default
  // button, sending the form) is not one: the key replayed sets it off again.
  let enter: 'click' | 'key' | undefined;
  const clickedByEnter = (target: EventTarget | null) =>
    target instanceof Element &&
    target.matches(
      'a[href], button, input:is([type="button"], [type="submit"], [type="reset"], [type="image"])',
    );
  // A click on a label is passed on to its control as a second click: the label's is the step.
  let passedOnTo: Element | null = null;

  const onClick = (event: MouseEvent) => {
    if (!event.isTrusted || event.button !== 0) return;
    // The element clicked, also inside an open shadow root (`target` is the shadow host here).
    const element = actionable(event.composedPath()[0] ?? null);
    if (!element || (enter === 'key' && event.detail === 0)) return;
    if (element === passedOnTo) {
      passedOnTo = null;
      return;
    }
    if (element instanceof HTMLLabelElement && element.control) {
      passedOnTo = element.control;
      // Passed on in the same task, if at all (not when the page prevents it).
      setTimeout(() => {
        passedOnTo = null;
      });
    }
    // A click into a text field only focuses it; the change that follows is the step.
    if (/^(input|textarea|select)$/.test(element.localName) && !choosesByClick(element)) return;
    const box = element.getBoundingClientRect();
    send({
      type: 'click',
      target: 'main',
      selectors: selectorsOf(element),
      offsetX: Math.max(0, Math.round((event.clientX - box.left) * 100) / 100),
      offsetY: Math.max(0, Math.round((event.clientY - box.top) * 100) / 100),
    });
  };
  const onChange = (event: Event) => {
    if (!event.isTrusted) return;
    const element = event.target;
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      )
    )
      return;
    if (choosesByClick(element) || isSecret(element)) return;
    send({ type: 'change', target: 'main', selectors: selectorsOf(element), value: element.value });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.isTrusted) return;
    enter = undefined;
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    if (event.key === 'Enter') {
      enter = clickedByEnter(event.composedPath()[0] ?? null) ? 'click' : 'key';
      if (enter === 'click') return;
    }
    const field = event.target;
    // Enter in a field sends its form: the field's value must be a step before the key is.
    if (
      event.key === 'Enter' &&
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      !choosesByClick(field) &&
      !isSecret(field)
    )
      send({ type: 'change', target: 'main', selectors: selectorsOf(field), value: field.value });
    send({ type: 'keyDown', target: 'main', key: event.key });
    send({ type: 'keyUp', target: 'main', key: event.key });
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'Enter') enter = undefined;
  };

  window.addEventListener('click', onClick, true);
  window.addEventListener('change', onChange, true);
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('keyup', onKeyUp, true);
  holder.__klarsichtRecorder = {
    session: arg.session,
    remove() {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('change', onChange, true);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
      delete holder.__klarsichtRecorder;
    },
  };
  return { recording: true };
}

/** Ends a recording in the tab's document (self-contained, as `startRecording`). */
export function stopRecording(): void {
  const holder = window as unknown as { __klarsichtRecorder?: { remove(): void } };
  holder.__klarsichtRecorder?.remove();
}
