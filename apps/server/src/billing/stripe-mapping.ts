import { PLAN_IDS, type PlanId } from '@klarsicht/contracts';
import type Stripe from 'stripe';
import { PLAN_CATALOGUE } from './plan-catalogue.js';
import { type ProviderProduct, parseUrlLimit } from './provider.js';

/** Pure translations between Stripe's objects and the provider model of `provider.ts`. */

/**
 * The customers/search query for an identity subject. Subjects come from the identity provider
 * (`auth0|…`, anything really): quotes and backslashes are escaped so a subject can neither break
 * the query nor widen it to other customers.
 */
export function customerSearchQuery(subject: string): string {
  return `metadata['auth0_id']:'${subject.replace(/[\\']/g, (character) => `\\${character}`)}'`;
}

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** Our plan of a product: its `metadata.plan`, else its name matched against the catalogue. */
export function planIdOfProduct(product: Pick<Stripe.Product, 'name' | 'metadata'>): PlanId | null {
  const fromMetadata = product.metadata.plan?.trim().toLowerCase();
  if (fromMetadata && isPlanId(fromMetadata)) return fromMetadata;
  const name = product.name.trim().toLowerCase();
  return PLAN_CATALOGUE.find((plan) => plan.name.toLowerCase() === name)?.id ?? null;
}

export function toProviderProduct(product: Stripe.Product): ProviderProduct {
  return {
    id: product.id,
    name: product.name,
    planId: planIdOfProduct(product),
    urlLimit: parseUrlLimit(product.metadata.urls),
  };
}

/** A product whose record cannot be read: no plan and, as in product §8, a limit of 0. */
export function unreadableProduct(id: string): ProviderProduct {
  return { id, name: '', planId: null, urlLimit: 0 };
}

/** Subscriptions that can never become active again are of no use to the account. */
export function isLiveSubscription(subscription: Stripe.Subscription): boolean {
  return subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired';
}

export function productIdOf(product: string | Stripe.Product | Stripe.DeletedProduct): string {
  return typeof product === 'string' ? product : product.id;
}

export function dateOf(unixSeconds: number): Date {
  return new Date(unixSeconds * 1000);
}
