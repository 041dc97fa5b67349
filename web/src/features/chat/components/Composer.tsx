import { useRef, useState, type KeyboardEvent } from 'react';
import { HStack, IconButton, Textarea } from '@chakra-ui/react';
import { LuSend } from 'react-icons/lu';
import { CHAT_MESSAGE_MAX } from '@coach/contract';
import { emitTyping } from '../typing.ts';

interface Props {
  roomId: string;
  loading: boolean;
  connected: boolean;
  onSend: (text: string) => void;
  /** For the room's coach: the client's first name, whom the message goes to. The client's own prompt otherwise. */
  writeTo?: string | null;
}

/** What the empty field says: the client shares what is on their mind; the coach writes to the client. */
export const composerPlaceholder = (writeTo: string | null | undefined) =>
  writeTo ? `Write to ${writeTo}...` : "Share what's on your mind...";

/** docs/chat-and-ai-coach.md#messages: Enter sends, Shift+Enter starts a new line, blank messages are refused. */
export function Composer({ roomId, loading, connected, onSend, writeTo }: Props) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const placeholder = loading ? 'Reading history...' : connected ? composerPlaceholder(writeTo) : 'Reconnecting...';
  const blank = text.trim().length === 0;

  const submit = () => {
    if (blank || loading) return;
    onSend(text);
    setText('');
    // Send by keyboard (Tab, Enter) disables the emptied button: the focus returns to the field, not the page.
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <HStack
      as="form"
      align="flex-end"
      gap="2"
      p={{ base: '2', md: '3' }}
      borderTopWidth="1px"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Textarea
        ref={input}
        aria-label="Message"
        placeholder={placeholder}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim()) emitTyping(roomId);
        }}
        onKeyDown={onKeyDown}
        disabled={loading}
        rows={2}
        autoresize
        maxH="40"
        resize="none"
      />
      <IconButton type="submit" aria-label="Send message" colorPalette="teal" disabled={blank || loading}>
        <LuSend />
      </IconButton>
    </HStack>
  );
}
