import {
  type ClientGroupList,
  type CreateClientGroupRequest,
  type CreateInvitationRequest,
  clientGroupListSchema,
  clientGroupViewSchema,
  type InvitationView,
  invitationListSchema,
  invitationViewSchema,
  type MemberView,
  memberListSchema,
  memberViewSchema,
  type OrganisationView,
  organisationListSchema,
  organisationViewSchema,
  type UpdateClientGroupRequest,
  type UpdateMemberRequest,
} from '@klarsicht/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { setCurrentOrganisation } from '../../../lib/current-organisation';

/** Query keys: the organisation is in every key, so two organisations never share an entry. */
export const organisationKeys = {
  list: (userKey: string | undefined) => ['organisations', userKey] as const,
  members: (organisation: string | null) => ['members', organisation] as const,
  invitations: (organisation: string | null) => ['invitations', organisation] as const,
  clientGroups: (organisation: string | null) => ['clientGroups', organisation] as const,
};

const json = <T>(path: string, method: string, body?: unknown) =>
  authorizedFetch<T>(path, { method, ...(body === undefined ? {} : { json: body }) });

/** The person's organisations with their role, the personal one first. */
export function useOrganisations(userKey: string | undefined) {
  return useQuery({
    queryKey: organisationKeys.list(userKey),
    queryFn: async (): Promise<OrganisationView[]> =>
      organisationListSchema.parse(await authorizedFetch<unknown>('/api/organisations')).items,
    enabled: userKey !== undefined,
  });
}

/** Makes a team organisation and switches to it. */
export function useCreateOrganisation(userKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      organisationViewSchema.parse(await json<unknown>('/api/organisations', 'POST', { name })),
    onSuccess: async (made) => {
      await queryClient.invalidateQueries({ queryKey: organisationKeys.list(userKey) });
      setCurrentOrganisation(made.id);
    },
  });
}

export function useMembers(organisation: string | null, enabled: boolean) {
  return useQuery({
    queryKey: organisationKeys.members(organisation),
    queryFn: async (): Promise<MemberView[]> =>
      memberListSchema.parse(await authorizedFetch<unknown>('/api/organisation/members')).items,
    enabled,
  });
}

export function useChangeMember(organisation: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, change }: { userId: string; change: UpdateMemberRequest }) =>
      memberViewSchema.parse(
        await json<unknown>(`/api/organisation/members/${encodeURIComponent(userId)}`, 'PATCH', change),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.members(organisation) }),
  });
}

/** Removes a member, or (their own id) leaves the organisation. */
export function useRemoveMember(organisation: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      json<undefined>(`/api/organisation/members/${encodeURIComponent(userId)}`, 'DELETE'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.members(organisation) }),
  });
}

export function useInvitations(organisation: string | null, enabled: boolean) {
  return useQuery({
    queryKey: organisationKeys.invitations(organisation),
    queryFn: async (): Promise<InvitationView[]> =>
      invitationListSchema.parse(await authorizedFetch<unknown>('/api/organisation/invitations')).items,
    enabled,
  });
}

export function useInvite(organisation: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitation: CreateInvitationRequest) =>
      invitationViewSchema.parse(await json<unknown>('/api/organisation/invitations', 'POST', invitation)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.invitations(organisation) }),
  });
}

export function useResendInvitation(organisation: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      invitationViewSchema.parse(
        await json<unknown>(`/api/organisation/invitations/${encodeURIComponent(id)}/resend`, 'POST'),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.invitations(organisation) }),
  });
}

export function useRevokeInvitation(organisation: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      json<undefined>(`/api/organisation/invitations/${encodeURIComponent(id)}`, 'DELETE'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.invitations(organisation) }),
  });
}

/** Joins with the token of a mailed link; the organisation joined becomes the current one. */
export function useAcceptInvitation(userKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      organisationViewSchema.parse(await json<unknown>('/api/invitations/accept', 'POST', { token })),
    onSuccess: async (joined) => {
      await queryClient.invalidateQueries({ queryKey: organisationKeys.list(userKey) });
      setCurrentOrganisation(joined.id);
    },
  });
}

/** The client groups, and whether the plan lets them carry their own name and logo. */
export function useClientGroups(organisation: string | null, enabled: boolean) {
  return useQuery({
    queryKey: organisationKeys.clientGroups(organisation),
    queryFn: async (): Promise<ClientGroupList> =>
      clientGroupListSchema.parse(await authorizedFetch<unknown>('/api/organisation/client-groups')),
    enabled,
  });
}

const groupPath = (id: string) => `/api/organisation/client-groups/${encodeURIComponent(id)}`;

export function useCreateClientGroup(organisation: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (group: CreateClientGroupRequest) =>
      clientGroupViewSchema.parse(await json<unknown>('/api/organisation/client-groups', 'POST', group)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.clientGroups(organisation) }),
  });
}

export function useUpdateClientGroup(organisation: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: UpdateClientGroupRequest }) =>
      clientGroupViewSchema.parse(await json<unknown>(groupPath(id), 'PATCH', change)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.clientGroups(organisation) }),
  });
}

/** Deletes a group; its clients' memberships and invitations end with it. */
export function useDeleteClientGroup(organisation: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => json<undefined>(groupPath(id), 'DELETE'),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: organisationKeys.clientGroups(organisation) });
      await queryClient.invalidateQueries({ queryKey: organisationKeys.members(organisation) });
      await queryClient.invalidateQueries({ queryKey: organisationKeys.invitations(organisation) });
    },
  });
}

/** Sets (a PNG or JPEG file) or removes (null) a group's logo. */
export function useClientGroupLogo(organisation: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, logo }: { id: string; logo: Blob | null }) =>
      authorizedFetch<undefined>(
        `${groupPath(id)}/logo`,
        logo ? { method: 'PUT', blob: logo } : { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.clientGroups(organisation) }),
  });
}

export const clientGroupLogoPath = (id: string) => `${groupPath(id)}/logo`;
