import type { ReactNode } from 'react';
import type { LookupPath, TLookupItem } from '@coach/contract';
import { useLookup } from '../../lookups/queries.ts';
import { LookupStatus } from './LookupStatus.tsx';

/** Renders an option list once it has loaded, with a placeholder and a retry before that. */
export function WithLookup({ kind, label, children }: { kind: LookupPath; label: string; children: (items: TLookupItem[]) => ReactNode }) {
  const query = useLookup(kind);
  if (!query.data) return <LookupStatus loading={query.isPending} label={label} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
