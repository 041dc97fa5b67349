import { useState } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import type { AiLevel, TRoom } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { patchRoomInCache } from '../rooms/cache.ts';
import { chatApi } from '../chat/api.ts';
import { AI_LEVEL_OPTIONS, isAiLevel } from '../chat/aiLevels.ts';
import { labelledOptions } from '../../components/FormFields.tsx';

/** PUT the client's AI coaching level; the list follows at once and goes back if the server refuses. */
export async function setAiLevel(room: TRoom, level: AiLevel) {
  const before = room.aiInteractionLevel;
  patchRoomInCache({ ...room, aiInteractionLevel: level });
  try {
    await chatApi.setAiLevel(room.client.id, level);
  } catch (err) {
    patchRoomInCache({ ...room, aiInteractionLevel: before });
    toaster.create({ type: 'error', title: 'Failed to update AI coaching level', description: errorText(err, 'Please try again.') });
  }
}

/** The client's AI Coaching Level, changed at once (the pane header, Client Settings). */
export function AiLevelSelect({ room, width = 'auto' }: { room: TRoom; width?: 'auto' | 'full' }) {
  const [busy, setBusy] = useState(false);
  return (
    <NativeSelect.Root size="sm" width={width} disabled={busy}>
      <NativeSelect.Field
        aria-label="AI Coaching Level"
        value={room.aiInteractionLevel}
        onChange={(e) => {
          const v = e.target.value;
          if (!isAiLevel(v)) return;
          setBusy(true);
          void setAiLevel(room, v).finally(() => setBusy(false));
        }}
      >
        {labelledOptions(AI_LEVEL_OPTIONS)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
