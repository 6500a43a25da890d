import { IMPACTS } from '@klarsicht/report';

/** Most severe first. From the report package, which (unlike the contracts) does not pull zod in. */
export const IMPACT_ORDER = IMPACTS;
