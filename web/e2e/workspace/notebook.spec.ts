import { expect, test, type Page } from '@playwright/test';
import { NOTE_ERR, NOTEBOOK_UI } from '@coach/contract';
import { expectNoSeriousA11yViolations, signIn } from '../support/fixtures.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';

const notebookOf = (page: Page) => page.getByRole('region', { name: 'Client notebook' });
const notes = (page: Page) => notebookOf(page).getByRole('list', { name: 'Notes' });

test('the coach writes, searches, edits and deletes a client note, and a second tab follows live', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const coach = await context.newPage();
  const firstName = `Nora${Date.now().toString(36).slice(-4)}`;
  const ownCoach = await freshCoach(context.request);
  const person = await coachedClient(context.request, firstName, ownCoach);
  const name = `${person.firstName} ${person.lastName}`;

  // The row menu opens the fresh client's notebook: empty.
  await signIn(coach, ownCoach.email, ownCoach.password);
  await expect(coach).toHaveURL(/\/coach-dashboard/);
  await coach.goto('/coach-dashboard?tab=clients');
  await coach.getByRole('button', { name: `Options for ${name}` }).click();
  await coach.getByRole('menuitem', { name: 'Notebook' }).click();
  await expect(coach.getByRole('heading', { name: `Notebook for ${name}` })).toBeVisible();
  await expect(notebookOf(coach).getByText(NOTEBOOK_UI.EMPTY_ALL)).toBeVisible();
  await expect(coach).toHaveURL(/view=notebook/);

  // A second tab on the same notebook (the link lands there).
  const second = await context.newPage();
  await second.goto(coach.url());
  await expect(notebookOf(second).getByText(NOTEBOOK_UI.EMPTY_ALL)).toBeVisible();

  // Write a note: Save waits for content; the form clears and closes.
  const word = `kite${Date.now().toString(36)}`;
  await notebookOf(coach).getByRole('button', { name: 'New Note' }).click();
  const form = coach.getByRole('form', { name: 'New note' });
  await expect(form.getByRole('button', { name: 'Save Note' })).toBeDisabled();
  await form.getByLabel('Title (optional)').fill('First conversation');
  await form.getByLabel('Content').fill(`Wants to fly a ${word} with the kids by spring.`);
  await expectNoSeriousA11yViolations(coach);
  await form.getByRole('button', { name: 'Save Note' }).click();
  await expect(form).toBeHidden();
  const item = notes(coach).getByRole('listitem', { name: 'First conversation' });
  await expect(item).toContainText(`fly a ${word}`);
  await expect(item).toContainText('General Notes');
  await expect(notebookOf(coach).getByText(NOTEBOOK_UI.showing(1, 1))).toBeVisible();
  await expect(notebookOf(coach).getByRole('tab', { name: 'General (1)' })).toBeVisible();

  // The second tab follows without a reload.
  await expect(notes(second).getByRole('listitem', { name: 'First conversation' })).toContainText(word);

  // Search: the server finds it by a word of its content, and nothing for another.
  const search = notebookOf(coach).getByRole('searchbox', { name: 'Search notes' });
  await search.fill('no-such-thing-here');
  await expect(notebookOf(coach).getByText(NOTEBOOK_UI.EMPTY_ALL)).toBeVisible();
  await search.fill(word.toUpperCase());
  await expect(item).toBeVisible();
  await expect(notebookOf(coach).getByText(NOTEBOOK_UI.showing(1, 1))).toBeVisible();

  // Edit in place; the other tab follows.
  await item.getByRole('button', { name: /^Edit/ }).click();
  const editor = item.getByRole('form', { name: 'Edit note' });
  await editor.getByLabel('Content').fill(`Flew the ${word} on Sunday.`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(item).toContainText(`Flew the ${word} on Sunday.`);
  await expect(notes(second).getByRole('listitem', { name: 'First conversation' })).toContainText('Flew the');

  // Delete after the confirm; the other tab follows.
  await item.getByRole('button', { name: /^Delete/ }).click();
  const confirm = coach.getByRole('alertdialog', { name: 'Delete note' });
  await expect(confirm.getByText(NOTE_ERR.DELETE_CONFIRM)).toBeVisible();
  await expectNoSeriousA11yViolations(coach);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(notebookOf(coach).getByText(NOTEBOOK_UI.EMPTY_ALL)).toBeVisible();
  await expect(notebookOf(second).getByText(NOTEBOOK_UI.EMPTY_ALL)).toBeVisible();
  await expect(notebookOf(second).getByText(/^0 notes/)).toBeVisible();

  await context.close();
});
