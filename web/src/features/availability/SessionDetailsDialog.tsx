import { useRef } from 'react';
import { Button, DataList, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LuNotebookPen, LuTable } from 'react-icons/lu';
import { SESSION_STATUS_LABEL, SESSION_TYPE_LABEL, type TSession } from '@coach/contract';
import { AppDialog } from '../../components/AppDialog.tsx';
import { formatSessionDateTime, personName } from '../../lib/session-format.ts';

/**
 * Session Details, opened from a session in the calendar
 * (docs/sessions-and-availability.md#availability). Its two buttons open the table filtered to the
 * client, and the notes dialog.
 */
export function SessionDetailsDialog({
  session,
  zone,
  onClose,
  onNotes,
}: {
  session: TSession | null;
  zone: string;
  onClose: () => void;
  onNotes: (s: TSession) => void;
}) {
  const navigate = useNavigate();
  const last = useRef(session);
  if (session) last.current = session;
  const s = last.current;
  const name = s ? personName(s.client) : '';
  const rows: [string, string][] = s
    ? [
        ['Client', name],
        ['Date and time', formatSessionDateTime(s.scheduledAt, zone)],
        ['Duration', `${s.duration} minutes`],
        ['Type', SESSION_TYPE_LABEL[s.sessionType]],
        ['Status', SESSION_STATUS_LABEL[s.status]],
        ['Session ID', s.id],
      ]
    : [];
  return (
    <AppDialog
      open={!!session}
      onClose={onClose}
      size="md"
      title="Session Details"
      footer={
        s && (
          <>
            <Button variant="outline" onClick={() => onNotes(s)}>
              <LuNotebookPen aria-hidden /> Session Notes
            </Button>
            <Button colorPalette="teal" onClick={() => void navigate(`/coach/sessions?search=${encodeURIComponent(name)}`)}>
              <LuTable aria-hidden /> View in Session Manager
            </Button>
          </>
        )
      }
      footerProps={{ flexWrap: 'wrap' }}
    >
      <DataList.Root orientation="horizontal" gap="3">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <DataList.ItemLabel minW="8rem">Session goals</DataList.ItemLabel>
          <DataList.ItemValue>
            {s?.sessionGoals?.trim() ? (
              <Text whiteSpace="pre-wrap">{s.sessionGoals}</Text>
            ) : (
              <Text color="fg.muted">No goals shared yet.</Text>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </AppDialog>
  );
}
