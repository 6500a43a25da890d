import { z } from 'zod';

/**
 * Read-only links to one scan (`/share/<token>` in the web app). The owner creates, lists and
 * revokes them under `/api/scans/:id/share`; anyone holding a live token reads the scan through
 * `/api/shared/:token`, `/api/shared/:token/findings` and `/api/shared/:token/pages`, in the same
 * shapes as the owner's scan routes.
 */

export const shareLinkSchema = z.object({
  id: z.string(),
  token: z.string(),
  /** The web page that shows the shared scan. */
  url: z.string(),
  createdAt: z.string(),
  /** Set once revoked: the token then answers 404. */
  revokedAt: z.string().optional(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListSchema = z.object({ items: z.array(shareLinkSchema) });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;
