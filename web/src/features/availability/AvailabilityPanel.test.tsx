import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AVAILABILITY_ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { AddAvailabilityDialog, draftToBody, type AddDraft } from './AddAvailabilityDialog.tsx';
import AvailabilityPanel from './AvailabilityPanel.tsx';
import { json, serveHttp } from '../../test/http.ts';

type Call = [string, RequestInit | undefined];

const DRAFT: AddDraft = { mode: 'recurring', date: '2026-11-27', weekday: 5, startTime: '09:00', endTime: '17:00' };

describe('draftToBody', () => {
  it('makes a weekly pattern for the weekday or a one-time block for the date', () => {
    expect(draftToBody(DRAFT)).toEqual({
      body: { type: 'RECURRING', rrule: 'FREQ=WEEKLY;BYDAY=FR', startTime: '09:00', endTime: '17:00', title: 'Available' },
    });
    expect(draftToBody({ ...DRAFT, mode: 'one-time' })).toEqual({
      body: { type: 'STATIC', specificDate: '2026-11-27', startTime: '09:00', endTime: '17:00', title: 'Available' },
    });
  });
  it('refuses an end not after the start, and a one-time block without a date', () => {
    expect(draftToBody({ ...DRAFT, endTime: '09:00' })).toEqual({ error: AVAILABILITY_ERR.END_BEFORE_START });
    expect(draftToBody({ ...DRAFT, mode: 'one-time', date: '' })).toEqual({ error: 'Choose a date.' });
  });
});

describe('AddAvailabilityDialog', () => {
  it('posts the block typed with the keyboard and says so', async () => {
    const fetch = serveHttp(async (_path: string, _init?: RequestInit) => json({ data: { pattern: {} } }, 201));
    const onClose = vi.fn();
    renderWithProviders(<AddAvailabilityDialog draft={DRAFT} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'One-Time' }));
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '08:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add availability' }));
    expect(await screen.findByText(AVAILABILITY_ERR.END_BEFORE_START)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '12:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add availability' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, init] = fetch.mock.calls[0] as Call;
    expect([path, init?.method]).toEqual(['/api/coaches/me/availability', 'POST']);
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'STATIC',
      specificDate: '2026-11-27',
      startTime: '09:00',
      endTime: '12:30',
      title: 'Available',
    });
  });
});

describe('AvailabilityPanel', () => {
  it("shows 'Failed to load availability patterns' with Retry, which asks again", async () => {
    let fail = true;
    serveHttp(async (path: string) => {
      if (path === '/api/coaches/me/availability')
        return fail ? json({ error: 'down' }, 500) : json({ data: { availability: [], timezone: 'UTC' } });
      if (path === '/api/coaches/me/booking-rules')
        return json({ data: { minNoticeMinutes: 120, bufferMinutes: 0, cancelNoticeHours: 24 } });
      return json({ data: { calendarView: { actualSessions: [], availableSlots: [] }, templates: [], timezone: 'UTC' } });
    });
    renderWithProviders(<AvailabilityPanel />);
    expect(await screen.findByText(AVAILABILITY_ERR.LOAD_FAILED)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Manage Your Availability' })).toBeTruthy();
    expect(await screen.findByText(AVAILABILITY_ERR.EMPTY_RANGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear All' }).hasAttribute('disabled')).toBe(true);
    expect(((await screen.findByLabelText('Minimum booking notice')) as HTMLSelectElement).value).toBe('120');
  });
});
