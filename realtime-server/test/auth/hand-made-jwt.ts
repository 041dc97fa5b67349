import { createHmac } from 'node:crypto';

/** A hand-made JWT, to present tokens the server did not issue (any claims, any secret, any `alg`). */
export function handMadeJwt(payload: object, secret: string | null, alg = 'HS256'): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${part({ alg, typ: 'JWT' })}.${part(payload)}`;
  const signature = secret ? createHmac('sha256', secret).update(head).digest('base64url') : '';
  return `${head}.${signature}`;
}
