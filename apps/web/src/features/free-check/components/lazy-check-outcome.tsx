import { use } from 'react';
import { i18n } from '../../../i18n/i18n';
import { deferredModule, useDeferredModule } from '../../../lib/deferred-module';
import type { CheckOutcomeProps } from './check-outcome';

/** Loaded when a check starts (see FreeCheck), so the results are ready when the scan ends. */
export const checkOutcomeModule = deferredModule(() =>
  Promise.all([import('./check-outcome'), i18n.loadNamespaces('scanResult')]).then(([module]) => module),
);

export function LazyCheckOutcome(props: CheckOutcomeProps) {
  const module = useDeferredModule(checkOutcomeModule) ?? use(checkOutcomeModule.load());
  return <module.CheckOutcome {...props} />;
}
