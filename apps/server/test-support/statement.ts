/** A complete German statement form, as the statement editor saves it (`PUT /api/sites/:id/statement`). */
export const SAMPLE_STATEMENT = {
  language: 'de',
  organisation: 'Beispiel GmbH',
  serviceName: 'Website der Beispiel GmbH',
  serviceDescription: 'Wir informieren über unsere Produkte.',
  serviceOperation: '',
  measures: '',
  contactEmail: 'barrierefreiheit@beispiel.example',
  contactPhone: '',
  contactAddress: '',
  alternatives: '',
  barrierNotes: {},
  preparedOn: '2026-11-20',
} as const;
