import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PHONE_INVALID } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { PersonalInfoSection } from './PersonalInfoSection.tsx';
import { profileFixture } from './profile.fixture.ts';
import { countryOptions } from './profileOptions.ts';
import { personalFormErrors, toPersonalForm } from './validation.ts';

afterEach(() => vi.restoreAllMocks());

const profile = profileFixture({ city: null, country: null, pronouns: 'they/them', timeZone: 'Europe/Lisbon' });

describe('the phone on the account page', () => {
  it('is refused unless digits, spaces, +, -, ( and ), 7 to 20 characters (the server applies the same schema)', () => {
    const form = toPersonalForm(profile);
    for (const bad of ['abc', '555', '+1 555 0100 x23', '1'.repeat(21), '--------']) {
      expect(personalFormErrors({ ...form, phone: bad }).phone, bad).toBe(PHONE_INVALID);
      expect(PHONE_INVALID).toContain('valid phone number');
    }
    for (const good of ['+1 (555) 010-0100', '020 7946 0958', '+44 20 7946 0958', '']) {
      expect(personalFormErrors({ ...form, phone: good }), good).toEqual({});
    }
  });
});

describe('the country list', () => {
  it("offers every ISO 3166 country, the spec's four first, each once", () => {
    const options = countryOptions('');
    expect(options.slice(0, 4).map((c) => c.value)).toEqual(['US', 'CA', 'UK', 'AU']);
    // 249 ISO 3166-1 countries, the United Kingdom under the spec's 'UK'.
    expect(options).toHaveLength(249);
    expect(new Set(options.map((c) => c.value)).size).toBe(249);
    expect(new Set(options.map((c) => c.label)).size).toBe(249);
    expect(options.map((c) => c.label)).toEqual(expect.arrayContaining(['Portugal', 'Germany', 'India', 'Japan', 'Brazil', 'Nigeria']));
    const rest = options.slice(4).map((c) => c.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('keeps a saved value that is not on the list', () => {
    expect(countryOptions('Atlantis').at(-1)).toEqual({ value: 'Atlantis', label: 'Atlantis' });
    expect(countryOptions('PT')).toHaveLength(249);
  });
});

describe('the pronouns on the account page', () => {
  it('shows the pronouns given at intake and saves a change', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ data: { ...profile, pronouns: 'ze/zir' } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderWithProviders(<PersonalInfoSection profile={profile} />);
    const field = screen.getByLabelText('Pronouns') as HTMLInputElement;
    expect(field.value).toBe('they/them');
    fireEvent.change(field, { target: { value: ' ze/zir ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/account/profile');
    expect(JSON.parse(String(init?.body))).toMatchObject({ pronouns: 'ze/zir' });
  });
});
