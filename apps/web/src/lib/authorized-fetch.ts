import { ORGANISATION_HEADER, type Problem } from '@klarsicht/contracts';
import { ApiError, type ApiRequest, apiFetch, NetworkError } from './api-client';

/**
 * Where access tokens come from. The auth feature registers itself at start-up; shared code must
 * not import features (imports run shared → features → app).
 */
export interface AccessTokenSource {
  /** A valid token, or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** A fresh token after the API refused one, or null when renewal fails. */
  renewAccessToken: () => Promise<string | null>;
  /** The API still refuses us: the session is over. */
  onUnauthorized: () => Promise<void>;
}

let tokenSource: AccessTokenSource | null = null;

export function setAccessTokenSource(source: AccessTokenSource | null): void {
  tokenSource = source;
}

/** The organisation calls are for (decision 028); registered by lib/current-organisation.ts. */
export interface OrganisationScope {
  /** Named in the header; null: the personal one, no header. */
  current: () => string | null;
  /** The API said the one named is not the person's. */
  forget: () => void;
}

let organisationScope: OrganisationScope | null = null;

export function setOrganisationScope(scope: OrganisationScope | null): void {
  organisationScope = scope;
}

/** The header naming the chosen organisation, on a signed-in call that does not name one itself. */
function nameOrganisation(headers: Headers, token: string | null): void {
  const organisation = organisationScope?.current();
  if (token && organisation && !headers.has(ORGANISATION_HEADER))
    headers.set(ORGANISATION_HEADER, organisation);
}

function withBearer(request: ApiRequest, token: string | null): ApiRequest {
  if (!token) return request;
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${token}`);
  nameOrganisation(headers, token);
  return { ...request, headers };
}

/**
 * The organisation chosen earlier is not the person's (any more: they left, or another person
 * signed in on this browser): back to their personal one, once, rather than failing every page.
 */
function forgetsOrganisation(error: unknown): boolean {
  if (
    !(error instanceof ApiError) ||
    error.code !== 'organisation_not_found' ||
    !organisationScope?.current()
  )
    return false;
  organisationScope.forget();
  return true;
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * apiFetch with `Authorization: Bearer <access token>`. A 401 gets one silent renewal and one
 * retry; a second 401 (or a failed renewal) ends the session and the ApiError reaches the caller.
 */
export async function authorizedFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  try {
    return await authorizedFetchOnce<T>(path, request);
  } catch (error) {
    if (forgetsOrganisation(error)) return authorizedFetchOnce<T>(path, request);
    throw error;
  }
}

async function authorizedFetchOnce<T>(path: string, request: ApiRequest): Promise<T> {
  const source = tokenSource;
  const token = source ? await source.getAccessToken() : null;
  try {
    return await apiFetch<T>(path, withBearer(request, token));
  } catch (error) {
    if (!isUnauthorized(error) || !source || !token) throw error;
    const renewed = await source.renewAccessToken();
    if (renewed) {
      try {
        return await apiFetch<T>(path, withBearer(request, renewed));
      } catch (retryError) {
        if (!isUnauthorized(retryError)) throw retryError;
      }
    }
    await source.onUnauthorized();
    throw error;
  }
}

/**
 * A raw authorized GET for answers that are not JSON (report files, event streams): the same token,
 * renewal and sign-out as authorizedFetch. A non-OK answer throws ApiError with its problem body.
 */
export async function authorizedResponse(path: string, init: RequestInit = {}): Promise<Response> {
  const source = tokenSource;
  const attempt = async (token: string | null) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    nameOrganisation(headers, token);
    let response: Response;
    try {
      response = await fetch(path, { ...init, headers });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError(error);
    }
    if (response.ok) return response;
    const body: unknown = (response.headers.get('content-type') ?? '').includes('json')
      ? await response.json().catch(() => undefined)
      : undefined;
    throw new ApiError(response.status, isProblemBody(body) ? body : undefined);
  };
  const token = source ? await source.getAccessToken() : null;
  try {
    return await attempt(token);
  } catch (error) {
    if (!isUnauthorized(error) || !source || !token) throw error;
    const renewed = await source.renewAccessToken();
    if (renewed) {
      try {
        return await attempt(renewed);
      } catch (retryError) {
        if (!isUnauthorized(retryError)) throw retryError;
      }
    }
    await source.onUnauthorized();
    throw error;
  }
}

function isProblemBody(body: unknown): body is Problem {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';
}
