import { useQuery } from '@tanstack/react-query';
import { QUERY_CACHE_MS, type LookupPath } from '@coach/contract';
import { lookupKeys, lookupsApi } from './api.ts';

/**
 * Option lists (cached QUERY_CACHE_MS, docs/web-app.md#fetching-and-caching): the intake's steps and the coach's onboarding read the same
 * entries.
 */
export const useLookup = (kind: LookupPath) =>
  useQuery({ queryKey: lookupKeys.list(kind), queryFn: () => lookupsApi.list(kind), staleTime: QUERY_CACHE_MS });

/** GET /api/coaches/specializations: the keys and names a coach can pick at registration. */
export const useSpecializations = () =>
  useQuery({
    queryKey: lookupKeys.specializations(),
    queryFn: async () => (await lookupsApi.specializations()).specializations,
    staleTime: QUERY_CACHE_MS,
  });

/**
 * Whether sign-up needs a beta access code right now, asked afresh on each page that shows it (an
 * admin may switch it). One retry: if the check fails, the server still enforces it at submit.
 */
export const useAccessCodeStatus = (enabled = true) =>
  useQuery({ enabled, queryKey: lookupKeys.accessCodeStatus(), queryFn: lookupsApi.accessCodeStatus, staleTime: 0, retry: 1 });
