import { useMemo, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { homePath, useAuth } from '../auth/store.ts';
import { IntakeWizard } from './IntakeWizard.tsx';
import { readPendingInvite } from './invite.ts';
import { useAccessCodeStatus } from '../lookups/queries.ts';

/**
 * /intake (docs/intake-and-billing.md#intake-wizard): the client sign-up wizard. Invited users
 * (?inviteCode= with the invite the accept-invite page stored) skip the access code and keep the
 * invited email; signed-in users go home.
 */
export default function IntakePage() {
  const { status, user, requiresEmailVerification } = useAuth();
  const [params] = useSearchParams();
  const inviteCode = params.get('inviteCode')?.trim() || null;
  const invite = useMemo(() => readPendingInvite(inviteCode), [inviteCode]);
  const accessStatus = useAccessCodeStatus(invite === null);
  const [forceAccess, setForceAccess] = useState(false);
  // Set once the intake went through, so the new session leads to the page's own navigation, not the redirect below.
  const completing = useRef(false);

  const accessRequired = invite === null && (forceAccess || accessStatus.data?.accessCodeRequired === true);
  const settled = invite !== null || !accessStatus.isPending;

  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated' && user && !completing.current) {
    return <Navigate to={homePath(user, requiresEmailVerification)} replace />;
  }
  if (!settled) return <PageSpinner />;

  return (
    <IntakeWizard
      accessRequired={accessRequired}
      invite={invite}
      inviteCode={inviteCode}
      onAccessCodeError={() => setForceAccess(true)}
      onCompleting={() => {
        completing.current = true;
      }}
    />
  );
}
