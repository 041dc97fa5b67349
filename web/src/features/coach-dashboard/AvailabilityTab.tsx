import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner.tsx';

// The calendar (react-big-calendar, luxon) loads the first time the tab opens, not with the dashboard.
const AvailabilityPanel = lazy(() => import('../availability/AvailabilityPanel.tsx'));

/**
 * The Availability tab (docs/sessions-and-availability.md#availability). Mounted only while its tab is open: the
 * tabs stay mounted, and a calendar laid out while hidden measures nothing.
 */
export function AvailabilityTab() {
  const [params] = useSearchParams();
  if (params.get('tab') !== 'availability') return null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AvailabilityPanel />
    </Suspense>
  );
}
