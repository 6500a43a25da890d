import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../platform/db/database.js';
import {
  consumeOidcPayload,
  deleteExpiredOidcPayloads,
  destroyOidcPayload,
  findOidcPayload,
  findOidcPayloadByUid,
  findOidcPayloadByUserCode,
  revokeOidcGrant,
  type StoredPayload,
  upsertOidcPayload,
} from './oidc-repo.js';

/**
 * oidc-provider's storage on our database, so every API process sees the same sessions, codes
 * and tokens. Expired rows are never returned and are swept now and then.
 */

const SWEEP_PROBABILITY = 1 / 100;

function toPayload(row: StoredPayload | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

export function databaseAdapter(db: Database): AdapterFactory {
  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await upsertOidcPayload(db.orm, {
        model,
        id,
        payload: payload as Record<string, unknown>,
        expiresInSeconds: expiresIn,
      });
      if (Math.random() < SWEEP_PROBABILITY) deleteExpiredOidcPayloads(db.orm).catch(() => {});
    },
    async find(id) {
      return toPayload(await findOidcPayload(db.orm, model, id));
    },
    async findByUid(uid) {
      return toPayload(await findOidcPayloadByUid(db.orm, model, uid));
    },
    async findByUserCode(userCode) {
      return toPayload(await findOidcPayloadByUserCode(db.orm, model, userCode));
    },
    async consume(id) {
      await consumeOidcPayload(db.orm, model, id);
    },
    async destroy(id) {
      await destroyOidcPayload(db.orm, model, id);
    },
    async revokeByGrantId(grantId) {
      await revokeOidcGrant(db.orm, grantId);
    },
  });
}
