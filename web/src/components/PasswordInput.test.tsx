import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Field } from '@chakra-ui/react';
import { renderWithProviders } from '../test/render.tsx';
import { PasswordInput } from './PasswordInput.tsx';

describe('PasswordInput', () => {
  it('keeps its label and reveals the text with a named toggle', () => {
    renderWithProviders(
      <Field.Root>
        <Field.Label>Password</Field.Label>
        <PasswordInput defaultValue="secret" />
      </Field.Root>,
    );
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});
