import { contactEndpoints as e, type TContactBody } from '@coach/contract';
import { callData } from '../../lib/api.ts';

export const contactApi = {
  send: (body: TContactBody) => callData(e.sendContactMessage, { body }),
};
