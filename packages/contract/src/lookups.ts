import { z } from 'zod';

export const LOOKUP_KINDS = {
  'support-areas': 'support_area',
  'primary-focus': 'primary_focus',
  pronouns: 'pronouns',
  'checkin-frequency': 'checkin_frequency',
  'coaching-style': 'coaching_style',
} as const;
export type LookupPath = keyof typeof LOOKUP_KINDS;

export const ZLookupItem = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type TLookupItem = z.infer<typeof ZLookupItem>;
export const ZLookupList = z.array(ZLookupItem);
export type TLookupList = z.infer<typeof ZLookupList>;

export const ZSpecialization = z.object({ key: z.string(), displayName: z.string() });
export type TSpecialization = z.infer<typeof ZSpecialization>;

/** GET /api/coaches/specializations. */
export const ZSpecializationList = z.object({ specializations: z.array(ZSpecialization) });
export type TSpecializationList = z.infer<typeof ZSpecializationList>;
