import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createToaster } from '@chakra-ui/react';

/** docs/web-app.md#toasts: secondary toasts last 4000 ms, at most 3 at once, 356 px wide, 14 px apart. */
export const TOAST_MS = 4000;
export const TOAST_MAX = 3;

/**
 * Top end, under the sticky top bar: clear of the composer at the bottom and of a dialog's footer;
 * piled (Sonner's look) so that three take little more room than one.
 */
const store = createToaster({
  placement: 'top-end',
  overlap: true,
  pauseOnPageIdle: true,
  max: TOAST_MAX,
  duration: TOAST_MS,
  gap: 14,
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

type ToastOptions = Parameters<typeof store.create>[0];
let appToast: string | undefined;

/**
 * docs/web-app.md#toasts: one app toast at a time (a newer one replaces it); secondary toasts (badges, goal
 * celebrations: `celebrate`) share the region with it, at most three on screen in all.
 */
export const toaster = {
  ...store,
  create(options: ToastOptions): string {
    if (options.meta?.secondary) return store.create(options);
    // Removed at once (not dismissed with its exit animation), so its place is free for the new one.
    if (appToast && appToast !== options.id) store.remove(appToast);
    appToast = store.create(options);
    return appToast;
  },
};

/** A secondary toast: it does not replace the app toast, and queues behind the three on screen. */
export const celebrate = (options: ToastOptions) => toaster.create({ ...options, meta: { ...options.meta, secondary: true } });

/** The store itself, for the toast region. */
export const toastStore = store;

const loadToasts = () => import('./Toasts.tsx');
const Toasts = lazy(loadToasts);
/**
 * Signed-in tabs load the toast region early (RealtimeProvider does), so that a toast shown while
 * the server restarts (a badge earned just before) does not need the network to appear.
 */
export const preloadToasts = () => void loadToasts().catch(() => undefined);

/** A toast region that could not load shows nothing: the page itself stays. */
class ToastsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
    <ToastsBoundary>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </ToastsBoundary>
  );
}
