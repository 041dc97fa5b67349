import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { waitFor } from '@testing-library/react';
import { ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import { checkEmail } from './emailCheck.ts';
import { defaultIntakeData, LAST_STEP, type IntakeValues } from './model.ts';
import { useIntakeStore } from './store.ts';
import { useIntakeSubmit } from './useIntakeSubmit.ts';
import { json, serveHttp } from '../../test/http.ts';

const values: IntakeValues = { ...defaultIntakeData(), email: 'name@example.com', password: 'longenough', confirmPassword: 'longenough' };

/** Submits once, as the last step's Start Coaching does. */
function Submit() {
  const submit = useIntakeSubmit({ accessRequired: false, inviteCode: null, onSuccessStart: () => {}, onAccessCodeError: () => {} });
  useEffect(() => submit.mutate(values), []); // eslint-disable-line react-hooks/exhaustive-deps
  return <input data-intake-field="email" aria-label="Email" />;
}

afterEach(() => {
  vi.restoreAllMocks();
  useIntakeStore.getState().load(defaultIntakeData(), 1);
});

describe('a refused intake submit', () => {
  it('takes the person to the step and field the server refused, said there, not in a toast', async () => {
    useIntakeStore.getState().load(values, LAST_STEP);
    serveHttp(() => json({ error: ERR.EMAIL_INVALID, code: 'EMAIL_INVALID' }, 400));
    const toast = vi.spyOn(toaster, 'create');
    const view = renderWithProviders(<Submit />);
    await waitFor(() => expect(useIntakeStore.getState().step).toBe(2));
    expect(useIntakeStore.getState().errors).toEqual({ email: ERR.EMAIL_INVALID });
    await waitFor(() => expect(document.activeElement).toBe(view.getByLabelText('Email')));
    expect(toast).not.toHaveBeenCalled();
  });

  it('a validation message naming a field goes to that field', async () => {
    useIntakeStore.getState().load(values, LAST_STEP);
    serveHttp(() => json({ error: 'coachingStyle: Please choose a coaching style', code: 'VALIDATION_FAILED' }, 400));
    renderWithProviders(<Submit />);
    await waitFor(() => expect(useIntakeStore.getState().step).toBe(6));
    expect(useIntakeStore.getState().errors).toEqual({ coachingStyle: 'coachingStyle: Please choose a coaching style' });
  });

  it('an error about no one field stays a toast, on the same step', async () => {
    useIntakeStore.getState().load(values, LAST_STEP);
    serveHttp(() => json({ error: 'Service unavailable' }, 503));
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<Submit />);
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(useIntakeStore.getState().step).toBe(LAST_STEP);
  });
});

describe('the email check at step 2', () => {
  it('does not ask (nor say "Email is available") for an address the server would refuse', async () => {
    const fetch = serveHttp(() => json({ data: { exists: false } }));
    useIntakeStore.getState().update({ email: 'name@example' });
    expect(await checkEmail('name@example')).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
    useIntakeStore.getState().update({ email: 'name@example.com' });
    expect(await checkEmail('name@example.com')).toBe('available');
  });
});
