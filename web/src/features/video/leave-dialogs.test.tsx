import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RATING_LABELS, VIDEO_DONE, VIDEO_ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import { videoApi } from './api.ts';
import { CompletionDialog } from './CompletionDialog.tsx';
import { RatingDialog } from './RatingDialog.tsx';

const SESSION = '00000000-0000-4000-8000-0000000000c1';
const button = (name: string) => screen.getByRole('button', { name });

describe('CompletionDialog (the coach leaves)', () => {
  afterEach(() => vi.restoreAllMocks());

  const open = () => {
    const onContinue = vi.fn();
    const onLeave = vi.fn();
    renderWithProviders(<CompletionDialog open sessionId={SESSION} onContinue={onContinue} onLeave={onLeave} />);
    return { onContinue, onLeave };
  };

  it('Continue Session goes back to the call; Leave Without Completing leaves without ending', async () => {
    const end = vi.spyOn(videoApi, 'end');
    const { onContinue, onLeave } = open();
    expect(await screen.findByRole('heading', { name: 'Complete Coaching Session' })).toBeTruthy();
    fireEvent.click(button('Continue Session'));
    expect(onContinue).toHaveBeenCalledTimes(1);
    fireEvent.click(button('Leave Without Completing'));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(end).not.toHaveBeenCalled();
  });

  it('Complete Session ends the session with the trimmed notes, then leaves', async () => {
    const end = vi.spyOn(videoApi, 'end').mockResolvedValue({} as Awaited<ReturnType<typeof videoApi.end>>);
    const toast = vi.spyOn(toaster, 'create');
    const { onLeave } = open();
    fireEvent.change(await screen.findByLabelText(/Completion notes/), { target: { value: '  Set two goals.  ' } });
    fireEvent.click(button('Complete Session'));
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(end).toHaveBeenCalledWith(SESSION, { completionNotes: 'Set two goals.' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: VIDEO_DONE.SESSION_COMPLETED }));
  });

  it('sends no notes when they are blank, and stays with the spec text when ending fails', async () => {
    const end = vi.spyOn(videoApi, 'end').mockRejectedValue(new Error('down'));
    const toast = vi.spyOn(toaster, 'create');
    const { onLeave } = open();
    fireEvent.change(await screen.findByLabelText(/Completion notes/), { target: { value: '   ' } });
    fireEvent.click(button('Complete Session'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ type: 'error', title: VIDEO_ERR.COMPLETE_FAILED_TITLE, description: VIDEO_ERR.COMPLETE_FAILED }),
    );
    expect(end).toHaveBeenCalledWith(SESSION, {});
    expect(onLeave).not.toHaveBeenCalled();
  });
});

describe('RatingDialog (the client and guests leave)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps Submit Feedback disabled until a rating is chosen; Skip & Leave sends nothing', async () => {
    const feedback = vi.spyOn(videoApi, 'feedback');
    const onDone = vi.fn();
    renderWithProviders(<RatingDialog open sessionId={SESSION} guestToken={null} onDone={onDone} />);
    expect(await screen.findByRole('heading', { name: 'How was your session?' })).toBeTruthy();
    expect((button('Submit Feedback') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: `4 - ${RATING_LABELS[3]}` }));
    expect((button('Submit Feedback') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Very Good')).toBeTruthy();
    fireEvent.click(button('Skip & Leave'));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(feedback).not.toHaveBeenCalled();
  });

  it('submits the rating and trimmed comments, thanks, then leaves', async () => {
    const feedback = vi.spyOn(videoApi, 'feedback').mockResolvedValue({ success: true } as Awaited<ReturnType<typeof videoApi.feedback>>);
    const toast = vi.spyOn(toaster, 'create');
    const onDone = vi.fn();
    renderWithProviders(<RatingDialog open sessionId={SESSION} guestToken={null} onDone={onDone} />);
    fireEvent.click(await screen.findByRole('radio', { name: `5 - ${RATING_LABELS[4]}` }));
    fireEvent.change(screen.getByLabelText(/Comments/), { target: { value: ' Helpful ' } });
    fireEvent.click(button('Submit Feedback'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(feedback).toHaveBeenCalledWith(SESSION, { rating: 5, comments: 'Helpful' });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: VIDEO_DONE.FEEDBACK_SUBMITTED, description: VIDEO_DONE.FEEDBACK_THANKS }),
    );
  });

  it("sends a guest's rating with the guest token, and stays when it fails", async () => {
    const guestFeedback = vi.spyOn(videoApi, 'guestFeedback').mockRejectedValue(new Error('down'));
    const toast = vi.spyOn(toaster, 'create');
    const onDone = vi.fn();
    renderWithProviders(<RatingDialog open sessionId={SESSION} guestToken="guest-token-123" onDone={onDone} />);
    fireEvent.click(await screen.findByRole('radio', { name: `2 - ${RATING_LABELS[1]}` }));
    fireEvent.click(button('Submit Feedback'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: VIDEO_ERR.FEEDBACK_FAILED })));
    expect(guestFeedback).toHaveBeenCalledWith({ guestToken: 'guest-token-123', rating: 2, comments: undefined });
    expect(onDone).not.toHaveBeenCalled();
  });
});
