import { useCallback, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Box, Field, Flex, Input, Tag } from '@chakra-ui/react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { addTyped, type EmailProblem } from './emails.ts';

/** The chips and the text being typed; `commit` adds what is typed and answers the new list and any problem. */
export function useEmailChips() {
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const state = useRef({ emails, draft });
  state.current = { emails, draft };

  const commit = useCallback((text: string, flush: boolean) => {
    const res = addTyped(state.current.emails, text, flush);
    state.current = { emails: res.emails, draft: res.rest };
    setEmails(res.emails);
    setDraft(res.rest);
    return res;
  }, []);
  const remove = useCallback((email: string) => setEmails((list) => list.filter((e) => e !== email)), []);
  return { emails, draft, setDraft, commit, remove };
}

interface Props {
  chips: ReturnType<typeof useEmailChips>;
  problem: EmailProblem | null;
  onProblem: (problem: EmailProblem | null) => void;
  disabled?: boolean;
}

/**
 * Spec §5 Invite coachees: Enter or comma turns the typed address into a chip; pasted lists are
 * split. Backspace in the empty input removes the last chip; each chip has its own remove button.
 */
export function EmailChipInput({ chips, problem, onProblem, disabled }: Props) {
  const { emails, draft, setDraft, commit, remove } = chips;
  const inputRef = useRef<HTMLInputElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      // Enter adds the address; it does not submit the form.
      e.preventDefault();
      onProblem(commit(draft, true).problem);
    } else if (e.key === 'Backspace' && !draft && emails.length > 0) {
      remove(emails[emails.length - 1]!);
    }
  };

  const onChange = (value: string) => {
    onProblem(null);
    // A comma or space typed (or pasted) mid-text completes the part before it.
    if (/[,;\s]/.test(value)) onProblem(commit(value, false).problem);
    else setDraft(value);
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (!/[,;\s]/.test(text.trim())) return;
    e.preventDefault();
    onProblem(commit(draft + text, true).problem);
  };

  const removeChip = (email: string) => {
    remove(email);
    inputRef.current?.focus();
  };

  return (
    <Field.Root invalid={!!problem} disabled={disabled}>
      <Field.Label>Email addresses</Field.Label>
      <Flex
        wrap="wrap"
        gap="2"
        p="2"
        w="full"
        borderWidth="1px"
        borderColor={problem ? 'border.error' : 'border'}
        rounded="l2"
        cursor="text"
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '0', borderColor: 'transparent' }}
        colorPalette="teal"
        onClick={() => inputRef.current?.focus()}
      >
        {emails.length > 0 && (
          <Box as="ul" role="list" display="contents" aria-label="Recipients">
            {emails.map((email) => (
              <Box as="li" key={email} listStyleType="none" maxW="full">
                <Tag.Root size="lg" colorPalette="teal" variant="subtle" maxW="full">
                  <Tag.Label title={email}>{email}</Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={`Remove ${email}`} onClick={() => removeChip(email)} disabled={disabled} />
                  </Tag.EndElement>
                </Tag.Root>
              </Box>
            ))}
          </Box>
        )}
        <Input
          ref={inputRef}
          name="emails"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          variant="flushed"
          border="none"
          _focusVisible={{ outline: 'none', boxShadow: 'none' }}
          flex="1"
          minW="40"
          h="8"
          px="1"
          placeholder={emails.length ? 'Add another email' : 'name@example.com'}
          value={draft}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
      </Flex>
      {problem ? (
        <ErrorMessage>{problem.description}</ErrorMessage>
      ) : (
        <Field.HelperText color="fg.muted">Press Enter or comma after each address.</Field.HelperText>
      )}
    </Field.Root>
  );
}
