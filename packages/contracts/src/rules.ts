import { RULE_CATEGORIES, type RuleInfo } from '@klarsicht/report';
import { z } from 'zod';
import { engineSchema, impactSchema, languageSchema, profileIdSchema } from './enums.js';
import { successCriterionSchema } from './scans.js';

/** What a profile checks: GET /api/rules, `klarsicht rules` and the web app's rules page show the same list. */

export const ruleCategorySchema = z.enum(RULE_CATEGORIES);

export const ruleListQuerySchema = z.object({
  profile: profileIdSchema.default('bfsg'),
  /** The language of the titles; overrides Accept-Language, German by default. */
  lang: languageSchema.optional(),
});

export const ruleInfoSchema = z.object({
  id: z.string(),
  engine: engineSchema,
  category: ruleCategorySchema,
  impact: impactSchema.nullable(),
  wcag: z.array(successCriterionSchema),
  en301549: z.array(z.string()),
  actRules: z.array(z.string()),
  title: z.string(),
}) satisfies z.ZodType<RuleInfo>;

export const ruleListSchema = z.object({ profile: profileIdSchema, rules: z.array(ruleInfoSchema) });
export type RuleList = z.infer<typeof ruleListSchema>;
