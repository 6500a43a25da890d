import type { FlowTexts } from './types.js';

export const FLOW_TEXTS_EN: FlowTexts = {
  problems: {
    not_a_recording:
      'This is not a recording from the Chrome DevTools Recorder (a JSON file with "title" and "steps").',
    no_steps: 'The recording has no steps.',
    too_many_steps: 'The recording has more than {max} steps.',
    unknown_step_type: '{where}: Klarsicht does not know this kind of step.',
    missing_field: '{where}: "{field}" is missing.',
    invalid_field: '{where}: "{field}" is not valid.',
    invalid_selector: '{where}: a selector is not valid ("{field}").',
  },
  step: 'Step {step}',
  recording: 'The recording',
  failures: {
    element_not_found: "Step {step}: no visible element matched the step's selectors.",
    navigation_failed: 'Step {step}: the page the step should open did not open.',
    left_site: 'Step {step}: the flow led to another website, which Klarsicht does not check.',
    wait_timed_out: 'Step {step}: what the step waits for did not happen in time.',
    step_failed: 'Step {step}: the step could not be carried out.',
    out_of_time: 'Step {step}: the time for the check had run out.',
  },
  triggers: {
    check: 'check point',
    navigation: 'new page',
    dialog: 'dialog opened',
    expanded: 'section expanded',
    'error-message': 'message shown',
  },
  state: 'Step {step}: {what}',
  named: '"{name}"',
  inFlow: '{flow} – {state}',
};
