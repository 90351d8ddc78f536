import { expect, test } from '@playwright/test';
import pa11y from 'pa11y';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { HYDRATED_TOGGLE, PAGE_TYPES, settledAnimations, type ReadyStep } from './support/pageTypes';

/**
 * pa11y with its HTML_CodeSniffer runner (WCAG 2 AA) over every page type in both colour modes: no
 * error allowed. pa11y drives Chromium through Puppeteer, so this spec launches Debian's chromium
 * itself (never a downloaded browser: see .puppeteerrc.cjs) and prepares each page the way the axe
 * spec does, then lets pa11y test it as it stands.
 */

let browser: Promise<Browser> | undefined;

function chromium(): Promise<Browser> {
  browser ??= puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  return browser;
}

test.afterAll(async () => {
  await (await browser)?.close();
  browser = undefined;
});

async function makeReady(page: Page, steps: ReadyStep[] = []): Promise<void> {
  for (const step of steps) {
    if ('scrollTo' in step) await page.$eval(step.scrollTo, (element) => element.scrollIntoView({ block: 'center' }));
    else if ('clickButton' in step) await page.locator(`::-p-aria([name="${step.clickButton}"][role="button"])`).click();
    else if ('waitFor' in step) await page.waitForSelector(step.waitFor, { visible: true });
    else await page.waitForSelector(`::-p-text(${step.waitForText})`, { visible: true });
  }
  await page.evaluate(settledAnimations);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`pa11y, HTML_CodeSniffer (${mode} mode)`, () => {
    for (const { name, path, ready } of PAGE_TYPES) {
      test(`${name}: no errors`, async ({ baseURL }) => {
        const page = await (await chromium()).newPage();
        try {
          await page.setViewport({ width: 1280, height: 1024 });
          await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: mode }]);
          // No internet here: the analytics library is not fetched (pages work without it).
          await page.setRequestInterception(true);
          page.on('request', (request) => void (/googletagmanager\.com/.test(request.url()) ? request.abort() : request.continue()));

          await page.goto(new URL(path, baseURL).href);
          await page.waitForFunction((selector) => document.querySelector<HTMLButtonElement>(selector)?.disabled === false, {}, HYDRATED_TOGGLE);
          expect(await page.$eval('html', (html) => html.dataset.theme)).toBe(mode);
          await makeReady(page, ready);

          const { issues } = await pa11y(page.url(), { browser: await chromium(), page, ignoreUrl: true, runners: ['htmlcs'], standard: 'WCAG2AA' });
          const errors = issues
            .filter((issue) => issue.type === 'error')
            .map((issue) => `${issue.code}\n    ${issue.message}\n    ${issue.selector}: ${issue.context.slice(0, 160)}`);
          expect(errors, errors.join('\n')).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });
}
