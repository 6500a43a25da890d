/**
 * @klarsicht/rules/evaluate — every rule of ours with its evaluation, for the engine: it runs each
 * artifact's gatherer once and hands the artifact to the rules that read it.
 */

import { RULES } from './evaluators.generated.js';
import type { ArtifactName, Rule } from './model/rule.js';

export * from './index.js';

/** The rules that read `artifact`, in the registry's order (by id). */
export function rulesReading<A extends ArtifactName>(artifact: A): Rule<A>[] {
  return (RULES as readonly Rule[]).filter((rule): rule is Rule<A> => rule.artifact === artifact);
}
