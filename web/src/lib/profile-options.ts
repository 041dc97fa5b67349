import { DEFAULT_TIME_ZONE, PROFILE_LANGUAGES } from '@coach/contract';
import { COUNTRIES } from './countries.ts';

// The profile's defaults (docs/profiles-and-directory.md#extended-profile), used for everyone's personal part.
export { COUNTRIES, DEFAULT_TIME_ZONE };
export const LANGUAGES: string[] = [...PROFILE_LANGUAGES];

/** Every IANA zone the browser knows, always including the default and the one already saved. */
export function timeZoneOptions(current: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, DEFAULT_TIME_ZONE, 'UTC']);
  if (current) all.add(current);
  return [...all].sort();
}

/**
 * The browser's own time zone when it is one the pickers offer (time zones default to the
 * browser's: docs/profiles-and-directory.md#extended-profile), else DEFAULT_TIME_ZONE.
 */
export function browserTimeZone(zone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return zone && timeZoneOptions('').includes(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The offered options plus anything the profile already holds, so a saved value is never dropped. */
export function countryOptions(current: string) {
  return current && !COUNTRIES.some((c) => c.value === current) ? [...COUNTRIES, { value: current, label: current }] : COUNTRIES;
}

export function languageOptions(current: string[]) {
  return [...LANGUAGES, ...current.filter((l) => !LANGUAGES.includes(l))];
}

/** A zone as people read it: 'America/New_York' -> 'America/New York'. */
export const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');
