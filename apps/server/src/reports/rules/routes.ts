import { ruleListQuerySchema, ruleListSchema } from '@klarsicht/contracts';
import { profileRules } from '@klarsicht/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problems } from '../../platform/http/problem-responses.js';
import { answerLanguage } from '../../platform/i18n/request-language.js';

/** What each profile checks, for anyone: the plans' rule lists on the web, and pipelines. */
export const rulesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rules',
    {
      schema: {
        summary:
          'Every rule a profile runs: engine, kind (WCAG, best practice, BFSG duty), impact, criteria, EN 301 549 clauses, ACT rules, title',
        tags: ['rules'],
        querystring: ruleListQuerySchema,
        response: { 200: ruleListSchema, ...problems(400) },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      // The list changes only with a new engine, which comes with a new deployment.
      reply.header('cache-control', 'public, max-age=3600');
      return { profile: request.query.profile, rules: profileRules(request.query.profile, language) };
    },
  );
};
