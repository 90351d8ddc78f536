import fs from 'node:fs';
import type { Browser, Page, Response } from '@playwright/test';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { RuleGroupType, RuleType } from 'react-querybuilder';
import { IMPORTERS } from '../src/demo/components/ImportPanel/importers';
import { EXPORT_TABS, FORMATS } from '../src/demo/constants/formats';
import { NOT_IN_ALL, OPTION_INFO } from '../src/demo/constants/options';
import { SETTING_INFO } from '../src/demo/constants/settings';
import { initialQuery } from '../src/demo/constants/initialQuery';
import { STYLE_LABELS, STYLE_NAMES, stylePath, type StyleName } from '../src/demo/constants/styles';
import { people, type Person } from '../src/demo/data/people';
import { matchSummary, runQuery } from '../src/demo/data/runQuery';
import { expect, gotoHydrated, test, waitForPageSettled } from './fixtures';

/**
 * The demo pages: /demo and one per UI library. Each library is checked the way a reader uses
 * it (its own components, adding and removing rules, options in the address, SQL export, dark
 * mode) and for what it must not do (load other libraries, leave styles behind on other pages):
 * in one test per library that opens its demo once and runs these checks as steps. The doc page
 * they compare styles with is loaded directly once per worker. Then the demo's import, permalink
 * and options, on /demo and a few libraries.
 */
interface Lib {
  name: StyleName;
  path: string;
  label: string;
  /** Elements only this library's controls render. */
  components: string[];
  /** A string only this library's code contains (checked in the scripts the page loaded). */
  marker: string;
}

/**
 * What tells each library's controls and code apart. A library the demo adds without a row here is
 * still tested: its builder must render react-querybuilder's standard controls, and its code is
 * not checked for another library's marker.
 */
const LIB_FACTS: Partial<Record<StyleName, Pick<Lib, 'components' | 'marker'>>> = {
  default: { components: ['select.rule-fields', 'button.ruleGroup-addRule'], marker: '' },
  antd: { components: ['.ant-select', '.ant-btn'], marker: 'anticon' },
  bootstrap: { components: ['select.form-select', 'button.btn'], marker: 'rqb-bootstrap' },
  bulma: { components: ['.select > select', 'button.button'], marker: 'rqb-bulma' },
  chakra: { components: ['select.chakra-select', 'button.chakra-button'], marker: 'chakra-button' },
  fluent: { components: ['.fui-Select', 'button.fui-Button'], marker: 'fui-Button' },
  mantine: { components: ['.mantine-Select-root', 'button.mantine-Button-root'], marker: 'data-mantine-color-scheme' },
  material: { components: ['.MuiSelect-select', 'button.MuiButton-root'], marker: 'MuiButtonBase' },
};

/** The demo's libraries (src/demo/constants/styles.ts), each with its facts. */
const LIBS: Lib[] = STYLE_NAMES.map((name) => ({
  name,
  path: stylePath(name),
  label: STYLE_LABELS[name],
  ...(LIB_FACTS[name] ?? { components: ['.rule-fields', '.ruleGroup-addRule'], marker: '' }),
}));

const builder = (page: Page) => page.locator('.queryBuilder').first();
const rules = (page: Page) => builder(page).locator('.rule');

/** Opens a demo page and waits for its builder. */
async function openDemo(page: Page, path: string) {
  await gotoHydrated(page, path);
  await expect(rules(page).first()).toBeVisible();
}

/** The demo state a `#s=` hash holds. */
function linkedState(hash: string): { query: { rules: Array<Record<string, unknown>> }; options: Record<string, boolean> } {
  const encoded = /^#s=([\w+$-]+)$/.exec(hash)?.[1];
  expect(encoded, `a permalink hash, not ${hash}`).toBeTruthy();
  return JSON.parse(decompressFromEncodedURIComponent(encoded!)) as ReturnType<typeof linkedState>;
}

/** The hash once the demo has written its state there (it does so shortly after each change). */
async function settledHash(page: Page, previous = ''): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#s=[\w+$-]+$/);
  if (previous) await expect.poll(() => page.evaluate(() => window.location.hash)).not.toBe(previous);
  return page.evaluate(() => window.location.hash);
}

/** The hash once it has stopped changing (two reads half a second apart agree). */
async function stableHash(page: Page): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        const hash = await page.evaluate(() => window.location.hash);
        const same = hash === last && hash.startsWith('#s=');
        last = hash;
        return same;
      },
      { intervals: [500] }
    )
    .toBe(true);
  return last;
}

/** Text and background colour of the first value input, as the library styles it. */
const valueInputColours = (page: Page) =>
  builder(page)
    .locator('input.rule-value, .rule-value input')
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, background: s.backgroundColor };
    });

/** Relative luminance (0 dark .. 1 light) of an rgb()/rgba() colour. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => Number(v) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

async function toggleColourMode(page: Page) {
  const before = await page.locator('html').getAttribute('data-theme');
  // As a reader would: back at the top, where the navbar is in full view. Scrolled down, the navbar has slid
  // away (hideOnScroll), and a click as it slides back in can land on the page under it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const toggle = page.getByRole('button', { name: /^Switch between dark and light mode/ });
  await expect(toggle).toBeInViewport({ ratio: 1 });
  await toggle.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
}

/** The doc page the no-style-left-behind check compares. */
const DOC_PATH = '/docs/components/querybuilder';

type StyleSignature = Awaited<ReturnType<typeof styleSignature>>;

let directDocSignature: Promise<StyleSignature> | undefined;

/**
 * The doc's style signature as a direct load in a fresh page (its own context, no demo visited)
 * shows it. It is the same whichever library is tested, so each worker computes it once, when a
 * test first asks (a failed attempt is not kept: the next test tries again).
 */
function directDocStyleSignature(browser: Browser): Promise<StyleSignature> {
  directDocSignature ??= (async () => {
    const fresh = await browser.newPage();
    try {
      await fresh.route(/googletagmanager\.com/, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
      await gotoHydrated(fresh, DOC_PATH);
      return await styleSignature(fresh);
    } finally {
      await fresh.close();
    }
  })().catch((error: unknown) => {
    directDocSignature = undefined;
    throw error;
  });
  return directDocSignature;
}

for (const lib of LIBS) {
  test.describe(`${lib.label} demo (${lib.path})`, () => {
    test('renders its own components, edits, exports SQL, follows the colour mode and leaves no style behind', async ({ page, browser }) => {
      // One page load for all the steps below (each step starts from the state the step before left,
      // in an order where that is the state it needs). Generous for a busy 2-core machine: the first
      // test of a worker also loads the doc page for the expected style signature.
      test.setTimeout(180_000);
      // Light to begin with, for the colour-mode step (the site follows the system until toggled).
      await page.emulateMedia({ colorScheme: 'light' });
      const scripts: Promise<string>[] = [];
      const collectScript = (response: Response) => {
        if (response.request().resourceType() === 'script' && response.url().startsWith('http://127.0.0.1')) scripts.push(response.text());
      };
      page.on('response', collectScript);
      await openDemo(page, lib.path);

      await test.step('renders with the library’s own components and loads no other library', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lib.name === 'default' ? 'Demo' : `Demo: ${lib.label}`);
        const libraries = page.getByRole('list', { name: 'Style library:' });
        await expect(libraries.getByRole('link', { name: lib.label, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(libraries.locator('[aria-current]')).toHaveCount(1);
        for (const selector of lib.components) await expect(builder(page).locator(selector).first()).toBeVisible();
        await expect(rules(page)).toHaveCount(7);

        await waitForPageSettled(page);
        page.off('response', collectScript);
        const code = (await Promise.all(scripts)).join('\n');
        for (const other of LIBS) {
          if (!other.marker) continue;
          if (other === lib) expect(code, `${lib.label} code is loaded`).toContain(other.marker);
          else expect(code, `${other.label} code is not loaded on ${lib.path}`).not.toContain(other.marker);
        }
      });

      await test.step('exports the query as SQL', async () => {
        await page.getByRole('tab', { name: 'SQL' }).click();
        const result = page.getByLabel('SQL result', { exact: true });
        await expect(result).toContainText("firstName like 'Stev%'");
        await expect(result).toContainText("lastName in ('Vai', 'Vaughan')");
        await expect(page.getByLabel('SQL call', { exact: true })).toHaveText("formatQuery(query, 'sql')");
        await page.getByRole('radio', { name: 'Parameterized' }).check();
        await expect(page.getByLabel('SQL (parameterized) result', { exact: true })).toContainText('"params"');
        await expect(page.getByLabel('SQL (parameterized) call', { exact: true })).toHaveText("formatQuery(query, 'parameterized')");
        // Back to the inline SQL the steps after read.
        await page.getByRole('radio', { name: 'Inline' }).check();
        await expect(page.getByLabel('SQL call', { exact: true })).toHaveText("formatQuery(query, 'sql')");
      });

      if (lib.name === 'bulma' || lib.name === 'fluent') {
        await test.step('its own "between" editor names both inputs (the demo does not wrap it)', async () => {
          // The initial query holds "birthdate between 1954-10-03 and 1960-06-06".
          const between = builder(page)
            .locator('.rule')
            .filter({ has: page.getByTitle('Value (from)') });
          await expect(between).toHaveCount(1);
          await expect(between.getByTitle('Value (from)')).toHaveValue('1954-10-03');
          await expect(between.getByTitle('Value (to)')).toHaveValue('1960-06-06');
          await expect(builder(page).locator('.rule-value-between')).toHaveCount(0);
          await between.getByTitle('Value (to)').fill('1961-01-01');
          // Also moves focus out of the field, so the demo writes the change to the address now.
          await page.getByRole('tab', { name: 'SQL' }).click();
          await expect(page.getByLabel('SQL result', { exact: true })).toContainText("birthdate between '1954-10-03' and '1961-01-01'");
        });
      }

      await test.step('follows the site’s colour mode live', async () => {
        const light = await valueInputColours(page);
        expect(luminance(light.color), `text is dark in light mode (${light.color})`).toBeLessThan(0.5);
        await toggleColourMode(page);
        await expect.poll(async () => luminance((await valueInputColours(page)).color), 'text turns light in dark mode').toBeGreaterThan(0.5);
        const dark = await valueInputColours(page);
        if (luminance(light.background) > 0.5 && !light.background.endsWith(', 0)')) {
          expect(luminance(dark.background), `an opaque light background turns dark (${dark.background})`).toBeLessThan(0.5);
        }
        // Back to light, as the doc page's direct load shows it (the last step compares the two).
        await toggleColourMode(page);
        await expect.poll(async () => luminance((await valueInputColours(page)).color), 'text turns dark again in light mode').toBeLessThan(0.5);
      });

      await test.step('adds and removes rules, and an option change reaches the address', async () => {
        const initialHash = await settledHash(page);

        await builder(page).locator('.ruleGroup-addRule').first().click();
        await expect(rules(page)).toHaveCount(8);
        const afterAdd = await settledHash(page, initialHash);
        await builder(page).locator('.rule-remove').first().click();
        await builder(page).locator('.rule-remove').first().click();
        await expect(rules(page)).toHaveCount(6);
        const afterRemove = await settledHash(page, afterAdd);

        await expect(builder(page).locator('.rule-cloneRule')).toHaveCount(0);
        await page.getByRole('checkbox', { name: 'Show clone buttons' }).check();
        await expect(builder(page).locator('.rule-cloneRule')).toHaveCount(6);
        await settledHash(page, afterRemove);
      });

      // Last: it leaves the demo.
      await test.step('leaves no style behind on a doc page', async () => {
        // The doc as a direct load shows it...
        const expected = await directDocStyleSignature(browser);
        // ...and after the demo, reached client-side, it must look the same.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('QueryBuilder');
        expect(await styleSignature(page)).toEqual(expected);
      });
    });
  });
}

/** Computed styles of the elements a doc page is made of, for comparing two loads of it. */
function styleSignature(page: Page) {
  return page.evaluate(() => {
    const props = [
      'font-family',
      'font-size',
      'line-height',
      'color',
      'background-color',
      'margin',
      'padding',
      'border',
      'box-sizing',
      'display',
      'text-decoration',
    ];
    const selectors = [
      'html',
      'body',
      'nav',
      'main',
      'article h1',
      'article h2',
      'article p',
      'article a',
      'article ul',
      'article li',
      'article code',
      'article pre',
      'article table',
      'article th',
      'button',
      'aside',
      'footer',
      'footer a',
    ];
    const out: Record<string, string> = {};
    for (const selector of selectors) {
      const el = document.querySelector(selector);
      if (!el) continue;
      const s = getComputedStyle(el);
      out[selector] = props.map((p) => `${p}:${s.getPropertyValue(p)}`).join(';');
    }
    return out;
  });
}

const installed = (name: string) => (JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

test('the demo names the react-querybuilder release it runs and each library’s add-on, as installed', async ({ page }) => {
  const version = installed('react-querybuilder');
  expect(version).toMatch(/^8\./);
  await gotoHydrated(page, '/demo');
  const nav = page.getByRole('navigation', { name: 'Demo' });
  await expect(nav).toContainText(`react-querybuilder@${version}`);
  // The add-on of each library (Chakra's newest served release predates 8.x), or the demo's own controls.
  const expected: Partial<Record<StyleName, string>> = {
    antd: `@react-querybuilder/antd@${installed('@react-querybuilder/antd')}`,
    chakra: `@react-querybuilder/chakra@${installed('@react-querybuilder/chakra')} (the newest add-on served; no 8.x release; react-querybuilder's own value editor)`,
    bulma: "Bulma: the demo's own controls (no add-on is published)",
  };
  for (const [style, text] of Object.entries(expected)) {
    await nav.getByRole('link', { name: STYLE_LABELS[style as StyleName], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${stylePath(style as StyleName)}#`));
    await expect(nav).toContainText(text);
  }
});

test.describe('demo: import', () => {
  test('imports SQL from the dialog; a parse error stays in the dialog and loses nothing', async ({ page }) => {
    await openDemo(page, '/demo');
    await page.getByRole('button', { name: 'Import SQL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import SQL' });
    await expect(dialog).toBeVisible();
    const text = dialog.getByRole('textbox', { name: 'SQL to import' });
    await expect(text).toHaveValue(/^SELECT \* FROM my_table WHERE /);

    // A statement the parser cannot read: the error shows in the dialog, the text stays.
    const broken = "SELECT * FROM t WHERE firstName = 'Jimi' AND (";
    await text.fill(broken);
    await dialog.getByRole('button', { name: 'Import SQL' }).click();
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    await expect(text).toHaveValue(broken);
    await expect(rules(page)).toHaveCount(7);

    await text.fill("firstName = 'Jimi' AND age >= 27");
    await dialog.getByRole('button', { name: 'Import SQL' }).click();
    await expect(dialog).toBeHidden();
    await expect(rules(page)).toHaveCount(2);
    await page.getByRole('tab', { name: 'SQL' }).click();
    await expect(page.getByLabel('SQL result', { exact: true })).toHaveText("(firstName = 'Jimi' and age >= '27')");
  });

  test('imports with each of the nine parsers: its example reads, input it cannot read shows why and keeps the query', async ({ page }) => {
    await openDemo(page, '/demo');
    const buttons = page.getByRole('region', { name: 'Import' }).getByRole('button', { name: /^Import / });
    await expect(buttons).toHaveText(IMPORTERS.map((importer) => `Import ${importer.label}`));
    for (const { label } of IMPORTERS) {
      await test.step(label, async () => {
        const before = await rules(page).count();
        await page.getByRole('button', { name: `Import ${label}` }).click();
        const dialog = page.getByRole('dialog', { name: `Import ${label}` });
        const text = dialog.getByRole('textbox', { name: `${label} to import` });
        const example = await text.inputValue();
        expect(example, 'a prefilled example').not.toBe('');
        await text.fill('(((');
        await dialog.getByRole('button', { name: `Import ${label}` }).click();
        await expect(dialog.getByRole('alert')).not.toBeEmpty();
        await expect(text).toHaveValue('(((');
        await expect(rules(page)).toHaveCount(before);
        await text.fill(example);
        await dialog.getByRole('button', { name: `Import ${label}` }).click();
        await expect(dialog).toBeHidden();
        // Every example holds two or more conditions on the demo's fields.
        await expect.poll(() => rules(page).count()).toBeGreaterThan(1);
        await expect(rules(page).locator('select.rule-fields').first()).not.toHaveValue('');
      });
    }
    const count = await rules(page).count();
    await page.getByRole('button', { name: 'Import SQL' }).click();
    await page.getByRole('dialog', { name: 'Import SQL' }).getByRole('textbox').fill('age > 1');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(rules(page)).toHaveCount(count);
  });
});

test.describe('demo: export', () => {
  test('every export format of react-querybuilder 8 has a control; Prisma, a SQL dialect and the copy button work', async ({ page, context }) => {
    await openDemo(page, '/demo');
    const panel = page.getByRole('region', { name: 'Export' });
    for (const tab of EXPORT_TABS) {
      await test.step(tab.label, async () => {
        await panel.getByRole('tab', { name: tab.label, exact: true }).click();
        for (const [i, format] of tab.formats.entries()) {
          if (tab.variantLabels) await panel.getByRole('radio', { name: tab.variantLabels[i], exact: true }).check();
          const info = FORMATS[format];
          await expect(panel.getByLabel(`${info.label} call`, { exact: true })).toContainText(`'${format}'`);
          if (info.needs) await expect(panel.getByText(/the demo shows no result/)).toBeVisible();
          else await expect(panel.getByLabel(`${info.label} result`, { exact: true })).not.toBeEmpty();
        }
      });
    }

    await test.step('Prisma shows the query as a Prisma filter', async () => {
      await panel.getByRole('tab', { name: 'Prisma', exact: true }).click();
      const result = panel.getByLabel('Prisma result', { exact: true });
      await expect(result).toContainText('"AND"');
      await expect(result).toContainText('"startsWith": "Stev"');
    });

    await test.step('a SQL Server dialect changes the SQL and the call', async () => {
      await panel.getByRole('tab', { name: 'SQL', exact: true }).click();
      await panel.getByRole('radio', { name: 'Inline' }).check();
      const result = panel.getByLabel('SQL result', { exact: true });
      await expect(result).toContainText("firstName like 'Stev%'");
      await panel.getByRole('combobox', { name: 'Dialect' }).selectOption({ label: 'SQL Server' });
      await expect(result).toContainText("[firstName] like 'Stev%'");
      await expect(panel.getByLabel('SQL call', { exact: true })).toHaveText("formatQuery(query, { format: 'sql', preset: 'mssql' })");
    });

    await test.step('the copy button copies the result', async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const shown = await panel.getByLabel('SQL result', { exact: true }).innerText();
      await panel.getByRole('button', { name: 'Copy SQL result to clipboard' }).click();
      await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.trim());
    });
  });
});

test.describe('demo: permalink', () => {
  test('a copied address restores query, options and style exactly', async ({ page, context }) => {
    await openDemo(page, '/demo/chakra');
    await page.getByRole('checkbox', { name: 'Show "not" toggle' }).check();
    await page.getByRole('checkbox', { name: 'Auto-select operator' }).uncheck();
    const firstValue = builder(page).locator('input.rule-value').first();
    await firstValue.fill('Jimi');
    await builder(page).locator('.ruleGroup-addRule').first().click();
    await expect(rules(page)).toHaveCount(8);
    // The address once it holds the last change, as a reader would copy it.
    await stableHash(page);
    const url = page.url();

    const copy = await context.newPage();
    await gotoHydrated(copy, url);
    await expect(rules(copy)).toHaveCount(8);
    await expect(builder(copy).locator('input.rule-value').first()).toHaveValue('Jimi');
    await expect(copy.getByRole('checkbox', { name: 'Show "not" toggle' })).toBeChecked();
    await expect(copy.getByRole('checkbox', { name: 'Auto-select operator' })).not.toBeChecked();
    await expect(builder(copy).locator('.ruleGroup-notToggle').first()).toBeVisible();
    await expect(copy.getByRole('heading', { level: 1 })).toHaveText('Demo: Chakra UI');
  });

  test('a copied address reopens the export tab, its variant, the SQL dialect and Parse numbers', async ({ page, context }) => {
    await openDemo(page, '/demo');
    const panel = page.getByRole('region', { name: 'Export' });
    await panel.getByRole('tab', { name: 'Cypher, GQL', exact: true }).click();
    await panel.getByRole('radio', { name: 'GQL', exact: true }).check();
    await panel.getByRole('tab', { name: 'SQL', exact: true }).click();
    await panel.getByRole('radio', { name: 'Named parameters' }).check();
    await panel.getByRole('combobox', { name: 'Dialect' }).selectOption({ label: 'SQL Server' });
    await panel.getByRole('checkbox', { name: 'Parse numbers' }).check();
    const call = "formatQuery(query, { format: 'parameterized_named', parseNumbers: true, preset: 'mssql' })";
    await expect(panel.getByLabel('SQL (named parameters) call', { exact: true })).toHaveText(call);
    await stableHash(page);

    const copy = await context.newPage();
    await gotoHydrated(copy, page.url());
    const copied = copy.getByRole('region', { name: 'Export' });
    await expect(copied.getByRole('tab', { name: 'SQL', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(copied.getByRole('radio', { name: 'Named parameters' })).toBeChecked();
    await expect(copied.getByRole('combobox', { name: 'Dialect' })).toHaveValue('mssql');
    await expect(copied.getByLabel('SQL (named parameters) call', { exact: true })).toHaveText(call);
    await copied.getByRole('tab', { name: 'Cypher, GQL', exact: true }).click();
    await expect(copied.getByRole('radio', { name: 'GQL', exact: true })).toBeChecked();
    await expect(copied.getByLabel('GQL call', { exact: true })).toContainText("'gql'");
  });

  test('switching the style library keeps the query and options', async ({ page }) => {
    await openDemo(page, '/demo');
    await builder(page).locator('.rule-remove').first().click();
    await page.getByRole('checkbox', { name: 'Show lock buttons' }).check();
    await page.getByRole('list', { name: 'Style library:' }).getByRole('link', { name: 'Bulma' }).click();
    await expect(page).toHaveURL(/\/demo\/bulma#s=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo: Bulma');
    await expect(rules(page)).toHaveCount(6);
    await expect(builder(page).locator('button.button').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Show lock buttons' })).toBeChecked();
    await expect(builder(page).locator('.rule-lock').first()).toBeVisible();
  });

  test('every option change is in the address at once', async ({ page }) => {
    await openDemo(page, '/demo');
    for (const [name, on] of [
      ['Show clone buttons', true],
      ['Show "not" toggle', true],
      ['Show clone buttons', false],
    ] as const) {
      await page.getByRole('checkbox', { name }).setChecked(on);
      // Read right after the click, with no waiting: a reader may copy or reload the address now.
      const { options } = linkedState(await page.evaluate(() => window.location.hash));
      expect(options[name === 'Show clone buttons' ? 'showCloneButtons' : 'showNotToggle']).toBe(on);
    }
    await page.getByRole('button', { name: 'Select all' }).click();
    expect(linkedState(await page.evaluate(() => window.location.hash)).options.showBranches).toBe(true);
  });

  test('a reload paints the linked options first, never the defaults', async ({ page }) => {
    // Records the state of the "Show clone buttons" box when it enters the page, before any paint.
    await page.addInitScript(() => {
      const seen: boolean[] = [];
      (window as unknown as { firstSeen: boolean[] }).firstSeen = seen;
      new MutationObserver(() => {
        if (seen.length) return;
        const box = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Show clone buttons')?.querySelector('input');
        if (box) seen.push(box.checked);
      }).observe(document, { childList: true, subtree: true });
    });
    await openDemo(page, '/demo#showCloneButtons=true');
    await expect(page.getByRole('checkbox', { name: 'Show clone buttons' })).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { firstSeen: boolean[] }).firstSeen)).toEqual([true]);
  });

  test('Copy permalink puts the address on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDemo(page, '/demo');
    const hash = await settledHash(page);
    const button = page.getByRole('button', { name: 'Copy permalink' });
    // The confirmation lasts two seconds; record every label the button shows, so a busy machine cannot miss it.
    await button.evaluate((el) => {
      const seen: string[] = ((window as unknown as { labels: string[] }).labels = []);
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`http://127.0.0.1:${new URL(page.url()).port}/demo${hash}`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { labels: string[] }).labels)).toContain('Copied permalink');
  });

  test('options named in the hash switch on (links from the docs use them)', async ({ page }) => {
    await openDemo(page, '/demo#showCloneButtons=true&independentCombinators=true');
    await expect(page.getByRole('checkbox', { name: 'Show clone buttons' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Independent combinators' })).toBeChecked();
    await expect(builder(page).locator('.betweenRules').first()).toBeVisible();
    await expect(builder(page).locator('.rule-cloneRule').first()).toBeVisible();
  });

  for (const [what, hash, message] of [
    ['truncated', '#s=q1ZKzs8rSc0rUbJSSixNyUzJLErOzyvJLy1SSEvMzEktUkjOz', 'The link is damaged or incomplete.'],
    ['script-looking', `#s=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, 'The link is damaged or incomplete.'],
  ] as const) {
    test(`a ${what} hash is ignored with a notice, never a crash`, async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        void d.dismiss();
      });
      await openDemo(page, `/demo${hash}`);
      const notice = page.getByRole('status').filter({ hasText: message });
      await expect(notice).toContainText("Showing the demo's default state.");
      await expect(rules(page)).toHaveCount(7);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(dialogs).toBe(0);
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice).toBeHidden();
    });
  }

  test('a valid link holding a foreign state is refused with a notice', async ({ page }) => {
    // A well-formed permalink of {"query":1}: it decodes, but is not a demo state.
    await openDemo(page, `/demo#s=${compressToEncodedURIComponent(JSON.stringify({ query: 1 }))}`);
    await expect(page.getByRole('status')).toContainText('The link holds a state this demo does not understand.');
    await expect(rules(page)).toHaveCount(7);
  });
});

test.describe('demo: options', () => {
  test('drag-and-drop moves a rule by its handle', async ({ page }) => {
    await openDemo(page, '/demo');
    await page.getByRole('checkbox', { name: 'Drag-and-drop enabled' }).check();
    const rule = (i: number) => builder(page).locator(`.rule[data-path="[${i}]"]`);
    await expect(rule(0).locator('.queryBuilder-dragHandle')).toBeVisible();
    await expect(rule(0).locator('.rule-fields')).toHaveValue('firstName');
    await rule(0).locator('.queryBuilder-dragHandle').dragTo(rule(2));
    await expect(rule(0).locator('.rule-fields')).toHaveValue('lastName');
    await expect(rule(1).locator('.rule-fields')).toHaveValue('age');
    await expect(rules(page)).toHaveCount(7);
  });

  test('validation marks invalid rules', async ({ page }) => {
    await openDemo(page, '/demo');
    await expect(builder(page).locator('.queryBuilder-invalid')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Use validation' }).check();
    await builder(page).locator('.ruleGroup-addRule').first().click();
    const invalid = builder(page).locator('.rule.queryBuilder-invalid');
    await expect(invalid).toHaveCount(1);
    await expect(invalid).toHaveCSS('outline-style', 'dashed');
    await invalid.locator('input.rule-value').fill('Eddie');
    await expect(builder(page).locator('.rule.queryBuilder-invalid')).toHaveCount(0);
  });

  test('Select all and Reset', async ({ page }) => {
    await openDemo(page, '/demo');
    const boxes = page.getByRole('region', { name: 'Options' }).getByRole('checkbox');
    await expect(boxes).toHaveCount(OPTION_INFO.length);
    await page.getByRole('button', { name: 'Select all' }).click();
    for (const option of OPTION_INFO) {
      const box = page.getByRole('checkbox', { name: option.label, exact: true });
      if (NOT_IN_ALL.includes(option.key)) await expect(box).not.toBeChecked();
      else await expect(box).toBeChecked();
    }
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('checkbox', { name: 'Show branches' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Auto-select field' })).toBeChecked();
  });

  test('the 8.x buttons: mute leaves a rule out of the SQL, shift moves it, ungroup dissolves a group', async ({ page }) => {
    await openDemo(page, '/demo');
    const panel = page.getByRole('region', { name: 'Export' });
    await panel.getByRole('tab', { name: 'SQL', exact: true }).click();
    const sql = panel.getByLabel('SQL result', { exact: true });
    await expect(sql).toContainText("firstName like 'Stev%'");
    for (const name of ['Show mute buttons', 'Show shift actions', 'Show ungroup buttons']) await page.getByRole('checkbox', { name }).check();
    const rule = (i: number) => builder(page).locator(`.rule[data-path="[${i}]"]`);

    await rule(0).getByTitle('Mute rule').click();
    await expect(sql).not.toContainText('firstName');
    await expect(sql).toContainText("lastName in ('Vai', 'Vaughan')");
    await rule(0).getByTitle('Unmute rule').click();
    await expect(sql).toContainText("firstName like 'Stev%'");

    await rule(0).getByTitle('Shift down').click();
    await expect(rule(0).locator('.rule-fields')).toHaveValue('lastName');
    await expect(rule(1).locator('.rule-fields')).toHaveValue('firstName');

    await expect(builder(page).locator('.ruleGroup .ruleGroup')).toHaveCount(1);
    await builder(page).locator('.ruleGroup .ruleGroup').getByTitle('Ungroup').click();
    await expect(builder(page).locator('.ruleGroup .ruleGroup')).toHaveCount(0);
    await expect(rules(page)).toHaveCount(7);
  });

  test('undo and redo: buttons and keys take an added rule back and forth, and the address follows', async ({ page }) => {
    await openDemo(page, '/demo');
    await expect(page.getByRole('checkbox', { name: 'Undo and redo' })).toBeChecked();
    const undo = builder(page).getByTitle('Undo', { exact: true });
    const redo = builder(page).getByTitle('Redo', { exact: true });
    await expect(undo).toBeDisabled();
    await builder(page).locator('.ruleGroup-addRule').first().click();
    await expect(rules(page)).toHaveCount(8);
    await expect.poll(async () => linkedState(await page.evaluate(() => window.location.hash)).query.rules.length).toBe(7);

    await undo.click();
    await expect(rules(page)).toHaveCount(7);
    await expect.poll(async () => linkedState(await page.evaluate(() => window.location.hash)).query.rules.length).toBe(6);
    await redo.click();
    await expect(rules(page)).toHaveCount(8);

    // The keys, with focus in a text box of the builder.
    await builder(page).locator('input.rule-value').first().focus();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(rules(page)).toHaveCount(7);
    await page.keyboard.press('Shift+ControlOrMeta+Z');
    await expect(rules(page)).toHaveCount(8);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(rules(page)).toHaveCount(7);
    await page.keyboard.press('Control+Y');
    await expect(rules(page)).toHaveCount(8);

    // Off: no buttons, and the keys do nothing to the query.
    await page.getByRole('checkbox', { name: 'Undo and redo' }).uncheck();
    await expect(undo).toHaveCount(0);
    await builder(page).locator('input.rule-value').first().focus();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(rules(page)).toHaveCount(8);
  });

  test('Max levels and Parse numbers on input: deeper groups lose "add group", typed numbers are stored as numbers, and both reach the code and the address', async ({
    page,
  }) => {
    await openDemo(page, '/demo');
    const maxLevels = page.getByRole('combobox', { name: 'Max levels' });
    const parse = page.getByRole('combobox', { name: 'Parse numbers on input' });
    const nested = builder(page).locator('.ruleGroup .ruleGroup');
    await expect(nested.locator('.ruleGroup-addGroup')).toHaveCount(1);
    await maxLevels.selectOption({ label: '1' });
    await expect(nested.locator('.ruleGroup-addGroup')).toHaveCount(0);
    await expect(builder(page).locator('.ruleGroup-addGroup')).toHaveCount(1);

    const age = builder(page).locator('.rule[data-path="[2]"]');
    await expect(age.locator('.rule-fields')).toHaveValue('age');
    await age.locator('input.rule-value').fill('30');
    await expect.poll(async () => linkedState(await page.evaluate(() => window.location.hash)).query.rules[2]!.value).toBe('30');
    await parse.selectOption({ label: 'strict' });
    await age.locator('input.rule-value').fill('31');
    await age.locator('input.rule-value').blur();
    await expect.poll(async () => linkedState(await page.evaluate(() => window.location.hash)).query.rules[2]!.value).toBe(31);

    await page.getByRole('tab', { name: 'Code' }).click();
    const app = page.getByLabel('App.tsx', { exact: true });
    await expect(app).toContainText('maxLevels={1}');
    await expect(app).toContainText('parseNumbers="strict"');

    // The address holds both: a reload opens them.
    await page.reload();
    await expect(rules(page).first()).toBeVisible();
    await expect(maxLevels.locator('option:checked')).toHaveText('1');
    await expect(parse.locator('option:checked')).toHaveText('strict');
    await expect(nested.locator('.ruleGroup-addGroup')).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(maxLevels.locator('option:checked')).toHaveText('No limit');
    await expect(parse.locator('option:checked')).toHaveText('Off');
    await expect(nested.locator('.ruleGroup-addGroup')).toHaveCount(1);
  });

  test('each option links to its documentation', async ({ page }) => {
    await openDemo(page, '/demo');
    await expect(page.getByRole('link', { name: 'Show clone buttons documentation' })).toHaveAttribute(
      'href',
      '/docs/components/querybuilder#showclonebuttons'
    );
    for (const setting of Object.values(SETTING_INFO)) {
      await expect(page.getByRole('link', { name: `${setting.label} documentation`, exact: true })).toHaveAttribute('href', setting.href);
    }
    await page.getByRole('link', { name: 'Independent combinators documentation' }).click();
    await expect(page).toHaveURL('/docs/components/querybuilder#independent-combinators');
  });

  test('typing goes into the address when focus leaves the field, and Back returns to it', async ({ page }) => {
    await openDemo(page, '/demo');
    await builder(page).locator('input.rule-value').first().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Jimi');
    // Leaving the field (here by a link to the docs) writes the burst at once, on the demo's own address.
    await page.getByRole('link', { name: 'Independent combinators documentation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'QueryBuilder' })).toBeVisible();
    await expect(page).toHaveURL('/docs/components/querybuilder#independent-combinators');
    await page.goBack();
    await expect(builder(page).locator('input.rule-value').first()).toHaveValue('Jimi');
    expect(linkedState(await page.evaluate(() => window.location.hash)).query.rules[0]).toMatchObject({ value: 'Jimi' });
  });

  test('the Code tab shows the install command and an App.tsx with the chosen options', async ({ page }) => {
    await openDemo(page, '/demo/material');
    await page.getByRole('checkbox', { name: 'Show clone buttons' }).check();
    await page.getByRole('tab', { name: 'Code' }).click();
    await expect(page.getByLabel('Install command', { exact: true })).toContainText('@react-querybuilder/material');
    await expect(page.getByLabel('App.tsx', { exact: true })).toContainText('showCloneButtons');
    await expect(page.getByLabel('App.tsx', { exact: true })).toContainText('<QueryBuilderHistory>');
  });
});

test.describe('demo: theme editor', () => {
  test('edits --rqb-* variables live, shows the CSS to copy, resets them, and keeps the theme in the permalink', async ({ page }) => {
    await openDemo(page, '/demo');
    const panel = page.getByRole('region', { name: 'Theme' });
    const spacing = panel.getByLabel('--rqb-spacing', { exact: true });
    const borderColour = panel.getByLabel('--rqb-border-color', { exact: true });
    const resetButton = (name: string) => panel.getByRole('button', { name: `Reset ${name}`, exact: true });
    const themeCss = panel.getByLabel('Theme CSS', { exact: true });
    const group = builder(page).locator('.ruleGroup').first();
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const px = (rems: number) => `${rems * rem}px`;
    /** The colour of the first rule's branch line: its ::before, which a locator cannot reach. */
    const branchColour = () =>
      rules(page)
        .first()
        .evaluate((el) => getComputedStyle(el, '::before').borderLeftColor);
    const DEFAULT_BORDER = 'rgb(128, 129, 162)'; // #8081a2, the stylesheet's --rqb-border-color
    const RED = 'rgb(255, 0, 0)';

    await test.step('the list opens on the defaults and links to the variables’ docs', async () => {
      await expect(panel.getByRole('link', { name: 'Theme documentation' })).toHaveAttribute('href', '/docs/styling/overview#css-variables');
      await expect(spacing).toBeHidden();
      await panel.getByText('CSS variables', { exact: true }).click();
      await expect(spacing).toBeVisible();
      await expect(spacing).toHaveValue('0.5rem');
      await expect(borderColour).toHaveValue('#8081a2');
      await expect(group).toHaveCSS('padding-top', px(0.5));
      await expect(themeCss).toHaveCount(0);
      await expect(panel.getByRole('button', { name: 'Reset theme' })).toHaveCount(0);
    });

    await test.step('--rqb-spacing changes the groups’ padding and gap live, and the Theme CSS', async () => {
      await spacing.fill('1.5rem');
      await expect(group).toHaveCSS('padding-top', px(1.5));
      await expect(group).toHaveCSS('row-gap', px(1.5));
      await expect(themeCss).toContainText('--rqb-spacing: 1.5rem;');
      await expect(resetButton('--rqb-spacing')).toBeVisible();
    });

    await test.step('--rqb-border-color changes the borders, and the branch lines defined by it follow', async () => {
      await page.getByRole('checkbox', { name: 'Show branches' }).check();
      await expect.poll(branchColour).toBe(DEFAULT_BORDER);
      await borderColour.fill('#ff0000');
      await expect(group).toHaveCSS('border-top-color', RED);
      await expect.poll(branchColour, '--rqb-branch-color is var(--rqb-border-color)').toBe(RED);
      await expect(themeCss).toContainText('--rqb-border-color: #ff0000;');
    });

    await test.step('Reset --rqb-spacing restores it alone, and the list stays open', async () => {
      await resetButton('--rqb-spacing').click();
      await expect(group).toHaveCSS('padding-top', px(0.5));
      await expect(spacing).toBeVisible();
      await expect(spacing).toHaveValue('0.5rem');
      await expect(resetButton('--rqb-spacing')).toHaveCount(0);
      await expect(themeCss).not.toContainText('--rqb-spacing');
      await expect(group).toHaveCSS('border-top-color', RED);
    });

    await test.step('a reload keeps the theme (it is in the permalink) and opens the list', async () => {
      const hash = await stableHash(page);
      expect((linkedState(hash) as unknown as { theme: Record<string, string> }).theme).toEqual({ '--rqb-border-color': '#ff0000' });
      await page.reload();
      await expect(rules(page).first()).toBeVisible();
      await expect(group).toHaveCSS('border-top-color', RED);
      await expect.poll(branchColour).toBe(RED);
      await expect(group).toHaveCSS('padding-top', px(0.5));
      await expect(borderColour).toBeVisible();
      await expect(borderColour).toHaveValue('#ff0000');
      await expect(themeCss).toContainText('--rqb-border-color: #ff0000;');
    });

    await test.step('resetting the last change leaves the list open; Reset theme resets everything', async () => {
      await resetButton('--rqb-border-color').click();
      await expect(group).toHaveCSS('border-top-color', DEFAULT_BORDER);
      await expect.poll(branchColour).toBe(DEFAULT_BORDER);
      await expect(themeCss).toHaveCount(0);
      await expect(panel.getByRole('button', { name: 'Reset theme' })).toHaveCount(0);
      await expect(borderColour).toBeVisible();

      await spacing.fill('2rem');
      await borderColour.fill('#ff0000');
      await expect(group).toHaveCSS('padding-top', px(2));
      await panel.getByRole('button', { name: 'Reset theme' }).click();
      await expect(group).toHaveCSS('padding-top', px(0.5));
      await expect(group).toHaveCSS('border-top-color', DEFAULT_BORDER);
      await expect(spacing).toBeVisible();
      await expect(spacing).toHaveValue('0.5rem');
      expect((linkedState(await stableHash(page)) as unknown as { theme: Record<string, string> }).theme).toEqual({});
    });
  });
});

test.describe('demo: try it on data', () => {
  test('counts and lists the people the query matches, and follows edits to the query', async ({ page }) => {
    // What the tab must show for the demo's first query, without its two name rules, and then with age > 67.
    const [, , age, ...rest] = initialQuery.rules;
    const steps: RuleGroupType[] = [
      initialQuery,
      { ...initialQuery, rules: [age!, ...rest] },
      { ...initialQuery, rules: [{ ...(age as RuleType), value: '67' }, ...rest] },
    ];
    const expected = steps.map((query) => runQuery(query, people).rows);
    // Each edit must change the answer, or the test could not tell a tab that never updates.
    expect(new Set(expected.map((rows) => rows.length)).size, `different counts: ${expected.map((rows) => rows.length).join(', ')}`).toBe(3);

    await openDemo(page, '/demo');
    const panel = page.getByRole('region', { name: 'Export' });
    await panel.getByRole('tab', { name: 'Try it on data' }).click();
    const status = panel.getByRole('status');
    const table = panel.getByRole('table', { name: 'People the query matches' });
    const expectMatches = async (rows: Person[]) => {
      await expect(status).toHaveText(matchSummary(rows.length, people.length));
      if (rows.length === 0) await expect(table).toHaveCount(0);
      else await expect(table.locator('tbody tr td:first-child')).toHaveText(rows.map((person) => person.firstName));
    };

    await expectMatches(expected[0]!);
    await builder(page).locator('.rule-remove').first().click();
    await builder(page).locator('.rule-remove').first().click();
    await expect(rules(page)).toHaveCount(5);
    await expectMatches(expected[1]!);
    await builder(page).locator('input.rule-value').first().fill('67');
    await expectMatches(expected[2]!);
  });
});
