import { type UsageProblem, type UsageTopic, usageMessage } from './usage-texts.js';

export type { UsageProblem, UsageTopic } from './usage-texts.js';

/**
 * A mistake on the command line; the CLI prints the problem and the usage for `topic` in the user's
 * language (`usageMessage`), exit 2. `message` is the problem in English, for programmers.
 */
export class UsageError extends Error {
  readonly problem: UsageProblem;
  readonly topic: UsageTopic;

  constructor(problem: UsageProblem, topic: UsageTopic) {
    super(usageMessage(problem, 'en'));
    this.name = 'UsageError';
    this.problem = problem;
    this.topic = topic;
  }
}
