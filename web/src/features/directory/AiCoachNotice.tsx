import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DIRECTORY_TEXT } from '@coach/contract';
import { TAP_TARGET } from '../../components/tap-target.ts';

/** On the client's coaching page while their room has no human coach: the AI coach is here now, and the directory is where to find a person. */
export function AiCoachNotice() {
  return (
    <Alert.Root status="info" size="sm" data-testid="ai-coach-notice">
      <Alert.Indicator />
      <Alert.Description>
        {DIRECTORY_TEXT.AI_NOW}{' '}
        <Link asChild color="teal.fg" fontWeight="semibold" textDecoration="underline" {...TAP_TARGET}>
          <RouterLink to="/coach-search">Find a human coach</RouterLink>
        </Link>
      </Alert.Description>
    </Alert.Root>
  );
}
