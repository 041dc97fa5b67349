import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SUMMARY_UI, type TSessionSummary } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { setTabSocket } from '../../lib/realtime/socket.ts';
import { fakeTabSocket } from '../../test/socket.ts';
import { briefBlocks, PREPARE_NOW, SessionBrief } from './SessionBrief.tsx';
import { useWorkspaceRealtime } from './realtime.ts';
import { json, requests, serveHttp, type HttpMock } from '../../test/http.ts';

const COACH = '00000000-0000-4000-8000-000000000002';
const SESSION = '00000000-0000-4000-8000-0000000000c1';
const BRIEF = "Gail has kept a 4-day streak.\n\nTalk about:\n- the missed Wednesday run\n- next week's plan";
const ready: TSessionSummary = { summary: BRIEF, isAI: true, isGenerating: false, generatedAt: '2026-11-22T09:00:00.000Z' };
const generating: TSessionSummary = { summary: null, isAI: true, isGenerating: true, generatedAt: null };
const none: TSessionSummary = { summary: null, isAI: false, isGenerating: false, generatedAt: null };

function Brief() {
  useWorkspaceRealtime(COACH);
  return <SessionBrief sessionId={SESSION} />;
}

/** GET answers `get`; POST (regenerate) answers 202 generating. */
const serve = (get: () => Response | Promise<Response>) =>
  serveHttp({
    [`GET /api/sessions/${SESSION}/summary`]: get,
    [`POST /api/sessions/${SESSION}/summary`]: () => json({ data: generating }, 202),
  });
const posts = (http: HttpMock) => requests(http).filter((r) => r.method === 'POST').length;

afterEach(() => {
  setTabSocket(null);
});

describe('briefBlocks', () => {
  it('keeps paragraphs and turns bullet lines into one list', () => {
    expect(briefBlocks('## Focus\nShe is **on track**.\n- one\n* two\n1. three\n\nAfter')).toEqual([
      { kind: 'p', text: 'Focus' },
      { kind: 'p', text: 'She is on track.' },
      { kind: 'ul', items: ['one', 'two', 'three'] },
      { kind: 'p', text: 'After' },
    ]);
  });

  it('drops the opening words the card already says, and heads a list with the short line above it', () => {
    expect(
      briefBlocks('Preparation brief: "Check-in" with Gail, Thu 26 Nov.\nGoals\n- Run 5k\nSince last session:\n- Two messages'),
    ).toEqual([
      { kind: 'p', text: '"Check-in" with Gail, Thu 26 Nov.' },
      { kind: 'h', text: 'Goals' },
      { kind: 'ul', items: ['Run 5k'] },
      { kind: 'h', text: 'Since last session:' },
      { kind: 'ul', items: ['Two messages'] },
    ]);
  });
});

describe('SessionBrief', () => {
  it("says 'AI Preparing Summary' while the brief is made", async () => {
    serve(() => json({ data: generating }));
    renderWithProviders(<Brief />);
    expect((await screen.findByRole('status')).textContent).toContain(SUMMARY_UI.GENERATING);
    expect(screen.queryByRole('button', { name: SUMMARY_UI.REGENERATE })).toBeNull();
  });

  it('shows the ready brief with its lines and bullets, the AI marker and Regenerate', async () => {
    serve(() => json({ data: ready }));
    renderWithProviders(<Brief />);
    expect(await screen.findByText('Gail has kept a 4-day streak.')).toBeTruthy();
    expect(screen.getByText('Talk about:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['the missed Wednesday run', "next week's plan"]);
    expect(screen.getByText(SUMMARY_UI.AI_MARKER)).toBeTruthy();
    expect(screen.getByRole('button', { name: SUMMARY_UI.REGENERATE })).toBeTruthy();
  });

  it('has no AI marker on a brief the AI did not write', async () => {
    serve(() => json({ data: { ...ready, isAI: false } }));
    renderWithProviders(<Brief />);
    await screen.findByText('Gail has kept a 4-day streak.');
    expect(screen.queryByText(SUMMARY_UI.AI_MARKER)).toBeNull();
  });

  it('says when there is no brief yet, and offers to prepare one', async () => {
    serve(() => json({ data: none }));
    renderWithProviders(<Brief />);
    expect(await screen.findByText(SUMMARY_UI.NONE)).toBeTruthy();
    expect(screen.getByRole('button', { name: PREPARE_NOW })).toBeTruthy();
  });

  it("regenerates: generating until 'session:summary' brings the new brief", async () => {
    const socket = fakeTabSocket();
    const fetch = serve(() => json({ data: ready }));
    renderWithProviders(<Brief />);
    fireEvent.click(await screen.findByRole('button', { name: SUMMARY_UI.REGENERATE }));
    expect((await screen.findByRole('status')).textContent).toContain(SUMMARY_UI.GENERATING);
    expect(posts(fetch)).toBe(1);
    act(() =>
      socket.fire('session:summary', {
        sessionId: SESSION,
        summary: { ...ready, summary: 'A fresh brief.', generatedAt: '2026-11-22T10:00:00.000Z' },
      }),
    );
    expect(await screen.findByText('A fresh brief.')).toBeTruthy();
    expect(screen.queryByText(SUMMARY_UI.GENERATING)).toBeNull();
  });

  it('keeps a brief pushed while its read was still on the way', async () => {
    const socket = fakeTabSocket();
    let answer: (r: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<Brief />);
    await screen.findByText('Loading the session brief...');
    // The job finished and pushed before the read (which had started it) answered 'generating'.
    act(() => socket.fire('session:summary', { sessionId: SESSION, summary: ready }));
    expect(await screen.findByText('Gail has kept a 4-day streak.')).toBeTruthy();
    await act(async () => answer(json({ data: generating })));
    await waitFor(() => expect(screen.getByRole('button', { name: SUMMARY_UI.REGENERATE })).toBeTruthy());
    expect(screen.queryByText(SUMMARY_UI.GENERATING)).toBeNull();
  });

  it("keeps the new brief when its push overtakes Regenerate's answer", async () => {
    const socket = fakeTabSocket();
    let answered: (r: Response) => void = () => {};
    const fetch = serveHttp((_path, init) => {
      if (init?.method !== 'POST') return json({ data: ready });
      return new Promise<Response>((resolve) => (answered = resolve));
    });
    renderWithProviders(<Brief />);
    fireEvent.click(await screen.findByRole('button', { name: SUMMARY_UI.REGENERATE }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    act(() => socket.fire('session:summary', { sessionId: SESSION, summary: generating }));
    act(() => socket.fire('session:summary', { sessionId: SESSION, summary: { ...ready, summary: 'The newest brief.' } }));
    expect(await screen.findByText('The newest brief.')).toBeTruthy();
    await act(async () => answered(json({ data: generating }, 202)));
    await waitFor(() => expect(screen.getByRole('button', { name: SUMMARY_UI.REGENERATE }).getAttribute('data-loading')).toBeNull());
    expect(screen.getByText('The newest brief.')).toBeTruthy();
    expect(screen.queryByText(SUMMARY_UI.GENERATING)).toBeNull();
  });

  it("ignores another session's brief", async () => {
    const socket = fakeTabSocket();
    serve(() => json({ data: generating }));
    renderWithProviders(<Brief />);
    await screen.findByRole('status');
    act(() =>
      socket.fire('session:summary', {
        sessionId: '00000000-0000-4000-8000-0000000000c2',
        summary: { ...ready, summary: 'Not this one.' },
      }),
    );
    await waitFor(() => expect(screen.getByText(SUMMARY_UI.GENERATING)).toBeTruthy());
    expect(screen.queryByText('Not this one.')).toBeNull();
  });

  it('says it could not load the brief, with Retry', async () => {
    serve(() => json({ error: 'boom' }, 500));
    renderWithProviders(<Brief />);
    expect(await screen.findByText(SUMMARY_UI.FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
