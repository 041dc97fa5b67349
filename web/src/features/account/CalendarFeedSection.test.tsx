import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CALENDAR_FEED_TEXT as T } from '@coach/contract';
import { modalSettled, renderWithProviders } from '../../test/render.tsx';
import { CalendarFeedBody } from './CalendarFeedSection.tsx';
import { json, serveHttp } from '../../test/http.ts';

afterEach(() => vi.unstubAllGlobals());

const OLD = 'https://coach.example/api/calendar/old-token.ics';
const NEW = 'https://coach.example/api/calendar/new-token.ics';

describe('CalendarFeedBody', () => {
  it('asks for nothing until the section is opened', () => {
    const fetch = serveHttp();
    renderWithProviders(<CalendarFeedBody active={false} />);
    expect(screen.getByText(T.LOADING)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the address read-only and copies it', async () => {
    serveHttp(async () => json({ data: { url: OLD } }));
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<CalendarFeedBody active />);
    const field = (await screen.findByLabelText(T.URL_LABEL)) as HTMLInputElement;
    expect(field.value).toBe(OLD);
    expect(field.readOnly).toBe(true);
    expect(screen.getByText(T.INTRO)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.COPY }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(OLD));
    expect(await screen.findByRole('button', { name: T.COPIED })).toBeTruthy();
  });

  it('makes a new link only after the confirmation, and shows it', async () => {
    const fetch = serveHttp(async (_path: string, init?: RequestInit) => json({ data: { url: init?.method === 'POST' ? NEW : OLD } }));
    renderWithProviders(<CalendarFeedBody active />);
    await screen.findByDisplayValue(OLD);
    fireEvent.click(screen.getByRole('button', { name: T.RENEW }));
    const dialog = await screen.findByRole('alertdialog');
    await modalSettled();
    expect(within(dialog).getByText(T.RENEW_BODY)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: T.RENEW_CONFIRM }));
    expect(await screen.findByDisplayValue(NEW)).toBeTruthy();
    const [path, init] = fetch.mock.calls[1]!;
    expect(path).toBe('/api/account/calendar-feed');
    expect(init?.method).toBe('POST');
  });

  it('says when the address cannot be loaded, and tries again', async () => {
    const fetch = serveHttp(async () => json({ error: 'down' }, 500));
    renderWithProviders(<CalendarFeedBody active />);
    expect(await screen.findByText(T.LOAD_FAILED)).toBeTruthy();
    fetch.mockImplementation(async () => json({ data: { url: OLD } }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue(OLD)).toBeTruthy();
  });
});
