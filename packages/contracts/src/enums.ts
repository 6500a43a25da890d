import { z } from 'zod';

// Kept in step with @klarsicht/scanner's report types by `enums-match-scanner.test.ts`.
export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export const PROFILE_IDS = ['wcag21aa', 'bfsg', 'wcag22aa', 'wcag22aaa'] as const;
export const CATEGORIES = ['violations', 'passes', 'incomplete', 'inapplicable'] as const;
export const FAILURE_CODES = [
  'invalid_url',
  'dns',
  'unreachable',
  'timeout',
  'http_error',
  'blocked_robots',
  'blocked_bot_protection',
  'private_address',
  'internal',
] as const;
export const SCAN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const SCAN_SCOPES = ['page', 'site'] as const;

export const impactSchema = z.enum(IMPACTS);
export const profileIdSchema = z.enum(PROFILE_IDS);
export const categorySchema = z.enum(CATEGORIES);
export const failureCodeSchema = z.enum(FAILURE_CODES);
export const scanStatusSchema = z.enum(SCAN_STATUSES);
export const scanScopeSchema = z.enum(SCAN_SCOPES);

export type Impact = z.infer<typeof impactSchema>;
export type ProfileId = z.infer<typeof profileIdSchema>;
export type Category = z.infer<typeof categorySchema>;
export type FailureCode = z.infer<typeof failureCodeSchema>;
export type ScanStatus = z.infer<typeof scanStatusSchema>;
export type ScanScope = z.infer<typeof scanScopeSchema>;
