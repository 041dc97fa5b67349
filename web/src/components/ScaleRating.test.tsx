import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { ScaleRating } from './ScaleRating.tsx';

describe('ScaleRating', () => {
  it('is a group named by its legend with five labelled radios', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ScaleRating name="finances" label="Finances" value={3} onChange={onChange} lowLabel="Not satisfied" highLabel="Very satisfied" />,
    );
    const group = screen.getByRole('group', { name: 'Finances' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios).toHaveLength(5);
    expect((screen.getByRole('radio', { name: '3 out of 5' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: '1 out of 5, Not satisfied' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '5 out of 5, Very satisfied' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });
});
