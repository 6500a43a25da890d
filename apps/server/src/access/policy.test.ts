import { describe, expect, it } from 'vitest';
import { type Action, decide, roleMay } from './policy.js';
import type { Viewer } from './viewer.js';

// Each in their personal organisation, whose id is theirs.
const owner: Viewer = { userId: 'owner', organisationId: 'owner', role: 'owner' };
const stranger: Viewer = { userId: 'stranger', organisationId: 'stranger', role: 'owner' };
const pipeline: Viewer = { ...owner, apiTokenId: 'token-1', tokenOrganisationId: 'owner' };
const denial = (decision: ReturnType<typeof decide>) => (decision.allowed ? 'allow' : decision.denial);

describe('the access policy', () => {
  it('asks signed-out callers to sign in before anything is looked up', () => {
    expect(denial(decide(null, 'manage', 'account'))).toBe('sign-in');
    expect(denial(decide(null, 'manage', 'site'))).toBe('sign-in');
    expect(denial(decide(null, 'share', 'scan'))).toBe('sign-in');
    expect(
      denial(decide(null, 'export', 'scan', { kind: 'scan', organisationId: 'owner', site: 'example.com' })),
    ).toBe('sign-in');
  });

  it('lets anyone with its id read a free check, and only the owner an owned scan', () => {
    expect(
      denial(decide(null, 'read', 'scan', { kind: 'scan', organisationId: null, site: 'example.com' })),
    ).toBe('allow');
    expect(
      denial(decide(stranger, 'read', 'scan', { kind: 'scan', organisationId: null, site: 'example.com' })),
    ).toBe('allow');
    expect(
      denial(decide(owner, 'read', 'scan', { kind: 'scan', organisationId: 'owner', site: 'example.com' })),
    ).toBe('allow');
    expect(
      denial(
        decide(stranger, 'read', 'scan', { kind: 'scan', organisationId: 'owner', site: 'example.com' }),
      ),
    ).toBe('not-found');
    expect(
      denial(decide(null, 'read', 'scan', { kind: 'scan', organisationId: 'owner', site: 'example.com' })),
    ).toBe('not-found');
    expect(denial(decide(owner, 'read', 'scan'))).toBe('not-found');
  });

  it('keeps exports, share links and review marks to the owner; nobody owns a free check', () => {
    for (const action of ['export', 'share', 'review'] as const) {
      expect(
        denial(decide(owner, action, 'scan', { kind: 'scan', organisationId: 'owner', site: 'example.com' })),
      ).toBe('allow');
      expect(
        denial(
          decide(stranger, action, 'scan', { kind: 'scan', organisationId: 'owner', site: 'example.com' }),
        ),
      ).toBe('not-found');
      expect(
        denial(decide(owner, action, 'scan', { kind: 'scan', organisationId: null, site: 'example.com' })),
      ).toBe('not-found');
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
      organisationId: 'owner',
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

  it('answers for the organisation the caller acts for, as a whole, and for no other', () => {
    expect(
      denial(decide(owner, 'manage', 'organisation', { kind: 'organisation', organisationId: 'owner' })),
    ).toBe('allow');
    expect(
      denial(decide(stranger, 'manage', 'organisation', { kind: 'organisation', organisationId: 'owner' })),
    ).toBe('sign-in');
    expect(denial(decide(null, 'read', 'organisation'))).toBe('sign-in');
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

  it('lets each role do what decision 028 gives it, in its own organisation only', () => {
    const actions: Action[] = [
      'read',
      'export',
      'team',
      'scan',
      'share',
      'review',
      'manage',
      'administer',
      'own',
    ];
    const allowed = (role: Viewer['role']) => actions.filter((action) => roleMay(role, action));
    expect(allowed('owner')).toEqual(actions);
    expect(allowed('admin')).toEqual([
      'read',
      'export',
      'team',
      'scan',
      'share',
      'review',
      'manage',
      'administer',
    ]);
    expect(allowed('editor')).toEqual(['read', 'export', 'team', 'scan', 'share', 'review']);
    expect(allowed('viewer')).toEqual(['read', 'export', 'team']);
    expect(allowed('client')).toEqual(['read', 'export']);

    const team = 'agentur';
    const viewer: Viewer = { userId: 'leser', organisationId: team, role: 'viewer' };
    const editor: Viewer = { userId: 'bearbeiterin', organisationId: team, role: 'editor' };
    const scan = { kind: 'scan', organisationId: team, site: 'kunde.example' } as const;
    expect(denial(decide(viewer, 'read', 'scan', scan))).toBe('allow');
    expect(denial(decide(viewer, 'review', 'scan', scan))).toBe('role');
    expect(denial(decide(editor, 'review', 'scan', scan))).toBe('allow');
    const site = {
      kind: 'site',
      organisationId: team,
      site: 'kunde.example',
      planActive: true,
      onPlan: true,
    } as const;
    expect(denial(decide(editor, 'manage', 'site', site))).toBe('role');
    expect(denial(decide(editor, 'read', 'site', site))).toBe('allow');
    // Another organisation's things stay out of sight, whatever the role.
    expect(denial(decide(owner, 'read', 'site', site))).toBe('not-found');
    expect(
      denial(decide(editor, 'own', 'organisation', { kind: 'organisation', organisationId: team })),
    ).toBe('role');
  });

  it("shows a client their group's sites and scans of them, nothing else of the organisation", () => {
    const team = 'agentur';
    const client: Viewer = {
      userId: 'kundin',
      organisationId: team,
      role: 'client',
      clientSites: ['kunde.example'],
    };
    const site = (name: string) =>
      ({ kind: 'site', organisationId: team, site: name, planActive: true, onPlan: true }) as const;
    const scan = (name: string) => ({ kind: 'scan', organisationId: team, site: name }) as const;
    expect(denial(decide(client, 'read', 'site', site('kunde.example')))).toBe('allow');
    expect(denial(decide(client, 'export', 'scan', scan('kunde.example')))).toBe('allow');
    // Another client's site: as if it did not exist, for reading and for anything more.
    expect(denial(decide(client, 'read', 'site', site('andere.example')))).toBe('not-found');
    expect(denial(decide(client, 'read', 'scan', scan('andere.example')))).toBe('not-found');
    expect(denial(decide(client, 'manage', 'site', site('andere.example')))).toBe('not-found');
    // Their own site, but more than reading.
    expect(denial(decide(client, 'review', 'scan', scan('kunde.example')))).toBe('role');
    // Organisation-wide reads only where the route filters for clients.
    const whole = { kind: 'organisation', organisationId: team } as const;
    expect(denial(decide(client, 'read', 'organisation', whole))).toBe('role');
    expect(denial(decide(client, 'read', 'organisation', { ...whole, clientView: true }))).toBe('allow');
    // Free checks stay readable by their id, for clients too.
    expect(
      denial(decide(client, 'read', 'scan', { kind: 'scan', organisationId: null, site: 'x.example' })),
    ).toBe('allow');
  });
});
