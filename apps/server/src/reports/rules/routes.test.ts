import { ruleListSchema } from '@klarsicht/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /api/rules', () => {
  it('lists the BFSG profile in German by default, to anyone', async () => {
    const response = await get('/api/rules');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('de');
    const list = ruleListSchema.parse(response.json());
    expect(list.profile).toBe('bfsg');
    expect(list.rules.find((rule) => rule.id === 'image-alt')).toMatchObject({
      category: 'wcag',
      actRules: ['23a2a8'],
      title: 'Bilder müssen einen Alternativtext haben',
    });
    expect(list.rules.filter((rule) => rule.category === 'bfsg').map((rule) => rule.id)).toEqual([
      'klarsicht-accessibility-statement',
      'klarsicht-feedback-mechanism',
    ]);
  });

  it('lists a larger profile in English when asked by query or Accept-Language', async () => {
    for (const response of [
      await get('/api/rules?profile=wcag22aa&lang=en'),
      await get('/api/rules?profile=wcag22aa', { 'accept-language': 'en-GB' }),
    ]) {
      const list = ruleListSchema.parse(response.json());
      expect(list.rules.find((rule) => rule.id === 'target-size')?.title).toBe(
        'All touch targets must be 24px large, or leave sufficient space',
      );
    }
  });

  it('refuses an unknown profile with a problem naming the field', async () => {
    const response = await get('/api/rules?profile=wcag3');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});
