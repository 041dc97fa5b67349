import pg from 'pg';

/**
 * Ends a customer's 7-day trial now, in the server's database (scripts/e2e.mjs made it and names it
 * in E2E_DATABASE_URL): waiting a week is not an option, and no call may shorten a trial.
 */
export async function endTrial(email: string): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error(
      'E2E_DATABASE_URL is unset: the billing journeys (tagged @postgres) need the PostgreSQL database of the server under test',
    );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query(`update users set trial_end_date = now() - interval '1 hour' where lower(email) = lower($1)`, [
      email,
    ]);
    if (rowCount !== 1) throw new Error(`no user ${email} to end the trial of`);
  } finally {
    await client.end();
  }
}
