import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ThemeToggle', () => {
  it('opens the menu its first click loads with the focus already in it, and a choice made at once counts', async () => {
    // The module is fetched by then, as after a hover; the click still mounts the menu.
    await import('./ThemeMenu.tsx');
    renderWithProviders(<ThemeToggle />);
    // No animation frame runs until the choice is made: what the menu does in a frame comes too late.
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /change theme/i }));
    });
    // The first moment the menu is there, before any animation frame: open, focused, ready.
    const menu = screen.getByRole('menu');
    expect(menu.getAttribute('data-state')).toBe('open');
    expect(menu.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    frames.mockRestore();
    await waitFor(() => expect(document.documentElement.className).toContain('dark'));
    await waitFor(() => expect(menu.getAttribute('data-state')).toBe('closed'));
    // Held open and closed by the toggle from then on.
    const button = screen.getByRole('button', { name: 'Theme: Dark. Change theme', hidden: true });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('menu').getAttribute('data-state')).toBe('open'));
  });
});
