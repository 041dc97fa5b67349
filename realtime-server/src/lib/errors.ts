import { ONBOARDING_ERR, type ErrorCode } from '@coach/contract';

/** The one error type services throw; the error handler turns it into `{ error, code }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found', code: ErrorCode = 'NOT_FOUND') => new AppError(code, 404, what);
/** A room that does not exist, or one the caller is not a member of: the same 404, so it does not confirm the room exists. */
export const roomNotFound = () => notFound(ONBOARDING_ERR.ROOM_NOT_FOUND, 'ROOM_NOT_FOUND');
export const unauthorized = (msg = 'Unauthorized') => new AppError('UNAUTHORIZED', 401, msg);
export const forbidden = (msg = 'Forbidden') => new AppError('FORBIDDEN', 403, msg);
export const badRequest = (msg: string, code: ErrorCode = 'BAD_REQUEST') => new AppError(code, 400, msg);
export const conflict = (msg: string, code: ErrorCode = 'CONFLICT') => new AppError(code, 409, msg);
