export * from './types.ts';
export * from './create-db.ts';
export * from './migrate.ts';
export * from './seed.ts';
export { seedDemoScheduling } from './seed-sessions.ts';
export { seedDemoVideoSession } from './seed-video.ts';
export * from './demo-credentials.ts';
export { PREPARED } from './prepared.ts';
export type { Listener, ListenState } from './listen.ts';
