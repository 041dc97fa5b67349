import { expect, type Page } from '@playwright/test';

const next = (page: Page) => page.getByRole('button', { name: /^(Next|Start Coaching)/ }).click();

export interface IntakePerson {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Answers steps 1 to 8 of the intake wizard (the access step, when shown, is the caller's). */
export async function answerIntake(page: Page, who: IntakePerson, { invited = false } = {}) {
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await page.getByText('I agree to the Terms of Service').click();
  await next(page);

  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  if (invited) {
    await expect(page.getByLabel('Email')).toHaveValue(who.email);
    await expect(page.getByLabel('Email')).not.toBeEditable();
  } else {
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Email is available')).toBeVisible();
  }
  await page.locator('input[name=password]').fill(who.password);
  await page.locator('input[name=confirmPassword]').fill(who.password);
  await next(page);

  await page.getByLabel('Preferred name').fill(who.firstName);
  await next(page);

  // Goal setting and accountability come preselected; a primary focus is required.
  await page
    .getByRole('radiogroup', { name: /main focus/ })
    .getByText('Career', { exact: true })
    .click();
  await next(page);
  await next(page); // life check-in keeps its defaults
  await page.getByText('Weekly', { exact: true }).click();
  await page.getByText('Reflective', { exact: true }).click();
  await next(page);
  await page.getByLabel('Anything else your coach should know?').fill('Mornings work best.');
  await next(page);
}
