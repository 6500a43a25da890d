import { randomUUID } from 'node:crypto';
import { contactRequestSchema, contactResponseSchema } from '@klarsicht/contracts';
import { fill, MESSAGES } from '@klarsicht/texts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.js';
import { enforceLimit } from '../../platform/http/limits.js';
import { problems } from '../../platform/http/problem-responses.js';
import { DEFAULT_LANGUAGE } from '../../platform/i18n/language.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { insertContactMessage, setContactDelivery } from './contact-repo.js';

export interface ContactPluginOptions {
  db: Database;
  mailer: Mailer;
  limit: { max: number; windowMs: number };
  from: string;
  /** Where messages go; without it they are stored and logged only. */
  to: string | undefined;
}

export const contactPlugin: FastifyPluginAsyncZod<ContactPluginOptions> = async (app, options) => {
  const limiter = app.createRateLimit({
    max: options.limit.max,
    timeWindow: options.limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `contact:${request.ip}`,
  });

  app.post(
    '/contact',
    {
      schema: {
        summary: 'Send a message to the Klarsicht team',
        tags: ['contact'],
        body: contactRequestSchema,
        response: { 202: contactResponseSchema, ...problems(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await enforceLimit(limiter, request, reply);
      const { email, subject, message, website } = request.body;
      if (website) {
        // The honeypot is filled: a bot. It gets the same answer as a person, and nothing is sent.
        request.log.info({ email }, 'contact form honeypot caught a submission');
        return reply.status(202).send({ received: true });
      }
      const id = randomUUID();
      await insertContactMessage(options.db.orm, { id, email, subject, message });
      const delivery = await deliver(options, { id, email, subject, message }, request);
      await setContactDelivery(options.db.orm, id, delivery);
      return reply.status(202).send({ received: true });
    },
  );
};

/** The message is stored first, so a failing mail server loses nothing; the team finds it in the table. */
async function deliver(
  options: ContactPluginOptions,
  message: { id: string; email: string; subject: string; message: string },
  request: FastifyRequest,
): Promise<'sent' | 'logged' | 'failed'> {
  // The team reads these, in the product's first language.
  const t = MESSAGES[DEFAULT_LANGUAGE].mail.contact;
  const mail = {
    to: options.to ?? options.from,
    from: options.from,
    replyTo: message.email,
    subject: fill(t.subject, { subject: message.subject }),
    text: `${message.message}\n\n${fill(t.signature, { email: message.email, id: message.id })}`,
  };
  try {
    await options.mailer.send(mail);
    return options.mailer.kind === 'smtp' ? 'sent' : 'logged';
  } catch (error) {
    request.log.error({ err: error, contactMessageId: message.id }, 'contact message stored but not sent');
    return 'failed';
  }
}
