import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONTACT_CLOSE_DELAY_MS, CONTACT_MESSAGE_MAX, ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { useAuth } from '../auth/store.ts';
import { ContactDialog } from './ContactDialog.tsx';
import { json, serveHttp } from '../../test/http.ts';

function open(onClose = vi.fn()) {
  renderWithProviders(<ContactDialog open onClose={onClose} />);
  return onClose;
}

function fill({ name = 'Jane Doe', email = 'jane@example.com', inquiryType = 'Feedback', message = 'Hello there' } = {}) {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Inquiry type/), { target: { value: inquiryType } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: message } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  useAuth.setState({ status: 'anonymous', user: null, token: null });
});

describe('ContactDialog', () => {
  it('asks for every field and sends nothing while one is blank', async () => {
    const fetchMock = serveHttp();
    open();
    fill({ message: '   ' });
    submit();
    expect(await screen.findByText(ERR.CONTACT_MISSING)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the message and stops at the limit', async () => {
    open();
    const message = screen.getByLabelText(/^Message/);
    fireEvent.change(message, { target: { value: 'Hi!' } });
    expect(await screen.findByText(`3/${CONTACT_MESSAGE_MAX}`)).toBeTruthy();
    fireEvent.change(message, { target: { value: 'x'.repeat(CONTACT_MESSAGE_MAX + 50) } });
    expect(await screen.findByText(`${CONTACT_MESSAGE_MAX}/${CONTACT_MESSAGE_MAX}`)).toBeTruthy();
  });

  it('posts the four fields, shows the server message and closes after the delay', async () => {
    const fetchMock = serveHttp(() => json({ data: { success: true, message: ERR.CONTACT_SENT } }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = open();
    fill();
    submit();
    expect(await screen.findByText(ERR.CONTACT_SENT)).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      inquiryType: 'Feedback',
      message: 'Hello there',
    });
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CONTACT_CLOSE_DELAY_MS);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("shows the server's error text, or the generic one when the server fails", async () => {
    const fetchMock = serveHttp().mockResolvedValueOnce(json({ error: 'Please enter a valid email address' }, 400));
    open();
    fill({ email: 'nope' });
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json({ error: 'boom' }, 500));
    submit();
    expect(await screen.findByText(ERR.CONTACT_FAILED)).toBeTruthy();
  });

  it('prefills name and email of a signed-in user', async () => {
    useAuth.setState({
      status: 'authenticated',
      user: { firstName: 'Jordan', lastName: 'Client', email: 'client@demo.coach' } as never,
    });
    open();
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Jordan Client'));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('client@demo.coach');
  });
});
