import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GOAL_ERR, VIDEO_DONE, VIDEO_GOAL_CATEGORIES, VIDEO_UI } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { goalsApi } from '../../goals/api.ts';
import { goal } from '../../goals/goal.fixture.ts';
import { useGoals } from '../../goals/store.ts';
import { CHAT_ROOM } from '../controls/room.fixture.ts';
import { emptyGoalDraft, validateGoalDraft } from './goal-draft.ts';
import { VideoGoalDialog } from './VideoGoalDialog.tsx';

describe('validateGoalDraft', () => {
  it('needs a non-blank title and description and a category of the list', () => {
    expect(validateGoalDraft(emptyGoalDraft())).toEqual({
      title: GOAL_ERR.TITLE_REQUIRED,
      description: VIDEO_UI.GOAL_DESCRIPTION_REQUIRED,
      category: VIDEO_UI.GOAL_CATEGORY_REQUIRED,
    });
    expect(validateGoalDraft({ title: '  ', description: ' \n', category: 'Career', priority: 'low' })).toEqual({
      title: GOAL_ERR.TITLE_REQUIRED,
      description: VIDEO_UI.GOAL_DESCRIPTION_REQUIRED,
      category: VIDEO_UI.GOAL_CATEGORY_REQUIRED,
    });
    expect(validateGoalDraft({ title: 'Run', description: '5 km', category: 'Health & Wellness', priority: 'high' })).toEqual({});
  });
});

describe('VideoGoalDialog', () => {
  afterEach(() => {
    useGoals.getState().reset();
    vi.restoreAllMocks();
  });

  const field = (label: RegExp) => screen.getByLabelText(label);

  it('refuses a blank goal, then creates it in the chat room with Medium by default', async () => {
    const created = goal('00000000-0000-4000-8000-00000000a001', { roomId: CHAT_ROOM, title: 'Walk daily' });
    const create = vi.spyOn(goalsApi, 'create').mockResolvedValue(created);
    const toast = vi.spyOn(toaster, 'create');
    const onClose = vi.fn();
    renderWithProviders(<VideoGoalDialog open onClose={onClose} roomId={CHAT_ROOM} />);
    expect((field(/Priority/) as HTMLSelectElement).value).toBe('medium');
    fireEvent.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText(GOAL_ERR.TITLE_REQUIRED)).toBeTruthy();
    expect(screen.getByText(VIDEO_UI.GOAL_DESCRIPTION_REQUIRED)).toBeTruthy();
    expect(screen.getByText(VIDEO_UI.GOAL_CATEGORY_REQUIRED)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(field(/Title/), { target: { value: ' Walk daily ' } });
    fireEvent.change(field(/Description/), { target: { value: '30 minutes after lunch' } });
    fireEvent.change(field(/Category/), { target: { value: VIDEO_GOAL_CATEGORIES[0] } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Goal' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      roomId: CHAT_ROOM,
      title: 'Walk daily',
      description: '30 minutes after lunch',
      category: VIDEO_GOAL_CATEGORIES[0],
      priority: 'medium',
    });
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: VIDEO_DONE.GOAL_CREATED });
    expect(useGoals.getState().byRoom[CHAT_ROOM]?.map((g) => g.title)).toEqual(['Walk daily']);
  });

  it('says Failed to create goal and stays open when the server refuses', async () => {
    vi.spyOn(goalsApi, 'create').mockRejectedValue(new ApiError(500, 'Internal'));
    const toast = vi.spyOn(toaster, 'create');
    const onClose = vi.fn();
    renderWithProviders(<VideoGoalDialog open onClose={onClose} roomId={CHAT_ROOM} />);
    fireEvent.change(field(/Title/), { target: { value: 'Sleep by 11' } });
    fireEvent.change(field(/Description/), { target: { value: 'Five nights a week' } });
    fireEvent.change(field(/Category/), { target: { value: 'Lifestyle' } });
    fireEvent.change(field(/Priority/), { target: { value: 'high' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Goal' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ type: 'error', title: GOAL_ERR.CREATE_FAILED, description: GOAL_ERR.TRY_AGAIN }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
