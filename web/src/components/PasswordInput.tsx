import { forwardRef, useState } from 'react';
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

/**
 * A password input with a show/hide toggle. The toggle is a real button in the tab order whose
 * name says what pressing it does, so keyboard and screen-reader users can reveal the text too.
 */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ px: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          h="calc(100% - {spacing.2})"
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input ref={ref} {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
});
