import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ERR } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { defaultIntakeData } from '../model.ts';
import { useIntakeStore } from '../store.ts';
import { StepAccount } from './StepAccount.tsx';

describe('StepAccount', () => {
  beforeEach(() => useIntakeStore.getState().load({ ...defaultIntakeData(), email: 'invitee@example.com' }, 2));

  it('shows the invited email read-only', () => {
    renderWithProviders(<StepAccount invited />);
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('invitee@example.com');
    expect(email.readOnly).toBe(true);
  });

  it('says when the address is already registered', () => {
    useIntakeStore.getState().setEmailStatus('invitee@example.com', 'taken');
    renderWithProviders(<StepAccount invited={false} />);
    expect(screen.getByText(ERR.EMAIL_ALREADY_REGISTERED)).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).readOnly).toBe(false);
  });

  it('never saves the passwords locally', () => {
    useIntakeStore.getState().setPasswords({ password: 'supersecret', confirmPassword: 'supersecret' });
    useIntakeStore.getState().update({ firstName: 'Ada' });
    const saved = localStorage.getItem('coach.intake.v1') ?? '';
    expect(saved).toContain('Ada');
    expect(saved).not.toContain('supersecret');
  });
});
