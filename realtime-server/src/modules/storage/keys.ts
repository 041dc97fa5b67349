import { randomBytes } from 'node:crypto';
import type { TUploadType } from '@coach/contract';

/** 18 random bytes as base64url (24 characters): nobody guesses another upload's key. */
const randomName = () => randomBytes(18).toString('base64url');

/**
 * Where an upload's bytes land first: under `tmp/`, the user's id, the type and a random name. The
 * client's file name plays no part, so it can neither pick a path nor collide with someone else's.
 */
export const tmpKeyFor = (userId: string, type: TUploadType, ext: string) => `tmp/${userId}/${type}-${randomName()}.${ext}`;

/** Where a finalized file is kept: `<type>/<user id>/<random>.<ext>`; served at /api/storage/files/<key>. */
export const finalKeyFor = (userId: string, type: TUploadType, ext: string) => `${type}/${userId}/${randomName()}.${ext}`;
