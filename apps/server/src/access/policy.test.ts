import { describe, expect, it } from 'vitest';
import { decide } from './policy.js';

const owner = { userId: 'owner' };
const stranger = { userId: 'stranger' };
const pipeline = { userId: 'owner', apiTokenId: 'token-1' };
const denial = (decision: ReturnType<typeof decide>) => (decision.allowed ? 'allow' : decision.denial);

describe('the access policy', () => {
  it('asks signed-out callers to sign in before anything is looked up', () => {
    expect(denial(decide(null, 'manage', 'account'))).toBe('sign-in');
    expect(denial(decide(null, 'manage', 'site'))).toBe('sign-in');
    expect(denial(decide(null, 'share', 'scan'))).toBe('sign-in');
    expect(denial(decide(null, 'export', 'scan', { kind: 'scan', ownerId: 'owner' }))).toBe('sign-in');
  });

  it('lets anyone with its id read a free check, and only the owner an owned scan', () => {
    expect(denial(decide(null, 'read', 'scan', { kind: 'scan', ownerId: null }))).toBe('allow');
    expect(denial(decide(stranger, 'read', 'scan', { kind: 'scan', ownerId: null }))).toBe('allow');
    expect(denial(decide(owner, 'read', 'scan', { kind: 'scan', ownerId: 'owner' }))).toBe('allow');
    expect(denial(decide(stranger, 'read', 'scan', { kind: 'scan', ownerId: 'owner' }))).toBe('not-found');
    expect(denial(decide(null, 'read', 'scan', { kind: 'scan', ownerId: 'owner' }))).toBe('not-found');
    expect(denial(decide(owner, 'read', 'scan'))).toBe('not-found');
  });

  it('keeps exports, share links and review marks to the owner; nobody owns a free check', () => {
    for (const action of ['export', 'share', 'review'] as const) {
      expect(denial(decide(owner, action, 'scan', { kind: 'scan', ownerId: 'owner' }))).toBe('allow');
      expect(denial(decide(stranger, action, 'scan', { kind: 'scan', ownerId: 'owner' }))).toBe('not-found');
      expect(denial(decide(owner, action, 'scan', { kind: 'scan', ownerId: null }))).toBe('not-found');
    }
  });

  it('lets a live share link be read by anyone, and nothing more', () => {
    expect(denial(decide(null, 'read', 'shared-scan', { kind: 'shared-scan' }))).toBe('allow');
    expect(denial(decide(null, 'read', 'shared-scan'))).toBe('not-found');
    expect(denial(decide(owner, 'share', 'shared-scan', { kind: 'shared-scan' }))).toBe('not-found');
  });

  it("opens a site's features to its owner while the plan covers it", () => {
    const site = {
      kind: 'site',
      ownerId: 'owner',
      site: 'example.com',
      planActive: true,
      onPlan: true,
    } as const;
    expect(denial(decide(owner, 'manage', 'site', site))).toBe('allow');
    expect(denial(decide(stranger, 'manage', 'site', site))).toBe('not-found');
    expect(denial(decide(owner, 'manage', 'site', { ...site, planActive: false, onPlan: false }))).toBe(
      'plan-required',
    );
    expect(denial(decide(owner, 'manage', 'site', { ...site, onPlan: false }))).toBe('not-on-plan');
  });

  it('treats a gone account as signed out, and keeps API tokens from administering it', () => {
    expect(denial(decide(owner, 'manage', 'account'))).toBe('sign-in');
    expect(denial(decide(owner, 'administer', 'account', { kind: 'account', userId: 'owner' }))).toBe(
      'allow',
    );
    expect(denial(decide(pipeline, 'manage', 'account', { kind: 'account', userId: 'owner' }))).toBe('allow');
    expect(denial(decide(pipeline, 'administer', 'account', { kind: 'account', userId: 'owner' }))).toBe(
      'interactive-only',
    );
  });
});
