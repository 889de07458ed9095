import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { type RunningServer, type ServerOptions, startServer } from './server';

/** The built server and the Chromium that a spec file's tests share. */
export interface SpecRun {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts the built server and a browser before the tests of the enclosing `describe` and stops both after
 * them. `options` is read when they start, after the `before` hooks registered earlier, so a stand-in
 * (SMTP, eTIMS) started in such a hook can hand its address to the server.
 */
export function useServerAndBrowser(options: () => ServerOptions = () => ({})): SpecRun {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer(options());
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} starts in before(): use it inside a test or hook`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
