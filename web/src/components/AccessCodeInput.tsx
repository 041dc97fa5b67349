import { forwardRef } from 'react';
import { Input, type InputProps } from '@chakra-ui/react';

type Props = Omit<InputProps, 'value' | 'onChange'> & { value: string; onChange: (code: string) => void };

/** A beta access code (client intake, coach sign-up): monospaced, upper-cased as typed (docs/accounts-and-sign-in.md#access-codes). */
export const AccessCodeInput = forwardRef<HTMLInputElement, Props>(function AccessCodeInput({ value, onChange, ...props }, ref) {
  return (
    <Input
      ref={ref}
      name="accessCode"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      size="lg"
      fontFamily="mono"
      letterSpacing="wider"
      value={value}
      onChange={(e) => onChange(e.target.value.toUpperCase())}
      {...props}
    />
  );
});
