import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from '../theme/Provider.tsx';

/** Renders with every provider a page needs (Chakra, theme, query, router). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Provider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
}

/**
 * Waits until an open modal has hidden the rest of the page from assistive technology. Zag applies
 * that one animation frame after opening; a dialog opened from inside another before that frame
 * would be hidden by its parent's late pass, which a person cannot click fast enough to cause but a
 * loaded test runner can.
 */
export async function modalSettled() {
  await waitFor(() => {
    if (!document.querySelector('[data-aria-hidden]')) throw new Error('the modal has not hidden the page yet');
  });
}
