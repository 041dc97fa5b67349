import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render.tsx';
import SessionsPage from './SessionsPage.tsx';
import { signIn, testCoach } from '../../../test/people.ts';
import { json, serveHttp } from '../../../test/http.ts';
import { sessionCoach, testSession } from '../../../test/sessions.ts';

const coach = testCoach();
const session = testSession({ status: 'CONFIRMED', title: 'Weekly check-in', coach: { ...sessionCoach, id: coach.id } });
const table = { sessions: [], total: 0, page: 1, pageSize: 10, counts: { total: 0, upcoming: 0, completed: 0, cancelled: 0 } };

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

describe('SessionsPage ?session=<id> (the Needs attention link)', () => {
  it("opens that session's notes dialog, where its goals are set and saved", async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    serveHttp(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(init.body as string) : null });
      if (url === `/api/sessions/${session.id}`) return json({ data: { session } });
      if (url.startsWith(`/api/sessions/${session.id}/notes`))
        return json({ data: { session: { ...session, sessionGoals: 'Plan the launch' } } });
      if (url.includes('/table')) return json({ data: table });
      return json({ error: 'Not found' }, 404);
    });
    signIn(coach);
    renderWithProviders(
      <Routes>
        <Route
          path="/coach/sessions"
          element={
            <>
              <SessionsPage />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: `/coach/sessions?session=${session.id}` },
    );
    const goals = await screen.findByLabelText(/Session goals/);
    expect(screen.getByRole('dialog', { name: 'Session Notes' })).toBeTruthy();
    fireEvent.change(goals, { target: { value: 'Plan the launch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session Notes' })).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/sessions/${session.id}/notes`,
      body: { sessionGoals: 'Plan the launch' },
    });
    // Closed, the link's parameter goes: a reload does not open it again.
    expect(screen.getByTestId('where').textContent).toBe('');
  });
});
