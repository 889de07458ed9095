import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { authApi, branchesApi, platformApi } from '@tawi/contracts';
import { callEntry, callEntryResult } from '../support/api-client';
import { newDataDir, type RunningServer, serverEntry, startServer } from '../support/server';

describe('the server process', () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  before(async () => {
    server = await startServer({ dataDir, args: ['--demo'] });
  });
  after(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the API and the web app on one port', async () => {
    const health = await callEntry(server.url, undefined, platformApi.health);
    assert.deepEqual(health, { status: 'ok', database: 'pglite', version: '0.1.0' });
    const page = await fetch(`${server.url}/dashboard/settings`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<div id="root">/);
    const missingAsset = await fetch(`${server.url}/assets/nope.js`);
    assert.equal(missingAsset.status, 404);
  });

  it('--demo creates a company with three branches and one login per built-in role', async () => {
    const roles = [
      'owner',
      'administrator',
      'accountant',
      'branch-manager',
      'sales',
      'storekeeper',
      'hr-payroll',
      'viewer',
    ];
    for (const role of roles) {
      const res = await callEntryResult(server.url, undefined, authApi.login, {
        body: { email: `${role}@demo.tawi.co.ke`, password: 'Demo@2026' },
      });
      assert.equal(res.status, 200, role);
      assert.equal(res.body?.user.userRole, role.replace('-', '_'));
      assert.equal(res.body?.user.businessName, 'Duka Bora Traders Ltd');
    }
    const { accessToken } = await callEntry(server.url, undefined, authApi.login, {
      body: { email: 'owner@demo.tawi.co.ke', password: 'Demo@2026' },
    });
    const branches = await callEntry(server.url, accessToken, branchesApi.list);
    const names = branches.items.map((b) => b.name);
    assert.deepEqual(names.sort(), ['Kisumu', 'Mombasa', 'Nairobi CBD']);
  });

  it('refuses a second process on the same DATA_DIR with a clear message', () => {
    const second = spawnSync(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(second.status, 1);
    assert.match(second.stderr, /in use by another Tawi process \(pid \d+\)/);
  });
});
