import { expect, type Page } from '@playwright/test';

/** Opens the live example whose static block contains `text`; returns its editor and output. */
export async function openLive(page: Page, text: string) {
  const block = page
    .locator('div', { has: page.getByRole('button', { name: 'Edit and run' }) })
    .filter({ hasText: text })
    .last();
  await block.getByRole('button', { name: 'Edit and run' }).click();
  const editor = page.getByRole('textbox', { name: /^Code editor/ });
  await expect(editor).toBeFocused();
  return {
    editor,
    status: page.getByRole('status').filter({ hasText: /react-querybuilder|Error/ }),
    output: page.getByRole('region', { name: 'Example output' }),
  };
}
