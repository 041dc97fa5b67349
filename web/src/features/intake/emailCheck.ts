import { isEmail } from '@coach/contract';
import { lookupsApi } from '../lookups/api.ts';
import { useIntakeStore, type EmailStatus } from './store.ts';

/**
 * Whether the address already has an account (docs/intake-and-billing.md#intake-wizard), asked once
 * it is an address the server takes (the contract's pattern): 'Email is available' is never said of
 * one it would refuse. The answer is kept for that address; a failed check does not block the user.
 */
export async function checkEmail(raw: string): Promise<EmailStatus> {
  const email = raw.trim();
  const { setEmailStatus } = useIntakeStore.getState();
  if (!isEmail(email)) {
    setEmailStatus('', 'idle');
    return 'idle';
  }
  setEmailStatus(email, 'checking');
  let status: EmailStatus;
  try {
    const res = await lookupsApi.checkEmail({ email });
    status = res.exists ? 'taken' : 'available';
  } catch {
    status = 'error';
  }
  // The user may have typed another address meanwhile: only keep the answer for the current one.
  if (useIntakeStore.getState().data.email.trim() === email) setEmailStatus(email, status);
  return status;
}
