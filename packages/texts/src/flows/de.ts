import type { FlowTexts } from './types.js';

export const FLOW_TEXTS_DE: FlowTexts = {
  problems: {
    not_a_recording:
      'Das ist keine Aufzeichnung aus dem Rekorder der Chrome-Entwicklertools (eine JSON-Datei mit „title“ und „steps“).',
    no_steps: 'Die Aufzeichnung enthält keine Schritte.',
    too_many_steps: 'Die Aufzeichnung hat mehr als {max} Schritte.',
    unknown_step_type: '{where}: Diese Art von Schritt kennt Klarsicht nicht.',
    missing_field: '{where}: Die Angabe „{field}“ fehlt.',
    invalid_field: '{where}: Die Angabe „{field}“ ist ungültig.',
    invalid_selector: '{where}: Ein Selektor ist ungültig („{field}“).',
  },
  step: 'Schritt {step}',
  recording: 'Die Aufzeichnung',
  failures: {
    element_not_found: 'Schritt {step}: Kein sichtbares Element passte zu den Selektoren des Schritts.',
    navigation_failed: 'Schritt {step}: Die erwartete Seite hat sich nicht geöffnet.',
    left_site: 'Schritt {step}: Der Ablauf führte auf eine andere Website; dort prüft Klarsicht nicht.',
    wait_timed_out: 'Schritt {step}: Worauf der Schritt wartet, ist nicht rechtzeitig eingetreten.',
    step_failed: 'Schritt {step}: Der Schritt ließ sich nicht ausführen.',
    out_of_time: 'Schritt {step}: Die Zeit für die Prüfung war abgelaufen.',
  },
  triggers: {
    check: 'Prüfpunkt',
    navigation: 'neue Seite',
    dialog: 'Dialog geöffnet',
    expanded: 'Bereich aufgeklappt',
    'error-message': 'Meldung angezeigt',
  },
  state: 'Schritt {step}: {what}',
  named: '„{name}“',
  inFlow: '{flow} – {state}',
};
