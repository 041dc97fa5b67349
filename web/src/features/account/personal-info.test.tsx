import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PHONE_INVALID, PROFILE_ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import { PersonalInfoSection } from './PersonalInfoSection.tsx';
import { profileFixture } from './profile.fixture.ts';
import { countryOptions } from '../../lib/profile-options.ts';
import { personalFormErrors, toPersonalForm } from './validation.ts';
import { json, serveHttp } from '../../test/http.ts';

afterEach(() => vi.restoreAllMocks());

const profile = profileFixture({}, { city: null, country: null, timeZone: 'Europe/Lisbon' });

describe('the phone on the account page', () => {
  it('is refused unless digits, spaces, +, -, ( and ), 7 to 20 characters (the server applies the same schema)', () => {
    const form = toPersonalForm(profile);
    for (const bad of ['abc', '555', '+1 555 0100 x23', '1'.repeat(21), '--------']) {
      expect(personalFormErrors({ ...form, phone: bad }).phone, bad).toBe(PHONE_INVALID);
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
    // 249 ISO 3166-1 countries, the United Kingdom under the contract's 'UK'.
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

describe('Personal Information', () => {
  it('shows the email read-only and saves the personal fields with PUT /api/account/profile/extended', async () => {
    const fetchMock = serveHttp(() => json({ data: profileFixture({ preferredName: 'Case' }, { timeZone: 'Europe/Lisbon' }) }));
    renderWithProviders(<PersonalInfoSection profile={profile} />);
    expect((screen.getByDisplayValue('client@demo.coach') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('Europe/Lisbon');
    fireEvent.change(screen.getByLabelText('Preferred name'), { target: { value: ' Case ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/account/profile/extended');
    expect(init?.method).toBe('PUT');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ preferredName: 'Case', timeZone: 'Europe/Lisbon', languages: ['English'] });
    // Only personal fields: a client sending professional ones would be refused.
    expect(Object.keys(body)).not.toContain('hourlyRate');
    expect(Object.keys(body)).not.toContain('email');
  });

  it("a failed save says 'Failed to update personal information' when the server gives no text", async () => {
    serveHttp(() => json({}, 500));
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<PersonalInfoSection profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: PROFILE_ERR.ERROR_TITLE, description: 'Failed to update personal information' }),
      ),
    );
  });

  it('gives the one-line street address a one-line autocomplete token', () => {
    renderWithProviders(<PersonalInfoSection profile={profile} />);
    const street = screen.getByLabelText('Street address');
    expect(street.tagName).toBe('INPUT');
    expect(street.getAttribute('autocomplete')).toBe('address-line1');
    // 'street-address' names a multi-line value (HTML's autofill tokens): a textarea's only.
    for (const input of document.querySelectorAll('input')) expect(input.getAttribute('autocomplete')).not.toBe('street-address');
  });

  it('makes a language primary by moving it first', async () => {
    const fetchMock = serveHttp(() => json({ data: profile }));
    renderWithProviders(<PersonalInfoSection profile={profileFixture({}, { languages: ['English', 'Spanish'] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make Spanish primary' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ languages: ['Spanish', 'English'] });
  });
});
