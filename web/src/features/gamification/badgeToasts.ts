import { BADGE_TOAST_MS, BADGE_TOAST_STAGGER_MS, type TUserBadge } from '@coach/contract';
import { celebrate } from '../../components/toaster.tsx';
import { gamificationApi } from './api.ts';

const RARITY: Record<string, string> = { common: 'Common', rare: 'Rare', epic: 'Epic', legendary: 'Legendary' };

interface Deps {
  mark: typeof gamificationApi.mark;
  show: (badge: TUserBadge, onClosed: () => void) => void;
  now: () => number;
}

function showToast(badge: TUserBadge, onClosed: () => void) {
  let closed = false;
  celebrate({
    type: 'success',
    title: `Badge earned: ${badge.badge.title}`,
    description: `${RARITY[badge.badge.rarity] ?? badge.badge.rarity} · ${badge.badge.description}`,
    duration: BADGE_TOAST_MS,
    onStatusChange: ({ status }) => {
      if (status === 'unmounted' && !closed) {
        closed = true;
        onClosed();
      }
    },
  });
}

/**
 * docs/goals-and-progress.md#badges: badges not yet notified are marked notified, shown as toasts
 * staggered 1 s apart for 5 s each, and marked viewed when their toast closes. Each badge once,
 * whether it came with the page's load or a 'badge:awarded' push.
 */
export function createBadgeAnnouncer(deps: Deps = { mark: gamificationApi.mark, show: showToast, now: Date.now }) {
  const announced = new Set<string>();
  let nextSlot = 0;
  return (badges: TUserBadge[]) => {
    const fresh = badges.filter((b) => !b.notifiedAt && !announced.has(b.id));
    if (!fresh.length) return;
    for (const b of fresh) announced.add(b.id);
    void deps
      .mark(
        fresh.map((b) => b.id),
        'notified',
      )
      .catch(() => undefined);
    const start = Math.max(deps.now(), nextSlot);
    fresh.forEach((b, i) => {
      setTimeout(
        () => deps.show(b, () => void deps.mark([b.id], 'viewed').catch(() => undefined)),
        start + i * BADGE_TOAST_STAGGER_MS - deps.now(),
      );
    });
    nextSlot = start + fresh.length * BADGE_TOAST_STAGGER_MS;
  };
}

export const announceBadges = createBadgeAnnouncer();
