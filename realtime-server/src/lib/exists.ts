/** Whether a select finds any row; the database is asked for one at most. */
export async function exists(query: { limit(n: number): { executeTakeFirst(): Promise<unknown> } }): Promise<boolean> {
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
