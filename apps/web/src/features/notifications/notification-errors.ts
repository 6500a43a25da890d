import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = ['validation_failed', 'unauthorized', 'rate_limited'] as const;

/** Keys under notifications:errors, one per problem code the notification endpoints answer with. */
export type NotificationErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const notificationErrorKey: (error: unknown) => NotificationErrorKey = errorKeyMapper(CODES, {
  401: 'unauthorized',
  429: 'rate_limited',
});
