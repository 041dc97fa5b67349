import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from './theme/Provider.tsx';
import { Toaster } from './components/toaster.tsx';
import { queryClient } from './lib/query.ts';
import { RealtimeProvider } from './features/realtime/RealtimeProvider.tsx';
import { App } from './App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          {/* Before the pages: its listener must exist when a page toasts on its first render. */}
          <Toaster />
          <RealtimeProvider>
            <App />
          </RealtimeProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </Provider>
  </StrictMode>,
);
