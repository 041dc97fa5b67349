// First: it configures zod before any module builds a schema.
import './lib/zod-jitless.ts';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from './theme/Provider.tsx';
import { Toaster } from './components/toaster.tsx';
import { queryClient } from './lib/query.ts';
import { useAuth } from './features/auth/store.ts';
import { App } from './App.tsx';

const RealtimeProvider = lazy(() => import('./features/realtime/RealtimeProvider.tsx').then((m) => ({ default: m.RealtimeProvider })));

/**
 * The socket and the live stores load with the first signed-in session, so the landing and sign-in
 * pages do not carry them. Once loaded they stay mounted: after a logout the provider closes the
 * socket and clears the last user's goals and badges.
 */
function Realtime() {
  const signedIn = useAuth((s) => s.token !== null);
  const [needed, setNeeded] = useState(signedIn);
  if (signedIn && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeProvider>{null}</RealtimeProvider>
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          {/* Before the pages: its listener must exist when a page toasts on its first render. */}
          <Toaster />
          <App />
          <Realtime />
        </BrowserRouter>
      </QueryClientProvider>
    </Provider>
  </StrictMode>,
);
