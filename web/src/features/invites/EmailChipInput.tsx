import { useCallback, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Field, Flex, Input, Tag, VisuallyHidden } from '@chakra-ui/react';
import { ONBOARDING_ERR } from '@coach/contract';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { LuCircleAlert } from 'react-icons/lu';
import { addTyped, isInvalidChip, type EmailProblem } from './emails.ts';

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
 * Inviting coachees: Enter or comma turns the typed address into a chip; pasted lists are
 * split on commas, semicolons, spaces and newlines. An address that is not valid becomes a red chip
 * of its own (never text left in the input to run into the next address), and is not sent.
 * Backspace in the empty input removes the last chip; each chip has its own remove button.
 */
export function EmailChipInput({ chips, problem, onProblem, disabled }: Props) {
  const { emails, draft, setDraft, commit, remove } = chips;
  const invalidCount = emails.filter(isInvalidChip).length;
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
    <Field.Root invalid={!!problem || invalidCount > 0} disabled={disabled}>
      <Field.Label>Email addresses</Field.Label>
      <Flex
        wrap="wrap"
        gap="2"
        p="2"
        w="full"
        borderWidth="1px"
        borderColor={problem || invalidCount > 0 ? 'border.error' : 'border'}
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
                <EmailChip email={email} invalid={isInvalidChip(email)}>
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={`Remove ${email}`} onClick={() => removeChip(email)} disabled={disabled} />
                  </Tag.EndElement>
                </EmailChip>
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
      {problem || invalidCount > 0 ? (
        <ErrorMessage>{problemText(problem, invalidCount)}</ErrorMessage>
      ) : (
        <Field.HelperText color="fg.muted">Press Enter or comma after each address.</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** The line under the chips: the last problem met, and what the red chips mean while there are any. */
function problemText(problem: EmailProblem | null, invalid: number) {
  const redChips =
    invalid === 0
      ? ''
      : `${ONBOARDING_ERR.INVALID_EMAIL}: ${invalid === 1 ? 'the red address is' : `${invalid} red addresses are`} not sent. Remove or retype ${invalid === 1 ? 'it' : 'them'}.`;
  if (!problem || problem.description === ONBOARDING_ERR.INVALID_EMAIL) return redChips || problem?.description;
  return redChips ? `${problem.description}. ${redChips}` : problem.description;
}

/** One recipient: teal when it will be sent, red with a warning icon and "(not valid)" for assistive tech when not. */
function EmailChip({ email, invalid, children }: { email: string; invalid: boolean; children: ReactNode }) {
  return (
    <Tag.Root
      size="lg"
      colorPalette={invalid ? 'red' : 'teal'}
      variant={invalid ? 'outline' : 'subtle'}
      maxW="full"
      data-invalid={invalid || undefined}
    >
      {invalid && (
        <Tag.StartElement>
          <LuCircleAlert aria-hidden />
        </Tag.StartElement>
      )}
      <Tag.Label title={invalid ? `${email}: ${ONBOARDING_ERR.INVALID_EMAIL}` : email}>
        {email}
        {invalid && <VisuallyHidden> (not valid)</VisuallyHidden>}
      </Tag.Label>
      {children}
    </Tag.Root>
  );
}
