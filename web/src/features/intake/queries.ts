import { useQuery } from '@tanstack/react-query';
import type { LookupPath, TAccessCodeSystemStatus, TLookupItem } from '@coach/contract';
import { api } from '../../lib/api.ts';

/** Spec 02 §7: lookup lists are read from data.data; accept the list directly as well. */
const unwrapList = (body: unknown): TLookupItem[] => {
  if (Array.isArray(body)) return body as TLookupItem[];
  const inner = (body as { data?: unknown } | null)?.data;
  return Array.isArray(inner) ? (inner as TLookupItem[]) : [];
};

/** The intake's option lists; they rarely change, so they are cached for the whole visit. */
export const useLookup = (kind: LookupPath) =>
  useQuery({
    queryKey: ['lookup', kind],
    queryFn: async () => unwrapList(await api<unknown>('GET', `/api/lookup/${kind}`, undefined, { token: null })),
    staleTime: Infinity,
  });

/** Whether sign-up needs a beta access code. If the check fails, the server still enforces it at submit. */
export const useAccessCodeStatus = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['access-codes', 'system-status'],
    queryFn: () => api<TAccessCodeSystemStatus>('GET', '/api/access-codes/system-status', undefined, { token: null }),
    staleTime: 60_000,
    retry: 1,
  });
