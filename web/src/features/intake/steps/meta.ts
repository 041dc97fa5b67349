import type { IconType } from 'react-icons';
import {
  LuCalendarCheck,
  LuCompass,
  LuHandshake,
  LuHeartPulse,
  LuKeyRound,
  LuMessageSquareText,
  LuSlidersHorizontal,
  LuSparkles,
  LuUserRound,
  LuUserRoundPlus,
} from 'react-icons/lu';
import { ONBOARDING_ERR, TRIAL_DAYS } from '@coach/contract';
import type { PendingInvite } from '../invite.ts';

export interface StepMeta {
  title: string;
  description: string;
  icon: IconType;
}

/** The heading, intro and icon of each step (0 to 8). */
export function stepMeta(step: number, invite: PendingInvite | null): StepMeta {
  switch (step) {
    case 0:
      return {
        title: ONBOARDING_ERR.ACCESS_REQUIRED_TITLE,
        description: "We're in a private beta. Enter the access code you received to get started.",
        icon: LuKeyRound,
      };
    case 1:
      return invite
        ? {
            title: 'Welcome!',
            description: `${invite.coachName} has invited you to start coaching. A few quick questions help us set things up for you.`,
            icon: LuSparkles,
          }
        : {
            title: 'Welcome!',
            description: 'A few quick questions help us match you with the right support. It takes about five minutes.',
            icon: LuSparkles,
          };
    case 2:
      return { title: 'Create your account', description: 'You will use these details to sign in.', icon: LuUserRoundPlus };
    case 3:
      return {
        title: 'How should we address you?',
        description: 'Optional. Your coach will use the name and pronouns you share.',
        icon: LuUserRound,
      };
    case 4:
      return {
        title: 'What brings you here?',
        description: 'Tell us what you would like to work on, so your coach can focus on what matters to you.',
        icon: LuCompass,
      };
    case 5:
      return {
        title: 'Life check-in',
        description: 'How satisfied are you with each part of your life right now? There are no wrong answers.',
        icon: LuHeartPulse,
      };
    case 6:
      return { title: 'Coaching preferences', description: 'How would you like your coaching to feel?', icon: LuSlidersHorizontal };
    case 7:
      return {
        title: 'Final notes',
        description: 'Optional. Is there anything else you would like your coach to know before you begin?',
        icon: LuMessageSquareText,
      };
    default:
      return invite
        ? { title: `Start coaching with ${invite.coachName}`, description: 'One last step and you are ready to go.', icon: LuHandshake }
        : {
            title: `Start your ${TRIAL_DAYS}-day free trial`,
            description: 'One last step and you are ready to go.',
            icon: LuCalendarCheck,
          };
  }
}
