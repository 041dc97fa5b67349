import { expect, test, type Page } from '@playwright/test';
import { VIDEO_ERR, VIDEO_UI } from '@coach/contract';
import { coachedClient } from '../support/coached-client.ts';
import { apiLogin, expectNoSeriousA11yViolations } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';
import {
  asUser,
  expectVideoPlaying,
  installFakeSpeech,
  say,
  sessionNotes,
  sessionStartingSoon,
  watchSocketEvents,
} from '../support/video.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

/** Live captions on: the first press asks for consent to transcription (box ticked, then confirmed). */
async function turnOnCaptions(page: Page) {
  await page.getByRole('button', { name: 'Live captions' }).click();
  const consent = page.getByRole('dialog', { name: VIDEO_UI.TRANSCRIPTION_CONSENT_TITLE });
  const confirm = consent.getByRole('button', { name: VIDEO_UI.TRANSCRIPTION_CONSENT_TITLE });
  await expect(confirm).toBeDisabled();
  await consent.getByText(VIDEO_UI.TRANSCRIPTION_CONSENT_CHECK).click();
  await confirm.click();
  await expect(consent).toBeHidden();
  await expect(page.getByRole('button', { name: 'Live captions' })).toHaveAttribute('aria-pressed', 'true');
}

/** Notes, then its Transcript tab: the lines captured so far. */
async function openTranscript(page: Page) {
  await page.getByRole('tab', { name: 'Notes', exact: true }).click();
  await page.getByRole('tab', { name: 'Transcript' }).click();
  return page.getByRole('region', { name: 'Transcript lines' });
}

test('@livekit a coach and client meet in the video room: media, captions, notes, assist, a guest, completion', async ({ browser }) => {
  // Three browsers, two encoding and decoding 720p camera video in software: on 2 cores each click
  // waits seconds for a busy renderer, and the journey took 4.3 to 5.7 minutes in the same week.
  test.setTimeout(600_000);
  const setup = await browser.newContext();
  const first = `Vid${Date.now().toString(36).slice(-5)}`;
  // A coach of the journey's own: no other journey's session overlaps the one booked below, and
  // one left in the room by a failure here blocks nobody else's booking.
  const ownCoach = await freshCoach(setup.request, 'Vera', 'Video');
  const person = await coachedClient(setup.request, first, ownCoach);
  const clientName = `${person.firstName} ${person.lastName}`;
  const coach = await apiLogin(setup.request, ownCoach);
  const client = await apiLogin(setup.request, person);
  const coachName = `${coach.user.firstName} ${coach.user.lastName}`;
  const goals = `Video journey ${first}`;
  const session = await sessionStartingSoon(setup.request, coach.token, client.user.id, goals);
  await setup.close();

  // The coach: the sessions page, and a second tab on it that must follow the session live.
  const coachContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await installFakeSpeech(coachContext);
  await asUser(coachContext, coach.token);
  const room = await coachContext.newPage();
  await recordToasts(room);
  const watcher = await coachContext.newPage();
  await watcher.goto('/coach/sessions');
  await watcher.getByRole('combobox', { name: 'Status' }).selectOption('all');
  const watchedRow = watcher.getByRole('row').filter({ hasText: person.email });
  await expect(watchedRow).toContainText('Confirmed');

  // Everything the room loads comes from our origin or LiveKit.
  const offOrigin: string[] = [];
  room.on('request', (req) => {
    const url = new URL(req.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname)) offOrigin.push(req.url());
  });
  await room.bringToFront();
  await room.goto('/coach/sessions');
  const row = room.getByRole('row').filter({ hasText: person.email });
  await row.getByRole('button', { name: `Actions for the session with ${clientName}` }).click();
  await room.getByRole('menuitem', { name: 'Start Video Session' }).click();
  await expect(room).toHaveURL(new RegExp(`/sessions/${session.id}/video$`));
  await expect(room.getByRole('button', { name: 'Leave' })).toBeVisible({ timeout: 20_000 });
  // The other tab saw it start, without a reload.
  await expect(watchedRow).toContainText('In Progress');

  // The client: Upcoming Sessions, Join.
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await installFakeSpeech(clientContext);
  await asUser(clientContext, client.token);
  const clientPage = await clientContext.newPage();
  const clientEvents = watchSocketEvents(clientPage);
  await recordToasts(clientPage);
  await clientPage.goto('/coaching');
  await clientPage.getByTestId('next-session').getByRole('button', { name: 'View All Sessions' }).click();
  const upcoming = clientPage.getByRole('dialog', { name: 'Upcoming Sessions' });
  const item = upcoming.getByRole('listitem').filter({ hasText: goals });
  await expect(item).toContainText('In Progress');
  await item.getByRole('button', { name: 'Join' }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/sessions/${session.id}/video$`));

  // Each sees the other live.
  await expectVideoPlaying(room, clientName);
  await expectVideoPlaying(clientPage, coachName);
  // LiveKit's webhook told the server: the coach's other tab shows the client in the room.
  await expect(watchedRow.getByTestId('in-room')).toHaveText(`${client.user.firstName} is in the video room`);

  // The coach mutes the client; the client's own button turns to Unmute.
  await expect(clientPage.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  await room.getByRole('button', { name: `Mute ${clientName}`, exact: true }).click();
  await expect(clientPage.getByRole('button', { name: 'Unmute', exact: true })).toBeVisible();
  await expect(room.getByRole('button', { name: `Mute ${clientName}`, exact: true })).toBeDisabled();

  // Live captions on both sides; what each says reaches both transcripts.
  await turnOnCaptions(room);
  await turnOnCaptions(clientPage);
  const coachLines = await openTranscript(room);
  const clientLines = await openTranscript(clientPage);
  const said: [Page, string][] = [
    [room, 'What would you like to focus on today?'],
    [clientPage, 'I want to get better at sending the outreach messages I keep drafting.'],
    [room, 'What would make the first message easier to send?'],
    [clientPage, 'I will send the first one to a former colleague on Tuesday.'],
  ];
  for (const [page, text] of said) {
    await say(page, text);
    await expect(coachLines.getByText(text)).toBeVisible();
    await expect(clientLines.getByText(text)).toBeVisible();
  }
  await expect(room.getByText(VIDEO_UI.LINES_CAPTURED(said.length))).toBeVisible();

  // After a few lines the AI assist suggests something to the coach, and only to the coach.
  await room.getByRole('tab', { name: 'Assist' }).click();
  const suggestion = room.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').first();
  await expect(suggestion).toBeVisible({ timeout: 20_000 });
  const suggestionText = (await suggestion.locator('p').last().textContent())!.trim();
  expect(suggestionText.length).toBeGreaterThan(0);
  await expect(clientPage.getByRole('tab', { name: 'Assist' })).toHaveCount(0);
  await expect(clientPage.getByText(suggestionText)).toHaveCount(0);
  expect(clientEvents).toContain('video:transcript');
  expect(clientEvents).not.toContain('video:assist');

  await expectNoSeriousA11yViolations(room);
  await shot(room, 'room-coach-1280');

  // Save and Summarize: both become the coach's notes of the session.
  await openTranscript(room);
  await room.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToastShown(room, 'Transcript saved');
  await room.getByRole('button', { name: 'Summarize', exact: true }).click();
  await expectToastShown(room, 'Transcript summarized');
  const notes = await sessionNotes(room.request, coach.token, session.id);
  const full = notes.find((n) => n.noteType === 'SESSION_TRANSCRIPT_FULL');
  expect(full?.content).toContain(said[1]![1]);
  expect(full?.content).toContain(`${coachName}: ${said[0]![1]}`);
  expect(notes.some((n) => n.noteType === 'SESSION_TRANSCRIPT_SUMMARY' && n.content.length > 0)).toBe(true);

  // A guest: the coach makes a link, the guest knocks, the coach lets them in, the client allows
  // it; they see Notes only, and the others see them come and go.
  // The link is made on a phone's 375 px, where Invite guests is in More: opened and chosen from
  // the keyboard, with the captions turned on from the wide bar checked there.
  await room.setViewportSize({ width: 375, height: 812 });
  const more = room.getByRole('button', { name: 'More controls' });
  await more.focus();
  await room.keyboard.press('Enter');
  const menu = room.getByRole('menu');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Live captions' })).toHaveAttribute('aria-checked', 'true');
  // The menu is light like the room whatever the app's theme, its text (the recording's reason too) readable.
  await expectNoSeriousA11yViolations(room);
  await shot(room, 'room-coach-375-more');
  await room.keyboard.press('i');
  await expect(menu.getByRole('menuitem', { name: 'Invite guests' })).toHaveAttribute('data-highlighted', '');
  await room.keyboard.press('Enter');
  const invite = room.getByRole('dialog', { name: VIDEO_UI.INVITE_TITLE });
  await expect.poll(() => invite.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await invite.getByText(VIDEO_UI.INVITE_CONSENT_CHECK).click();
  await invite.getByRole('button', { name: VIDEO_UI.INVITE_CREATE }).click();
  const link = await invite.getByRole('textbox', { name: 'Guest link' }).inputValue();
  expect(link).toMatch(/^http:\/\/.+\/video\/guest\/.+/);
  await invite.getByRole('button', { name: 'Cancel' }).click();
  await expect(invite).toBeHidden();
  await room.setViewportSize({ width: 1280, height: 900 });

  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await guest.getByLabel(VIDEO_UI.GUEST_NAME_LABEL).fill('Gwen Guest');
  await guest.getByRole('button', { name: VIDEO_UI.GUEST_ASK }).click();
  await expect(guest.getByText(VIDEO_UI.GUEST_WAITING_SCREEN)).toBeVisible();
  await room.getByRole('button', { name: 'Admit Gwen Guest' }).click();
  // The coach's yes asks the client; the guest waits for their answer.
  await expect(room.getByText(VIDEO_UI.KNOCK_AWAITING_CLIENT(clientName))).toBeVisible();
  await shot(room, 'room-coach-awaiting-client-1280');
  const asked = clientPage.getByRole('alertdialog', { name: VIDEO_UI.GUEST_REQUEST_TITLE });
  await expect(asked).toContainText(VIDEO_UI.GUEST_REQUEST_TEXT('Gwen Guest'));
  await expect(guest.getByText(VIDEO_UI.GUEST_WAITING_SCREEN)).toBeVisible();
  await expectNoSeriousA11yViolations(clientPage);
  await shot(clientPage, 'room-client-guest-request-1280');
  // Each notice shows for a few seconds: watched from before the guest can come in.
  const notices = (page: Page) => page.getByRole('status', { name: 'Who joined or left' });
  const sawJoin = Promise.all(
    [room, clientPage].map((p) => expect(notices(p)).toContainText(VIDEO_UI.PARTICIPANT_JOINED('Gwen Guest'), { timeout: 30_000 })),
  );
  await asked.getByRole('button', { name: VIDEO_UI.GUEST_REQUEST_ALLOW }).click();
  await expect(asked).toBeHidden();
  // In the room (not its error screen): the panel, with Notes alone.
  await expect(guest.getByRole('tab', { name: 'Notes', exact: true })).toBeVisible({ timeout: 20_000 });
  await sawJoin;
  await shot(clientPage, 'room-client-guest-joined-1280');
  await expect(guest.getByRole('button', { name: 'Live captions' })).toBeVisible();
  await expect(guest.getByRole('tab', { name: 'Assist' })).toHaveCount(0);
  await expect(guest.getByRole('tab', { name: 'Goals' })).toHaveCount(0);
  await expect(room.getByRole('heading', { name: /^Participants \(3\)/ })).toBeVisible();
  // Nobody is told of themselves.
  await expect(notices(guest)).not.toContainText('Gwen Guest');
  const sawLeave = Promise.all(
    [room, clientPage].map((p) => expect(notices(p)).toContainText(VIDEO_UI.PARTICIPANT_LEFT('Gwen Guest'), { timeout: 30_000 })),
  );
  await guestContext.close();
  await sawLeave;

  // A second guest, whom the client refuses: turned away, and the coach is told who said no.
  const second = await room.request.post(`/api/sessions/${session.id}/guest-invites`, {
    headers: { authorization: `Bearer ${coach.token}` },
    data: {},
  });
  expect(second.status(), await second.text()).toBe(201);
  const secondLink = ((await second.json()) as { data: { invite: { url: string } } }).data.invite.url;
  const refusedContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const refused = await refusedContext.newPage();
  await refused.goto(new URL(secondLink).pathname);
  await refused.getByLabel(VIDEO_UI.GUEST_NAME_LABEL).fill('Hal Guest');
  await refused.getByRole('button', { name: VIDEO_UI.GUEST_ASK }).click();
  await room.getByRole('button', { name: 'Admit Hal Guest' }).click();
  await clientPage.setViewportSize({ width: 375, height: 812 });
  await expect(asked).toContainText(VIDEO_UI.GUEST_REQUEST_TEXT('Hal Guest'));
  await shot(clientPage, 'room-client-guest-request-375');
  await asked.getByRole('button', { name: VIDEO_UI.GUEST_REQUEST_REFUSE }).click();
  await expect(asked).toBeHidden();
  await expect(refused.getByText(VIDEO_ERR.GUEST_DENIED)).toBeVisible();
  await expect(room.getByRole('region', { name: 'Guests waiting to join' })).toContainText(
    VIDEO_UI.KNOCK_CLIENT_DECLINED(clientName, 'Hal Guest'),
  );
  await shot(room, 'room-coach-guest-declined-1280');
  await room.getByRole('button', { name: `Dismiss: ${VIDEO_UI.KNOCK_CLIENT_DECLINED(clientName, 'Hal Guest')}` }).click();
  await clientPage.setViewportSize({ width: 1280, height: 900 });
  await refusedContext.close();
  expect(offOrigin).toEqual([]);

  // The coach completes the session; the client is asked how it was; the other tab follows.
  await room.getByRole('button', { name: 'Leave' }).click();
  const completion = room.getByRole('dialog', { name: 'Complete Coaching Session' });
  await completion.getByRole('button', { name: 'Complete Session' }).click();
  await expect(room).toHaveURL(/\/coach-dashboard$/);
  const rating = clientPage.getByRole('alertdialog', { name: 'How was your session?' });
  await expect(rating).toBeVisible();
  await rating.getByRole('radio', { name: '5 - Excellent' }).click();
  await rating.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(clientPage).toHaveURL(/\/coaching$/);
  await expect(watchedRow).toContainText('Completed');
  await expect(watchedRow.getByTestId('in-room')).toHaveCount(0);

  // The client's notebook holds what the room saved: the summary and the whole transcript.
  await room.goto(`/coach-dashboard?tab=clients&client=${client.user.id}&view=notebook`);
  const notebook = room.getByRole('list', { name: 'Notes' });
  await expect(notebook.getByRole('listitem').filter({ hasText: 'Session Summary' }).first()).toBeVisible();
  await expect(notebook.getByRole('listitem').filter({ hasText: 'Full Transcript' }).first()).toContainText(said[1]![1]);

  await Promise.all([coachContext.close(), clientContext.close()]);
});

test('@livekit background blur turns on and off with the model and WASM our server serves', async ({ browser }) => {
  // Segmenting frames in software WebGL on two cores: 18 s to turn on, 25 s for the click that
  // turns it off, measured with the coach alone in the room. Its own journey, with nobody else's
  // page sending or decoding video, so that a slow renderer here holds up nothing else.
  test.setTimeout(180_000);
  const setup = await browser.newContext();
  const ownCoach = await freshCoach(setup.request, 'Bea', 'Blur');
  const person = await coachedClient(setup.request, `Blur${Date.now().toString(36).slice(-5)}`, ownCoach);
  const coach = await apiLogin(setup.request, ownCoach);
  const client = await apiLogin(setup.request, person);
  const session = await sessionStartingSoon(setup.request, coach.token, client.user.id, 'Blur check');
  await setup.close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await asUser(context, coach.token);
  const room = await context.newPage();
  const offOrigin: string[] = [];
  room.on('request', (req) => {
    const url = new URL(req.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname)) offOrigin.push(req.url());
  });
  const assets: string[] = [];
  room.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/mediapipe/') && res.ok()) assets.push(new URL(res.url()).pathname);
  });
  await room.goto('/coach/sessions');
  const row = room.getByRole('row').filter({ hasText: person.email });
  await row.getByRole('button', { name: `Actions for the session with ${person.firstName} ${person.lastName}` }).click();
  await room.getByRole('menuitem', { name: 'Start Video Session' }).click();
  await expect(room).toHaveURL(new RegExp(`/sessions/${session.id}/video$`));
  await expect(room.getByRole('button', { name: 'Leave' })).toBeVisible({ timeout: 20_000 });

  const blur = room.getByRole('button', { name: 'Background blur' });
  await blur.click();
  await expect(blur).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  expect(assets.some((p) => p.endsWith('.tflite'))).toBe(true);
  expect(assets.some((p) => p.endsWith('.wasm'))).toBe(true);
  await blur.click();
  await expect(blur).toHaveAttribute('aria-pressed', 'false', { timeout: 60_000 });
  expect(offOrigin).toEqual([]);
  await context.close();
});
