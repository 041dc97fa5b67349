import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import AvailabilityCalendar from './AvailabilityCalendar.tsx';

const noop = () => {};

describe('AvailabilityCalendar', () => {
  it('lets the keyboard reach the hours of a week without sessions (axe: scrollable-region-focusable)', async () => {
    renderWithProviders(
      <AvailabilityCalendar
        events={[]}
        zone="America/New_York"
        view="week"
        date={new Date('2026-11-28T12:00:00Z')}
        onView={noop}
        onNavigate={noop}
        onSelectSlot={noop}
        onSelectEvent={noop}
      />,
    );
    const hours = await screen.findByRole('group', { name: 'Hours' });
    expect(hours.classList.contains('rbc-time-content')).toBe(true);
    await waitFor(() => expect(hours.getAttribute('tabindex')).toBe('0'));
  });
});
