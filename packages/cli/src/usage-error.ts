/** A mistake on the command line; the CLI prints the message and the usage for `topic`, exit 2. */
export class UsageError extends Error {
  readonly topic: 'main' | 'scan';

  constructor(message: string, topic: 'main' | 'scan') {
    super(message);
    this.name = 'UsageError';
    this.topic = topic;
  }
}
