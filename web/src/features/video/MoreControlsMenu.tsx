import { useId, type ReactNode } from 'react';
import { IconButton, Menu, Portal, Spinner, Text, Theme, type MenuItemProps } from '@chakra-ui/react';
import {
  LuAudioLines,
  LuCaptions,
  LuCircle,
  LuCircleDot,
  LuEllipsisVertical,
  LuMonitorUp,
  LuSettings,
  LuSparkles,
  LuUserPlus,
} from 'react-icons/lu';
import { useCaptionsControl } from './controls/useCaptionsControl.tsx';
import { useInviteGuestsControl } from './controls/useInviteGuestsControl.tsx';
import { useRecordingControl } from './controls/useRecordingControl.tsx';
import { useBlurControl, useShareControl, type MediaToggle } from './useMediaToggles.ts';

interface Props {
  /** This participant sends media (coach and client in a live room): screen share and blur. */
  media: boolean;
  /** A LiveKit room is connected: the session settings and the audio test. */
  live: boolean;
  onSettings: () => void;
  onTestAudio: () => void;
}

interface MenuProps extends Omit<Props, 'media'> {
  blur?: MediaToggle;
  share?: MediaToggle;
}

/**
 * The narrow bar's More menu: what the wide bar shows as buttons (captions, screen share, blur,
 * the coach's invite and recording, settings, test audio), each through the same hook as its
 * button. The dialogs render beside the menu, not in its content, which unmounts when it closes.
 */
export function MoreControlsMenu({ media, ...props }: Props) {
  return media ? <WithMedia {...props} /> : <ControlsMenu {...props} />;
}

/** Blur and share need the LiveKit room; their state is held here, so that it outlives the menu's content. */
function WithMedia(props: Omit<Props, 'media'>) {
  const blur = useBlurControl();
  const share = useShareControl();
  return <ControlsMenu {...props} blur={blur} share={share} />;
}

function Label({ icon, children, busy }: { icon: ReactNode; children: ReactNode; busy?: boolean }) {
  return (
    <>
      {icon}
      <Menu.ItemText>{children}</Menu.ItemText>
      {busy && <Spinner size="xs" aria-hidden />}
    </>
  );
}

/** A plain item, its label in line with the checkbox items' (theirs leave room for the check at the start). */
const Item = (props: MenuItemProps) => <Menu.Item ps="8" {...props} />;

interface Toggle {
  on: boolean;
  toggle: () => void;
  disabled?: boolean;
  busy?: boolean;
}

function ToggleItem({ value, label, icon, toggle }: { value: string; label: string; icon: ReactNode; toggle: Toggle }) {
  return (
    <Menu.CheckboxItem value={value} checked={toggle.on} disabled={!!toggle.disabled || !!toggle.busy} onCheckedChange={toggle.toggle}>
      <Label icon={icon} busy={toggle.busy}>
        {label}
      </Label>
      <Menu.ItemIndicator />
    </Menu.CheckboxItem>
  );
}

function ControlsMenu({ live, onSettings, onTestAudio, blur, share }: MenuProps) {
  const cc = useCaptionsControl();
  const invite = useInviteGuestsControl();
  const rec = useRecordingControl();
  const reasonId = useId();
  if (!cc && !invite && !rec && !live && !blur) return null;
  return (
    <>
      <Menu.Root positioning={{ placement: 'top' }}>
        <Menu.Trigger asChild>
          <IconButton size="sm" variant="outline" aria-label="More controls">
            <LuEllipsisVertical />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          {/* The room is light whatever the app's theme (docs/video-room.md#room-layout); the portal leaves its Theme. */}
          <Theme appearance="light" hasBackground={false}>
            <Menu.Positioner>
              <Menu.Content minW="60" maxW="calc(100vw - 16px)">
                {cc && <ToggleItem value="captions" label="Live captions" icon={<LuCaptions aria-hidden />} toggle={cc} />}
                {share && <ToggleItem value="share" label="Share screen" icon={<LuMonitorUp aria-hidden />} toggle={share} />}
                {blur && <ToggleItem value="blur" label="Background blur" icon={<LuSparkles aria-hidden />} toggle={blur} />}
                {(invite || rec) && <Menu.Separator />}
                {invite && (
                  <Item value="invite" onSelect={invite.open}>
                    <Label icon={<LuUserPlus aria-hidden />}>Invite guests</Label>
                  </Item>
                )}
                {rec && (
                  <Item
                    value="recording"
                    onSelect={rec.toggle}
                    disabled={!!rec.unavailable || rec.busy}
                    aria-label={rec.recording ? 'Stop Recording' : 'Start Recording'}
                    aria-describedby={rec.unavailable ? reasonId : undefined}
                    // The reason must stay readable: disabled here is said by the muted colour, not by fading.
                    _disabled={{ opacity: 1, color: 'fg.muted', cursor: 'not-allowed' }}
                    flexWrap="wrap"
                  >
                    <Label icon={rec.recording ? <LuCircleDot aria-hidden /> : <LuCircle aria-hidden />} busy={rec.busy}>
                      {rec.recording ? 'Stop Recording' : 'Start Recording'}
                    </Label>
                    {rec.unavailable && (
                      <Text id={reasonId} flexBasis="full" fontSize="xs" whiteSpace="normal">
                        {rec.unavailable}
                      </Text>
                    )}
                  </Item>
                )}
                {live && (
                  <>
                    <Menu.Separator />
                    <Item value="settings" onSelect={onSettings}>
                      <Label icon={<LuSettings aria-hidden />}>Session settings</Label>
                    </Item>
                    <Item value="test-audio" onSelect={onTestAudio}>
                      <Label icon={<LuAudioLines aria-hidden />}>Test audio</Label>
                    </Item>
                  </>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Theme>
        </Portal>
      </Menu.Root>
      {cc?.dialog}
      {invite?.dialog}
      {rec?.dialog}
    </>
  );
}
