import {
  type EvaluationImportResult,
  type EvaluationRequest,
  evaluationImportResultSchema,
  type SiteEvaluation,
  siteEvaluationSchema,
} from '@klarsicht/contracts';
import { hashKey, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { downloadFile } from '../../../lib/download-file';
import { conformanceKeys } from './conformance-api';

/** Under the site's conformance key, so whatever resets a site's conformance resets this too. */
export const evaluationKey = (userKey: string | undefined, siteId: string, language: Language) =>
  [...conformanceKeys.site(userKey, siteId), 'evaluation', language] as const;

const evaluationPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/evaluation`;

export function useSiteEvaluation(userKey: string | undefined, siteId: string, language: Language) {
  return useQuery({
    queryKey: evaluationKey(userKey, siteId, language),
    queryFn: async (): Promise<SiteEvaluation> =>
      siteEvaluationSchema.parse(
        await authorizedFetch<unknown>(`${evaluationPath(siteId)}?lang=${language}`),
      ),
    enabled: userKey !== undefined,
    // Another language is the same evaluation in other words: the page (and the draft on it) stays
    // while it loads. Never another person's or another site's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === userKey && previousQuery?.queryKey[2] === siteId ? previous : undefined,
  });
}

/**
 * The answer is the evaluation as it now is: shown at once. Everything else of the site's
 * conformance (the table, the checks, the statement, whose method sentence follows from the sample)
 * and the evaluation in the other language are read again.
 */
function showEvaluation(
  queryClient: QueryClient,
  userKey: string | undefined,
  siteId: string,
  language: Language,
  evaluation: SiteEvaluation,
) {
  const key = evaluationKey(userKey, siteId, language);
  queryClient.setQueryData(key, evaluation);
  const shown = hashKey(key);
  void queryClient.invalidateQueries({
    queryKey: conformanceKeys.site(userKey, siteId),
    predicate: (query) => query.queryHash !== shown,
  });
}

/** Saves the whole evaluation (PUT). */
export function useSaveEvaluation(userKey: string | undefined, siteId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: EvaluationRequest): Promise<SiteEvaluation> =>
      siteEvaluationSchema.parse(
        await authorizedFetch<unknown>(`${evaluationPath(siteId)}?lang=${language}`, {
          method: 'PUT',
          json: request,
        }),
      ),
    onSuccess: (evaluation) => showEvaluation(queryClient, userKey, siteId, language, evaluation),
  });
}

/**
 * Draws a new random sample. The server draws from what is saved; changes not yet saved (`pending`)
 * are saved first, so that the draw keeps them.
 */
export function useDrawRandomSample(userKey: string | undefined, siteId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pending: EvaluationRequest | null): Promise<SiteEvaluation> => {
      if (pending) {
        const saved = siteEvaluationSchema.parse(
          await authorizedFetch<unknown>(`${evaluationPath(siteId)}?lang=${language}`, {
            method: 'PUT',
            json: pending,
          }),
        );
        showEvaluation(queryClient, userKey, siteId, language, saved);
      }
      return siteEvaluationSchema.parse(
        await authorizedFetch<unknown>(`${evaluationPath(siteId)}/random?lang=${language}`, {
          method: 'POST',
        }),
      );
    },
    onSuccess: (evaluation) => showEvaluation(queryClient, userKey, siteId, language, evaluation),
  });
}

/**
 * Takes a file of the WCAG-EM Report Tool: its text is sent as it is, as JSON. The verdicts it
 * brings change the table, the checks and the statement, which are read again.
 */
export function useImportWcagEm(userKey: string | undefined, siteId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<EvaluationImportResult> =>
      evaluationImportResultSchema.parse(
        await authorizedFetch<unknown>(`${evaluationPath(siteId)}/wcag-em?lang=${language}`, {
          method: 'POST',
          blob: new Blob([text], { type: 'application/json' }),
        }),
      ),
    onSuccess: (result) => showEvaluation(queryClient, userKey, siteId, language, result.evaluation),
  });
}

/** Saves the evaluation as a Report Tool file under the server's file name; returns the name. */
export function downloadWcagEmReport(siteId: string, language: Language): Promise<string> {
  return downloadFile(`${evaluationPath(siteId)}/wcag-em?lang=${language}`, 'klarsicht-wcag-em.json');
}
