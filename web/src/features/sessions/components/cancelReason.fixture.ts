import { expect } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SESSION_ERR } from '@coach/contract';
import type { HttpMock } from '../../../test/http.ts';

/** Presses the cancel dialog's confirm button, 'Cancel Session'. */
export const confirmCancel = () => fireEvent.click(screen.getByRole('button', { name: 'Cancel Session' }));

/**
 * The cancel dialog's reason rules, as a person meets them: confirming without a reason, then with
 * 'Other' but no words, is refused with its text and sends nothing; then `words` are typed for
 * 'Other' and the dialog confirmed.
 */
export async function cancelWithOwnWords(fetchMock: HttpMock, words: string) {
  confirmCancel();
  expect(await screen.findByText(SESSION_ERR.REASON_REQUIRED)).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Other' } });
  confirmCancel();
  expect(await screen.findByText(SESSION_ERR.CUSTOM_REASON_REQUIRED)).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText(/Please describe/), { target: { value: words } });
  confirmCancel();
}
