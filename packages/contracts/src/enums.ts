import {
  CATEGORIES,
  ENGINES,
  FAILURE_CODES,
  IMPACTS,
  LANGUAGES,
  NOT_CHECKED_CHECKS,
  NOT_CHECKED_REASONS,
  PROFILE_IDS,
} from '@klarsicht/report';
import { z } from 'zod';

// The report's code lists are @klarsicht/report's; the service's own (status, scope) are here.
export {
  CATEGORIES,
  ENGINES,
  FAILURE_CODES,
  IMPACTS,
  LANGUAGES,
  NOT_CHECKED_CHECKS,
  NOT_CHECKED_REASONS,
  PROFILE_IDS,
};
export const SCAN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const SCAN_SCOPES = ['page', 'site'] as const;
/** A member's role in an organisation, strongest first (decision 028). */
export const ROLES = ['owner', 'admin', 'editor', 'viewer', 'client'] as const;

export const languageSchema = z.enum(LANGUAGES);
export const impactSchema = z.enum(IMPACTS);
export const profileIdSchema = z.enum(PROFILE_IDS);
export const categorySchema = z.enum(CATEGORIES);
export const engineSchema = z.enum(ENGINES);
export const failureCodeSchema = z.enum(FAILURE_CODES);
export const notCheckedCheckSchema = z.enum(NOT_CHECKED_CHECKS);
export const notCheckedReasonSchema = z.enum(NOT_CHECKED_REASONS);
export const scanStatusSchema = z.enum(SCAN_STATUSES);
export const scanScopeSchema = z.enum(SCAN_SCOPES);
export const roleSchema = z.enum(ROLES);

export type Language = z.infer<typeof languageSchema>;
export type Impact = z.infer<typeof impactSchema>;
export type ProfileId = z.infer<typeof profileIdSchema>;
export type Category = z.infer<typeof categorySchema>;
export type FailureCode = z.infer<typeof failureCodeSchema>;
export type ScanStatus = z.infer<typeof scanStatusSchema>;
export type ScanScope = z.infer<typeof scanScopeSchema>;
export type Role = z.infer<typeof roleSchema>;
