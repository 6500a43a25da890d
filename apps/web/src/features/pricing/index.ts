export { PRICING_SECTION_ID, PricingSection } from './components/pricing-section';
export { displayCurrency, PLANS, type Plan, type PlanId } from './plans';
