import { z } from 'zod';
import { ZEnvelope } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

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

export const LOOKUP_PATHS = Object.keys(LOOKUP_KINDS) as LookupPath[];

/** 'checkin-frequency' -> 'CheckinFrequency'. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;
export type LookupOperationId = `list${Pascal<LookupPath>}`;

/** support-areas -> listSupportAreas */
const lookupOperationId = (path: LookupPath) =>
  `list${path.replace(/(?:^|-)(\w)/g, (_m, c: string) => c.toUpperCase())}` as LookupOperationId;

const lookupSpec = (path: LookupPath) =>
  ({
    method: 'GET',
    path: `/api/lookup/${path}`,
    summary: `List the options: ${path.replaceAll('-', ' ')}`,
    auth: 'public',
    response: ZEnvelope(ZLookupList),
  }) as const;

/** The option lists of the sign-up forms, one call per kind, made from LOOKUP_KINDS. */
export const lookupEndpoints = defineEndpoints(
  'Lookups',
  Object.fromEntries(LOOKUP_PATHS.map((path) => [lookupOperationId(path), lookupSpec(path)])) as Record<
    LookupOperationId,
    ReturnType<typeof lookupSpec>
  >,
);

/** The call that lists one kind of options. */
export const lookupEndpoint = (path: LookupPath) => lookupEndpoints[lookupOperationId(path)];
