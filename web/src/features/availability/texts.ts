/** Texts of the Availability tab that the spec leaves unsaid (its own are AVAILABILITY_ERR in the contract). */
export const AVAILABILITY_TEXT = {
  presetAdded: (label: string) => `${label} added`,
  RULES_SAVED: 'Booking rules saved',
  RULES_FAILED: 'Failed to save booking rules',
  RULES_LOAD_FAILED: 'Failed to load booking rules',
  DATE_REQUIRED: 'Choose a date.',
  CLEAR_TITLE: 'Clear all availability?',
  CLEAR_DESCRIPTION: 'This removes every recurring pattern and one-time block. Booked sessions stay as they are.',
  LOADING: 'Loading availability...',
  SESSIONS_LOAD_FAILED: 'Failed to load booked sessions',
} as const;
