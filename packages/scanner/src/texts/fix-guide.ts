/** The shape of a fix guide is the report's; the guides themselves are the engine's texts. */
export type { FixGuide, FixGuides } from '@klarsicht/report';
