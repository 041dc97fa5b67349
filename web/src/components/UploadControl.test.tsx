import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_UI_TEXT, UPLOAD_ERR, UPLOAD_IDLE_AFTER_MS, uploadAccept } from '@coach/contract';
import { renderWithProviders } from '../test/render.tsx';
import { TOKEN_KEY } from '../lib/api.ts';
import { UploadControl } from './UploadControl.tsx';
import { json, serveHttp, type HttpMock } from '../test/http.ts';

/** A stand-in for the browser's XMLHttpRequest: records what was sent, and the test answers it. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const stored = {
  key: 'avatar/u/abc12345.png',
  type: 'avatar',
  url: '/api/storage/files/avatar/u/abc12345.png',
  contentType: 'image/png',
  size: 3,
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e])], 'me.png', { type: 'image/png' });

let fetchMock: HttpMock;
beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem(TOKEN_KEY, 'tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function serve(intent: unknown, finalize: () => Response = () => json({ data: stored })) {
  fetchMock = serveHttp({ 'GET /api/storage/upload-intent': () => json({ data: intent }), 'POST /api/storage/finalize': () => finalize() });
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Upload photo'), { target: { files: [file] } });

describe('the upload control', () => {
  it('accepts the types of its kind, and its button is a real, focusable button', () => {
    renderWithProviders(<UploadControl type="avatar" label="Upload photo" />);
    const input = screen.getByLabelText('Upload photo') as HTMLInputElement;
    expect(input.accept).toBe(uploadAccept('avatar'));
    expect(input.accept).toContain('.webp');
    expect(input.accept).not.toContain('svg');
    const button = screen.getByRole('button', { name: 'Upload photo' });
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('local: PUTs to uploadUrl with the token, shows progress, finalizes, succeeds, and is idle again after 2 s', async () => {
    serve({ key: 'tmp/u/k1', kind: 'local', uploadUrl: '/api/storage/uploads/k1', maxBytes: 5242880 });
    const onUploaded = vi.fn();
    renderWithProviders(<UploadControl type="avatar" label="Upload photo" onUploaded={onUploaded} />);
    pick(png());
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last!;
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/storage/upload-intent?type=avatar&ext=png&contentType=image%2Fpng&size=3');
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/storage/uploads/k1');
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/png', Authorization: 'Bearer tok-1' });
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveProperty('disabled', true);

    act(() => xhr.progress(1, 2));
    expect(screen.getByText(ACCOUNT_UI_TEXT.UPLOADING(50))).toBeTruthy();
    vi.useFakeTimers();
    act(() => xhr.answer(200, JSON.stringify({ data: { key: 'tmp/u/k1', size: 3 } })));
    // Finalize's answer arrives in microtasks: step the clock in small bits until success shows.
    for (let i = 0; i < 20 && !screen.queryByText(ACCOUNT_UI_TEXT.UPLOADED); i++) await act(() => vi.advanceTimersByTimeAsync(5));
    expect(screen.getByText(ACCOUNT_UI_TEXT.UPLOADED)).toBeTruthy();
    const finalize = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/storage/finalize')!;
    expect(JSON.parse(String(finalize[1]?.body))).toEqual({ tmpKey: 'tmp/u/k1', type: 'avatar', credentialId: null });
    expect(onUploaded).toHaveBeenCalledWith(stored);

    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_IDLE_AFTER_MS - 200));
    expect(screen.queryByText(ACCOUNT_UI_TEXT.UPLOADED)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText(ACCOUNT_UI_TEXT.UPLOADED)).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveProperty('disabled', false);
  });

  it('signedPut: PUTs to the presigned url with its content type and no token; a credential names its certification', async () => {
    serve({ key: 'tmp/u/k2', kind: 'signedPut', url: 'https://s3.example/b/k2?sig=1', contentType: 'application/pdf', maxBytes: 10485760 });
    renderWithProviders(<UploadControl type="credential" credentialId="7f1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f" label="Upload photo" />);
    pick(new File(['%PDF-1.4'], 'cert.PDF', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(FakeXhr.last!.url).toBe('https://s3.example/b/k2?sig=1');
    expect(FakeXhr.last!.headers).toEqual({ 'Content-Type': 'application/pdf' });
    act(() => FakeXhr.last!.answer(200));
    await waitFor(() => expect(screen.getByText(ACCOUNT_UI_TEXT.UPLOADED)).toBeTruthy());
    const finalize = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/storage/finalize')!;
    expect(JSON.parse(String(finalize[1]?.body))).toMatchObject({
      type: 'credential',
      credentialId: '7f1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
    });
  });

  it("a refused PUT shows 'Upload Failed' with 'Upload failed with status {code}', then idle after 2 s", async () => {
    serve({ key: 'tmp/u/k3', kind: 'signedPut', url: 'https://s3.example/b/k3', contentType: 'image/png', maxBytes: 1 });
    renderWithProviders(<UploadControl type="avatar" label="Upload photo" />);
    pick(png());
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => FakeXhr.last!.answer(403, '<Error>AccessDenied</Error>'));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe(`${UPLOAD_ERR.FAILED_TITLE}: ${UPLOAD_ERR.FAILED_STATUS(403)}`));
    expect(fetchMock.mock.calls.some((c) => String(c[0]) === '/api/storage/finalize')).toBe(false);
    act(() => vi.advanceTimersByTime(UPLOAD_IDLE_AFTER_MS + 10));
    expect(status.textContent).toBe('');
  });

  it("shows the server's reason for a refused local PUT, and for a refused finalize", async () => {
    serve({ key: 'tmp/u/k4', kind: 'local', uploadUrl: '/api/storage/uploads/k4', maxBytes: 5 }, () =>
      json({ error: UPLOAD_ERR.CONTENT_MISMATCH }, 400),
    );
    renderWithProviders(<UploadControl type="avatar" label="Upload photo" />);
    pick(png());
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => FakeXhr.last!.answer(413, JSON.stringify({ error: UPLOAD_ERR.TOO_LARGE('avatar') })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(UPLOAD_ERR.TOO_LARGE('avatar')));

    FakeXhr.last = undefined;
    pick(png());
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => FakeXhr.last!.answer(200));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(UPLOAD_ERR.CONTENT_MISMATCH));
  });

  it('refuses a file of a type its kind does not take before sending anything', async () => {
    serve({ key: 'x', kind: 'local', uploadUrl: '/u', maxBytes: 1 });
    renderWithProviders(<UploadControl type="avatar" label="Upload photo" />);
    pick(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(UPLOAD_ERR.TYPE_NOT_ALLOWED('avatar')));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.last).toBeUndefined();
  });

  it("a network failure shows 'Upload failed'", async () => {
    serve({ key: 'tmp/u/k5', kind: 'local', uploadUrl: '/api/storage/uploads/k5', maxBytes: 5 });
    renderWithProviders(<UploadControl type="avatar" label="Upload photo" />);
    pick(png());
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => FakeXhr.last!.onerror?.());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${UPLOAD_ERR.FAILED_TITLE}: ${UPLOAD_ERR.FAILED}`));
  });
});
