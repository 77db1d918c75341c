/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PLAN_RULES } from 'site-contract/api';
import { hashOfKey, newDeliveryKey, parseDeliveryKeys } from 'site-contract/api/deliveryKeys';
import { createFileAuditLog } from 'site-contract/audit/auditLog';
import { createFileRevisionStore } from 'site-contract/registry/revisionStore';
import { createLocalReleaseStore } from 'site-contract/releases/releaseStore';
import { stopStartedChildren } from 'site-contract/testing';
import { releaseCli } from 'site-server/testing';
import { createDelivery } from '../src/delivery/delivery';
import { createDeliveryServer } from '../src/delivery/deliveryServer';
import { actionOf, ActionInvalid } from '../src/platform/actions';
import { deliveryServerOptions } from '../src/testing/deliveryServerOptions';

// The CLI runs as a process of its own (tsx compiling it): seconds each on a busy machine.
jest.setTimeout(120_000);
afterAll(stopStartedChildren);

/**
 * The same bad plans, each written as every client takes it: shares and a hold the API's JSON takes,
 * the platform page's form fields (minutes), the CLI's --plan and --step. Each client refuses each
 * with the same rule, in the same words (PLAN_RULES), whatever it adds on how to write a plan.
 */
const BAD_PLANS = [
  { what: 'not rising', steps: [50, 10, 100], minutes: 5, rule: PLAN_RULES.rising },
  { what: 'not ending at 100', steps: [10, 50], minutes: 5, rule: PLAN_RULES.end },
  { what: 'too many steps', steps: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100], minutes: 5, rule: PLAN_RULES.count },
  { what: 'a step held 0 minutes', steps: [10, 100], minutes: 0, rule: PLAN_RULES.hold },
  { what: 'a share over 100', steps: [10, 150], minutes: 5, rule: PLAN_RULES.share },
] as const;

describe('a bad rollout plan is refused with the same rule by the API, the platform page and the CLI', () => {
  const accessKey = newDeliveryKey();
  let dataDir: string;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-plan-rules-'));
    app = createDeliveryServer(
      deliveryServerOptions({
        delivery: createDelivery({
          releases: createLocalReleaseStore(dataDir),
          revisions: createFileRevisionStore(path.join(dataDir, 'registry')),
          audit: createFileAuditLog(path.join(dataDir, 'audit.log')),
          gates: async () => [],
        }),
        keys: () => parseDeliveryKeys(`access-team:mfe-access:${hashOfKey(accessKey)}`),
      }),
    );
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(BAD_PLANS)('$what', async ({ steps, minutes, rule }) => {
    const api = await fetch(`${url}/v1/remotes/mfe-access/promote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ release: 'a1', plan: { steps, stepMs: minutes * 60_000 } }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { error: string }).error).toContain(rule);

    const form = {
      action: 'promote',
      remote: 'mfe-access',
      release: 'a1',
      plan: steps.join(','),
      step: String(minutes),
    };
    expect(() => actionOf(form)).toThrow(ActionInvalid);
    expect(() => actionOf(form)).toThrow(rule.replace(/^./, (first) => first.toUpperCase()));

    const cli = await releaseCli(
      url,
      accessKey,
      'promote',
      'mfe-access',
      'a1',
      '--plan',
      steps.join(','),
      '--step',
      `${minutes}m`,
    );
    expect(cli.code).toBe(2);
    expect(cli.out).toContain(`--plan: ${rule}`);
  });

  it('the platform page takes a good plan as its form writes it', () => {
    expect(
      actionOf({ action: 'promote', remote: 'mfe-access', release: 'a1', plan: '10,50,100', step: '15' }).plan,
    ).toEqual({ steps: [10, 50, 100], stepMs: 15 * 60_000 });
  });
});
