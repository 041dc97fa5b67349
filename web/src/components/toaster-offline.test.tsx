import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';

// The toast region's chunk cannot be fetched (the server is restarting, say).
vi.mock('./Toasts.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
const { Toaster, toaster } = await import('./toaster.tsx');

describe('Toaster', () => {
  it('keeps the page on screen when the toast region cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <p>The page</p>
        <Toaster />
      </>,
    );
    await act(async () => {
      toaster.create({ title: 'Badge earned' });
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getByText('The page')).toBeTruthy();
  });
});
