import { useDeferredValue, useEffect, useState } from 'react';
import { FreeCheck } from '../../features/free-check';
import {
  CtaSection,
  ExplanationsSection,
  FaqSection,
  FeaturesSection,
  Hero,
  ResultsOverviewSection,
} from '../../features/home';
import { PricingSection } from '../../features/pricing';
import { StatsPanel, useStats } from '../../features/stats';

/**
 * The sections below the hero come at the latest this long after the first render: then without
 * the statistics if they have not answered yet, and in a hidden tab, which paints nothing.
 */
const REST_AT_THE_LATEST_MS = 1500;

/**
 * Product §2 home view: hero, results overview, features, explanations, FAQs, pricing, call to action.
 *
 * The first paint is the hero with the free check, which fill a phone's screen; the sections below
 * follow once it is on screen and the statistics have answered, all at once. Until then a
 * screen-high space holds the footer below the fold, so nothing a visitor sees moves: the
 * statistics panel, which appears, disappears (no checks yet) or grows with its numbers, would
 * otherwise push the sections under it about.
 */
export default function HomeRoute() {
  const stats = useStats();
  const showRest = useRestOfPage(stats.status !== 'pending');
  return (
    <>
      <Hero>
        <FreeCheck placement="hero" headingLevel={2} />
      </Hero>
      {showRest ? (
        <>
          <StatsPanel stats={stats} />
          <ResultsOverviewSection />
          <FeaturesSection />
          <ExplanationsSection />
          <FaqSection />
          <PricingSection />
          <CtaSection>
            <FreeCheck placement="cta" headingLevel={3} />
          </CtaSection>
        </>
      ) : (
        <div className="min-h-screen" />
      )}
    </>
  );
}

function useRestOfPage(statsSettled: boolean): boolean {
  const [painted, setPainted] = useState(false);
  const [late, setLate] = useState(false);
  useEffect(() => {
    // An animation frame runs just before the next paint; a task queued from it runs after.
    let afterPaint: number | undefined;
    const frame = requestAnimationFrame(() => {
      afterPaint = window.setTimeout(() => setPainted(true));
    });
    const latest = window.setTimeout(() => setLate(true), REST_AT_THE_LATEST_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(afterPaint);
      window.clearTimeout(latest);
    };
  }, []);
  // Deferred: React renders the sections in the background, in slices of a few milliseconds,
  // instead of one long task that would keep a phone from answering a tap.
  return useDeferredValue(late || (painted && statsSettled));
}
