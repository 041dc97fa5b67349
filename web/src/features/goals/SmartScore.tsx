import { Badge, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { SMART_DIMENSION_LABEL, SMART_DIMENSIONS, SMART_SUGGESTIONS_SHOWN, scoreColour, type TSmartBreakdown } from '@coach/contract';

export function GradeBadge({ score, grade, size = 'md' }: { score: number; grade: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette={scoreColour(score)} variant="subtle" size={size} aria-label={`SMART grade ${grade}, ${score} out of 100`}>
      {grade}
    </Badge>
  );
}

/** The quality score: overall and grade, a bar and a sentence per SMART dimension, at most two suggestions. */
export function SmartScore({ smart, heading = 'SMART score' }: { smart: TSmartBreakdown; heading?: string }) {
  return (
    <Stack gap="3" aria-label={heading} role="group">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{heading}</Text>
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {smart.overall}/100
          </Text>
          <GradeBadge score={smart.overall} grade={smart.grade} />
        </HStack>
      </HStack>
      <Stack gap="2">
        {SMART_DIMENSIONS.map((key) => {
          const d = smart.breakdown[key];
          const percent = Math.round((d.score / d.maxScore) * 100);
          return (
            <Stack key={key} gap="0.5">
              <HStack justify="space-between" fontSize="sm">
                <Text fontWeight="medium">{SMART_DIMENSION_LABEL[key]}</Text>
                <Text color="fg.muted">
                  {d.score}/{d.maxScore}
                </Text>
              </HStack>
              <Progress.Root
                value={percent}
                size="xs"
                colorPalette={scoreColour(percent)}
                aria-label={`${SMART_DIMENSION_LABEL[key]} ${d.score} of ${d.maxScore}`}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="xs" color="fg.muted">
                {d.feedback}
              </Text>
            </Stack>
          );
        })}
      </Stack>
      {smart.suggestions.length > 0 && (
        <Stack gap="1" bg="bg.muted" p="2" rounded="md">
          <Text fontSize="sm" fontWeight="medium">
            Suggestions
          </Text>
          {smart.suggestions.slice(0, SMART_SUGGESTIONS_SHOWN).map((s) => (
            <Text key={s} fontSize="sm">
              {s}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
