/** A mistake on the command line; the CLI prints the message and the usage for `topic`, exit 2. */
export type UsageTopic = 'main' | 'scan' | 'rules';

export class UsageError extends Error {
  readonly topic: UsageTopic;

  constructor(message: string, topic: UsageTopic) {
    super(message);
    this.name = 'UsageError';
    this.topic = topic;
  }
}
