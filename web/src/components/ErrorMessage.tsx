import { Field, Fieldset } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Chakra's fg.error (red.500) is 3.8:1 on white, below WCAG AA for small text; red.700 is 6.5:1.
const color = { base: 'red.700', _dark: 'red.300' };

/** A field's error; `role="alert"` where it must be read out as soon as it appears. */
export const ErrorMessage = ({ children, role }: { children: ReactNode; role?: 'alert' }) => (
  <Field.ErrorText color={color} role={role}>
    {children}
  </Field.ErrorText>
);

export const GroupErrorMessage = ({ children }: { children: ReactNode }) => (
  <Fieldset.ErrorText color={color}>{children}</Fieldset.ErrorText>
);
