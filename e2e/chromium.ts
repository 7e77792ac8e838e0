import { existsSync } from 'node:fs';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/**
 * Debian Chromium, launched without a sandbox (tests run as root) and without network chatter: the
 * whole browser, for the journeys that need what only it has (Web Push and notifications).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's chromium-headless-shell (the same engine without the browser's shell; what Playwright runs
 * headless by default) for every other journey: about a third less CPU than the whole browser, which
 * on CI's 2 CPUs is the difference between journeys that wait on each other and journeys that run.
 * The whole browser when the shell is not installed.
 */
export const headlessShellLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args,
};
