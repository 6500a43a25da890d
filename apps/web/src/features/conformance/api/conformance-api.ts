import {
  type ApplicabilityRequest,
  type CriterionCheck,
  type CriterionResultRequest,
  criterionCheckSchema,
  type SiteConformance,
  type SiteStatement,
  type StatementOwnerFieldsInput,
  type StatementPublishRequest,
  siteConformanceSchema,
  siteStatementSchema,
} from '@klarsicht/contracts';
import { hashKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages';
import { authorizedFetch } from '../../../lib/authorized-fetch';

/** `userKey` (the signed-in subject) keeps one user's answers from another's; texts come in `language`. */
export const conformanceKeys = {
  site: (userKey: string | undefined, siteId: string) => ['conformance', userKey, siteId] as const,
  table: (userKey: string | undefined, siteId: string, language: Language) =>
    ['conformance', userKey, siteId, 'table', language] as const,
  criterion: (userKey: string | undefined, siteId: string, criterion: string, language: Language) =>
    ['conformance', userKey, siteId, 'criterion', criterion, language] as const,
};

const sitePath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;
const criterionPath = (siteId: string, criterion: string) =>
  `${sitePath(siteId)}/criteria/${encodeURIComponent(criterion)}`;

export function useSiteConformance(userKey: string | undefined, siteId: string, language: Language) {
  return useQuery({
    queryKey: conformanceKeys.table(userKey, siteId, language),
    queryFn: async (): Promise<SiteConformance> =>
      siteConformanceSchema.parse(
        await authorizedFetch<unknown>(`${sitePath(siteId)}/conformance?lang=${language}`),
      ),
    enabled: userKey !== undefined,
  });
}

export function useCriterionCheck(
  userKey: string | undefined,
  siteId: string,
  criterion: string,
  language: Language,
) {
  return useQuery({
    queryKey: conformanceKeys.criterion(userKey, siteId, criterion, language),
    queryFn: async (): Promise<CriterionCheck> =>
      criterionCheckSchema.parse(
        await authorizedFetch<unknown>(`${criterionPath(siteId, criterion)}?lang=${language}`),
      ),
    enabled: userKey !== undefined,
  });
}

/** Saves or withdraws a verdict; the site's table and checks are read again afterwards. */
export function useCriterionVerdict(
  userKey: string | undefined,
  siteId: string,
  criterion: string,
  language: Language,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: conformanceKeys.site(userKey, siteId) });
  const save = useMutation({
    mutationFn: async (request: CriterionResultRequest): Promise<CriterionCheck> =>
      criterionCheckSchema.parse(
        await authorizedFetch<unknown>(`${criterionPath(siteId, criterion)}?lang=${language}`, {
          method: 'PUT',
          json: request,
        }),
      ),
    onSuccess: (check) => {
      queryClient.setQueryData(conformanceKeys.criterion(userKey, siteId, criterion, language), check);
      void refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: async (): Promise<void> => {
      await authorizedFetch<unknown>(criterionPath(siteId, criterion), { method: 'DELETE' });
    },
    onSuccess: () => void refresh(),
  });
  return { save, withdraw };
}

/**
 * Saves the site's answers to the applicability questions (null withdraws one). The answer is the
 * whole table, shown at once; the checks and the statement, which follow from it, are read again.
 */
export function useSaveApplicability(userKey: string | undefined, siteId: string, language: Language) {
  const queryClient = useQueryClient();
  const tableKey = conformanceKeys.table(userKey, siteId, language);
  return useMutation({
    mutationFn: async (request: ApplicabilityRequest): Promise<SiteConformance> =>
      siteConformanceSchema.parse(
        await authorizedFetch<unknown>(`${sitePath(siteId)}/applicability?lang=${language}`, {
          method: 'PUT',
          json: request,
        }),
      ),
    onSuccess: (conformance) => {
      queryClient.setQueryData(tableKey, conformance);
      const shown = hashKey(tableKey);
      void queryClient.invalidateQueries({
        queryKey: conformanceKeys.site(userKey, siteId),
        predicate: (query) => query.queryHash !== shown,
      });
    },
  });
}

const statementKey = (userKey: string | undefined, siteId: string, language: Language) =>
  ['conformance', userKey, siteId, 'statement', language] as const;

export function useSiteStatement(userKey: string | undefined, siteId: string, language: Language) {
  return useQuery({
    queryKey: statementKey(userKey, siteId, language),
    queryFn: async (): Promise<SiteStatement> =>
      siteStatementSchema.parse(
        await authorizedFetch<unknown>(`${sitePath(siteId)}/statement?lang=${language}`),
      ),
    enabled: userKey !== undefined,
  });
}

/**
 * Saves the draft, and with `publish` publishes it as the next version right after;
 * `confirmUntested` says the owner has seen the criteria still untested and publishes anyway.
 */
export function useSaveStatement(userKey: string | undefined, siteId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      draft,
      publish,
      confirmUntested = false,
    }: {
      draft: StatementOwnerFieldsInput;
      publish: boolean;
      confirmUntested?: boolean;
    }) => {
      const saved = siteStatementSchema.parse(
        await authorizedFetch<unknown>(`${sitePath(siteId)}/statement?lang=${language}`, {
          method: 'PUT',
          json: draft,
        }),
      );
      if (!publish) return saved;
      return siteStatementSchema.parse(
        await authorizedFetch<unknown>(`${sitePath(siteId)}/statement/versions?lang=${language}`, {
          method: 'POST',
          json: { confirmUntested } satisfies StatementPublishRequest,
        }),
      );
    },
    onSuccess: (statement) => queryClient.setQueryData(statementKey(userKey, siteId, language), statement),
    // Refused because criteria are open that the screen did not show: read them again.
    onError: () => void queryClient.invalidateQueries({ queryKey: statementKey(userKey, siteId, language) }),
  });
}

/** Attaches or removes the picture of a verdict; the criterion's check is read again afterwards. */
export function useCriterionEvidence(userKey: string | undefined, siteId: string, criterion: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: conformanceKeys.site(userKey, siteId) });
  const path = `${criterionPath(siteId, criterion)}/evidence`;
  const upload = useMutation({
    mutationFn: async (picture: File) => {
      await authorizedFetch<unknown>(path, { method: 'PUT', blob: picture });
    },
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: async () => {
      await authorizedFetch<unknown>(path, { method: 'DELETE' });
    },
    onSuccess: () => refresh(),
  });
  return { upload, remove };
}
