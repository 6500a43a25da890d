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
import { StatsPanel } from '../../features/stats';

/** Product §2 home view: hero, results overview, features, explanations, FAQs, pricing, call to action. */
export default function HomeRoute() {
  return (
    <>
      <Hero>
        <FreeCheck placement="hero" headingLevel={2} />
      </Hero>
      <StatsPanel />
      <ResultsOverviewSection />
      <FeaturesSection />
      <ExplanationsSection />
      <FaqSection />
      <PricingSection />
      <CtaSection>
        <FreeCheck placement="cta" headingLevel={3} />
      </CtaSection>
    </>
  );
}
