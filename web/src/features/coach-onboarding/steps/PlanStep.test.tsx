import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { emptyOnboarding } from '../onboarding.ts';
import { COACH_BILLING_SOON } from '../../subscription/texts.ts';
import { PlanStep } from './PlanStep.tsx';

describe('PlanStep', () => {
  it('says coach billing is coming soon and nothing is charged, without a past date', () => {
    const { container } = renderWithProviders(<PlanStep form={emptyOnboarding('UTC')} errors={{}} set={() => {}} />);
    expect(container.textContent).toContain(COACH_BILLING_SOON);
    expect(container.textContent).not.toMatch(/Q4|20\d\d/);
  });
});
