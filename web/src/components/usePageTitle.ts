import { useEffect } from 'react';
import { create } from 'zustand';

export const APP_TITLE = 'Coaching Platform';

/** What each route calls itself in the window's title (docs/web-app.md#route-table). */
const ROUTE_TITLES: Record<string, string> = {
  '/': 'Find Your Coach',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/login': 'Sign In',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/intake': 'Get Started',
  '/coach-access-code': 'Coach Access Code',
  '/coach-registration': 'Coach Registration',
  '/coach-onboarding': 'Coach Onboarding',
  '/verify-email': 'Verify Email',
  '/coaching': 'Coaching',
  '/account': 'Account',
  '/subscription': 'Subscription',
  '/coach-dashboard': 'Coach Dashboard',
  '/coach/invites': 'Manage Invites',
  '/coach/sessions': 'Manage Sessions',
  '/session-booking': 'Book a Session',
  '/coach-search': 'Find a Coach',
};

/** The name of the page at a path; routes with a parameter by their prefix. */
export function routeTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (ROUTE_TITLES[path]) return ROUTE_TITLES[path];
  if (path.startsWith('/accept-invite/')) return 'Accept Invitation';
  if (/^\/sessions\/[^/]+\/video$/.test(path)) return 'Video Session';
  return 'Page Not Found';
}

/** 'Coaching - Coaching Platform', with the unread messages first when there are any, as chat apps do. */
export const pageTitle = (name: string, unread = 0) => `${unread > 0 ? `(${unread}) ` : ''}${name} - ${APP_TITLE}`;

/**
 * Unread messages of the signed-in user, for the title. The chat store (loaded with the first
 * signed-in session) keeps it; the public pages only read this small store.
 */
const useTitleUnread = create<{ unread: number }>(() => ({ unread: 0 }));
export const setTitleUnread = (unread: number) => useTitleUnread.setState({ unread });

/** Names the page in the window's title (and the tab), with the unread count. */
export function usePageTitle(name: string) {
  const unread = useTitleUnread((s) => s.unread);
  useEffect(() => {
    document.title = pageTitle(name, unread);
  }, [name, unread]);
}
