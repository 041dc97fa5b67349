import { SimpleGrid } from '@chakra-ui/react';
import { SATISFACTION_AREAS, SATISFACTION_LABELS, SCALE_ENDS } from '@coach/contract';
import { ScaleRating } from '../../../components/ScaleRating.tsx';
import { useIntakeStore } from '../store.ts';

/** Step 5: how satisfied the user is with eight areas of life, each 1-5. */
export function StepCheckIn() {
  const ratings = useIntakeStore((s) => s.data.satisfactionRatings);
  const update = useIntakeStore((s) => s.update);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="8" rowGap="6">
      {SATISFACTION_AREAS.map((area) => (
        <ScaleRating
          key={area}
          name={`satisfaction-${area}`}
          label={SATISFACTION_LABELS[area]}
          value={ratings[area]}
          onChange={(value) => update({ satisfactionRatings: { ...ratings, [area]: value } })}
          lowLabel={SCALE_ENDS.satisfaction.low}
          highLabel={SCALE_ENDS.satisfaction.high}
        />
      ))}
    </SimpleGrid>
  );
}
