/**
 * A guest's knock, kept for this tab only (sessionStorage, never localStorage): a reload while
 * waiting or in the room carries on with the same guest token instead of knocking again.
 */
export interface GuestKnockRecord {
  guestToken: string;
  knockId: string;
}

const key = (code: string) => `video-guest:${code}`;

export function readGuestKnock(code: string): GuestKnockRecord | null {
  try {
    const raw = sessionStorage.getItem(key(code));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<GuestKnockRecord>;
    return typeof value.guestToken === 'string' && typeof value.knockId === 'string'
      ? { guestToken: value.guestToken, knockId: value.knockId }
      : null;
  } catch {
    return null;
  }
}

export function keepGuestKnock(code: string, record: GuestKnockRecord) {
  try {
    sessionStorage.setItem(key(code), JSON.stringify(record));
  } catch {
    // Storage off: the token lives in memory for as long as the page does.
  }
}

export function forgetGuestKnock(code: string) {
  try {
    sessionStorage.removeItem(key(code));
  } catch {
    // Nothing kept.
  }
}
