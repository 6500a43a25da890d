import { createHash } from 'node:crypto';
import { issueIdentity } from '@klarsicht/report';

/**
 * The key an issue is stored and compared by: the SHA-256 of its identity (decision 029), in hex.
 * Older keys were MD5 (32 characters); these are 64, which is how the re-keying task tells them apart.
 */
export function issueKeyOf(ruleId: string, node: { selector: string; html: string }): string {
  return createHash('sha256').update(issueIdentity(ruleId, node)).digest('hex');
}

/** The length of a key made by issueKeyOf. */
export const ISSUE_KEY_LENGTH = 64;

/**
 * The key of a stored node as the issues were built from it (ISSUE_KEY in issues-repo.ts, in SQL):
 * its own, or for a finding about the whole page (no node) the rule's, or for a node stored before
 * decision 029 and not re-keyed yet the old MD5 of rule, selector and HTML.
 */
export function keyOfStoredNode(
  ruleId: string,
  node: { selector: string; html: string; issueKey?: string } | undefined,
): string {
  if (node?.issueKey) return node.issueKey;
  if (!node || (node.selector === '' && node.html === ''))
    return issueKeyOf(ruleId, { selector: '', html: '' });
  return createHash('md5')
    .update([ruleId, String(node.selector.length), node.selector, node.html].join('\n'))
    .digest('hex');
}
