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
          <RealtimeProvider>
            <App />
          </RealtimeProvider>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </Provider>
  </StrictMode>,
);
