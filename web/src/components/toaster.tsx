import { lazy, Suspense, useEffect, useState } from 'react';
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3 });

const Toasts = lazy(() => import('./Toasts.tsx'));

/**
 * Where toasts appear. Chakra's toast machine loads with the first toast, not with every page:
 * the toasts made before it arrives are in the store and show when it mounts.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return;
    const stop = toaster.subscribe(() => setNeeded(true));
    // One made between the first render and this subscription.
    if (toaster.getCount() > 0) setNeeded(true);
    return stop;
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
