import { BUFFER_OPTIONS, CANCEL_NOTICE_OPTIONS, MIN_NOTICE_OPTIONS } from '@coach/contract';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** '90 minutes', '2 hours', '1 day': the largest whole unit. */
export function durationLabel(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes >= 60 && minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

export const noticeLabel = (minutes: number) => (minutes === 0 ? 'No minimum' : `At least ${durationLabel(minutes)} ahead`);
export const bufferLabel = (minutes: number) => (minutes === 0 ? 'No buffer' : durationLabel(minutes));
export const cancelLabel = (hours: number) => (hours === 0 ? 'Any time before the start' : `Up to ${durationLabel(hours * 60)} before`);

/** The option list, with the saved value added when the server holds one the list lacks. */
export const withValue = (options: readonly number[], value: number) =>
  options.includes(value) ? [...options] : [...options, value].sort((a, b) => a - b);

export const RULE_FIELDS = [
  { key: 'minNoticeMinutes', label: 'Minimum booking notice', options: MIN_NOTICE_OPTIONS, text: noticeLabel },
  { key: 'bufferMinutes', label: 'Buffer between sessions', options: BUFFER_OPTIONS, text: bufferLabel },
  { key: 'cancelNoticeHours', label: 'Clients may cancel or reschedule', options: CANCEL_NOTICE_OPTIONS, text: cancelLabel },
] as const;
