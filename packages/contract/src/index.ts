export * from './constants.ts';
export * from './errors.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './contact.ts';
export * from './health.ts';
export * from './socket.ts';
