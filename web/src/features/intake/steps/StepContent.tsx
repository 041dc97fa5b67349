import type { PendingInvite } from '../invite.ts';
import { StepAbout } from './StepAbout.tsx';
import { StepAccess } from './StepAccess.tsx';
import { StepAccount } from './StepAccount.tsx';
import { StepCheckIn } from './StepCheckIn.tsx';
import { StepGoals } from './StepGoals.tsx';
import { StepNotes } from './StepNotes.tsx';
import { StepPreferences } from './StepPreferences.tsx';
import { StepTrial } from './StepTrial.tsx';
import { StepWelcome } from './StepWelcome.tsx';

/** The fields of one step (0 to 8). */
export function StepContent({ step, invite, resumeLabel }: { step: number; invite: PendingInvite | null; resumeLabel: string | null }) {
  switch (step) {
    case 0:
      return <StepAccess />;
    case 1:
      return <StepWelcome />;
    case 2:
      return <StepAccount invited={invite !== null} resumeLabel={resumeLabel} />;
    case 3:
      return <StepAbout />;
    case 4:
      return <StepGoals />;
    case 5:
      return <StepCheckIn />;
    case 6:
      return <StepPreferences />;
    case 7:
      return <StepNotes />;
    default:
      return <StepTrial invite={invite} />;
  }
}
