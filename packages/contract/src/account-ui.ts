/** The account page's own constants that no call carries (docs/profiles-and-directory.md#account-page). */

/** An upload's success or error returns to idle after 2 s (docs/profiles-and-directory.md#uploads). */
export const UPLOAD_IDLE_AFTER_MS = 2000;

/** The account page's collapsible sections, as the address names them (/account#professional). */
export const ACCOUNT_SECTIONS = ['personal', 'professional', 'preferences', 'credentials', 'security', 'calendar', 'data'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** Texts of the account page beyond the error and success texts of PROFILE_ERR. */
export const ACCOUNT_UI_TEXT = {
  UPLOADED: 'Upload complete',
  UPLOADING: (percent: number) => `Uploading... ${percent}%`,
  PROFILE_UPDATED: 'Profile updated',
  PREFERENCES_SAVED: 'Coaching preferences saved',
  SAVED: 'Saved',
} as const;
