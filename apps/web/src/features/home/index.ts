export { CtaSection } from './components/cta-section';
export { ExplanationsSection } from './components/explanations-section';
export { FaqSection } from './components/faq-section';
export { FeaturesSection } from './components/features-section';
export { Hero } from './components/hero';
export { ResultsOverviewSection } from './components/results-overview-section';
