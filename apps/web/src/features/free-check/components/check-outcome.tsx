import type { ScanView } from '@klarsicht/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import type { HeadingLevel } from '../../../components/heading';
import { ScanFailure } from './scan-failure';
import { ScanResults } from './scan-results';

export interface CheckOutcomeProps {
  scan: ScanView;
  headingLevel: HeadingLevel;
  /** The free check's container: focus moves to the outcome only if it is still in there. */
  focusScope: RefObject<HTMLElement | null>;
  onCheckAnother: () => void;
  /** An http:// address worth trying after the https:// one failed (typed without a scheme). */
  httpUrl?: string | undefined;
  onTryUrl: (url: string) => void;
}

/** A finished scan: the results overview, or the failure message. Its own chunk, loaded when a check starts. */
export function CheckOutcome({ focusScope, ...props }: CheckOutcomeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Bring keyboard and screen-reader users to the outcome — unless they moved on meanwhile.
  useEffect(() => {
    const active = document.activeElement;
    const stayedHere = !active || active === document.body || focusScope.current?.contains(active);
    if (stayedHere) headingRef.current?.focus();
  }, [focusScope]);

  return props.scan.status === 'failed' ? (
    <ScanFailure {...props} headingRef={headingRef} />
  ) : (
    <ScanResults {...props} headingRef={headingRef} />
  );
}
