import { fill, type Language } from '@klarsicht/report';
import { CHECK_STEP_NAME } from '@klarsicht/scanner/recording';
import type { ExtensionTexts } from '@klarsicht/texts/extension';
import type { RecordedStep } from './use-recording.js';

/** A recorded step as the panel lists it: what a person did, in their words, never a typed value. */
export function stepText(step: RecordedStep, texts: ExtensionTexts, language: Language): string {
  const t = texts.steps;
  const name = () => {
    const selectors = (step.selectors as string[][] | undefined) ?? [];
    const aria = selectors.flat().find((part) => part.startsWith('aria/'));
    return aria ? aria.slice('aria/'.length) : (selectors[0]?.[0] ?? '');
  };
  const navigation = () => {
    const asserted = (step.assertedEvents as Array<{ url?: string }> | undefined)?.[0]?.url;
    return asserted && step.type !== 'navigate'
      ? ` (${fill(t.navigation, { url: asserted }, language)})`
      : '';
  };
  switch (step.type) {
    case 'setViewport':
      return fill(t.setViewport, { width: step.width, height: step.height }, language);
    case 'navigate':
      return fill(t.navigate, { url: step.url }, language);
    case 'click':
      return fill(t.click, { name: name() }, language) + navigation();
    case 'change':
      return fill(t.change, { name: name() }, language) + navigation();
    case 'keyDown':
    case 'keyUp':
      return fill(t.key, { key: step.key }, language) + navigation();
    case 'customStep': {
      const label = (step.parameters as { label?: string } | undefined)?.label;
      if (step.name !== CHECK_STEP_NAME) return String(step.name);
      return label ? fill(t.checkNamed, { name: label }, language) : t.check;
    }
    default:
      return step.type;
  }
}
