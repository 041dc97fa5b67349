import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { ComingSoon } from './ComingSoon.tsx';
import { Features } from './Features.tsx';

describe('landing roadmap', () => {
  it('lists smart scheduling and the coach directory among the features, not as coming soon', () => {
    renderWithProviders(
      <>
        <Features />
        <ComingSoon />
      </>,
    );
    const features = screen.getByRole('region', { name: 'Everything you need to keep moving' });
    const soon = screen.getByRole('region', { name: 'Coming soon' });
    for (const title of ['Smart scheduling', 'Coach directory']) {
      expect(within(features).getByRole('heading', { name: title })).toBeTruthy();
      expect(within(soon).queryByRole('heading', { name: title })).toBeNull();
    }
    expect(within(soon).queryByRole('heading', { name: 'Coach marketplace' })).toBeNull();
    expect(
      within(soon)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('heading').textContent),
    ).toEqual(['Wellness retreats', 'Enhanced AI']);
  });
});
