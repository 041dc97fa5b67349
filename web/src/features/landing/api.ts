import type { TContactBody, TOk } from '@coach/contract';
import { api } from '../../lib/api.ts';

export const contactApi = {
  send: (body: TContactBody) => api<TOk>('POST', '/api/contact', body),
};
