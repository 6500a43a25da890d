import { EVENT_TYPES, type EventType, TEST_EVENT_TYPE } from '@klarsicht/contracts';

/** A delivery's event: one a webhook subscribes to, or the test event a button sends. */
export type LabelledEventType = EventType | typeof TEST_EVENT_TYPE;

const LABELLED: ReadonlySet<string> = new Set<string>([...EVENT_TYPES, TEST_EVENT_TYPE]);

/**
 * Whether there is a word for the event type under integrations:events (deliveries name their type
 * as a string: a type newer than this app shows as it came).
 */
export function isLabelledEventType(type: string): type is LabelledEventType {
  return LABELLED.has(type);
}

/** The events in the order the form and the list show them: the contract's. */
export function sortedEvents(events: readonly EventType[]): EventType[] {
  return EVENT_TYPES.filter((type) => events.includes(type));
}

/**
 * The headers every signed delivery carries (Standard Webhooks): protocol names, not words, each
 * with its explanation under integrations:signing.headers.
 */
export const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** Where the API's OpenAPI description is served (events and signatures are described there). */
export const API_DOCS_PATH = '/api/docs';
