export { PRICING_SECTION_ID, PricingSection } from './components/pricing-section';
export { PLANS, type Plan, type PlanId } from './plans';
