/** While the session is checked and the coach pages load (App.tsx shows it too: a string of its own). */
export const GUARD_LOADING = 'Loading coach dashboard...';

/** The guard's texts (docs/coach-workspace.md#dashboard). */
export const GUARD_TEXT = {
  LOADING: GUARD_LOADING,
  SOON: 'Coach Features Coming Soon',
  SIGNED_OUT: 'Sign in with your coach account to open your dashboard: your clients, sessions and analytics.',
  NOT_COACH: 'The coach dashboard is for coaches. Your own coaching continues on your coaching page.',
} as const;
