import { describe, expect, it } from 'vitest';
import { pageTitle, routeTitle } from './usePageTitle.ts';

describe('page titles', () => {
  it('each route names itself, with the product after it', () => {
    expect(pageTitle(routeTitle('/coaching'))).toBe('Coaching - Coaching Platform');
    expect(pageTitle(routeTitle('/coach-dashboard'))).toBe('Coach Dashboard - Coaching Platform');
    expect(pageTitle(routeTitle('/login'))).toBe('Sign In - Coaching Platform');
    expect(routeTitle('/account/')).toBe('Account');
    expect(routeTitle('/accept-invite/ABC123')).toBe('Accept Invitation');
    expect(routeTitle('/sessions/42/video')).toBe('Video Session');
    expect(routeTitle('/no-such-page')).toBe('Page Not Found');
  });

  it('puts the unread count first when there is any', () => {
    expect(pageTitle('Coaching', 3)).toBe('(3) Coaching - Coaching Platform');
    expect(pageTitle('Coaching', 0)).toBe('Coaching - Coaching Platform');
  });
});
