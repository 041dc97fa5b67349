import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it first opens, for pages that must stay light (the landing page):
 * nothing is rendered before that, and from then on it stays mounted so that it can animate closed.
 * Props are the dialog's own.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
