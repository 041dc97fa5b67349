import { useState } from 'react';
import { CANCEL_REASON_MAX, CANCELLATION_REASONS, SESSION_ERR } from '@coach/contract';
import { optionsOf, SelectField, TextAreaField } from '../../../components/FormFields.tsx';

/** 'Other' sends the person's own words; any listed reason is sent as it reads. */
export const cancelReason = (reason: string, custom: string) => (reason === 'Other' ? custom.trim() : reason);

/**
 * Cancelling a session, for coach and client alike: a reason from CANCELLATION_REASONS is required,
 * and 'Other' needs its text. `check()` shows what is missing and answers the reason to send.
 */
export function useCancelReason() {
  const [reason, setReason] = useState('');
  const [custom, setCustom] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; custom?: string }>({});

  const check = (): string | undefined => {
    const next = {
      reason: reason === '' ? SESSION_ERR.REASON_REQUIRED : undefined,
      custom: reason === 'Other' && custom.trim() === '' ? SESSION_ERR.CUSTOM_REASON_REQUIRED : undefined,
    };
    setErrors(next);
    return next.reason || next.custom ? undefined : cancelReason(reason, custom);
  };

  const fields = (
    <>
      <SelectField
        label="Reason"
        name="reason"
        required
        value={reason}
        onChange={(v) => {
          setReason(v);
          setErrors({});
        }}
        error={errors.reason}
      >
        <option value="">Select a reason</option>
        {optionsOf(CANCELLATION_REASONS)}
      </SelectField>
      {reason === 'Other' && (
        <TextAreaField
          label="Please describe"
          name="customReason"
          required
          value={custom}
          onChange={(v) => {
            setCustom(v);
            setErrors({});
          }}
          error={errors.custom}
          max={CANCEL_REASON_MAX}
          rows={2}
        />
      )}
    </>
  );
  return { fields, check };
}
