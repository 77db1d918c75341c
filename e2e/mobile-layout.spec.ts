import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

// No page scrolls sideways at 320 or 390 px: e2e/reflow.spec.ts, over every kind of page.

test('/access shows all four transport modes side by side, with no scroll arrows', async ({ page }) => {
  await page.goto('/access');
  const tabs = page.getByRole('tablist', { name: 'Transport mode' });
  await expect(tabs.getByRole('tab')).toHaveCount(4);
  const list = (await tabs.boundingBox())!;
  for (const name of ['Train', 'Bus', 'Car', 'Plane']) {
    const tab = tabs.getByRole('tab', { name });
    await expect(tab).toBeVisible();
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(list.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(list.x + list.width + 0.5);
  }
  await expect(page.locator('.MuiTabs-scrollButtons')).toHaveCount(0);
  await tabs.getByRole('tab', { name: 'Plane' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test("/tickets keeps 'Ask about group rates' on one line, under the Group Rates note", async ({ page }) => {
  await page.goto('/tickets#group-rates');
  const note = page.locator('#group-rates');
  const action = note.getByRole('link', { name: 'Ask about group rates' });
  await expect(action).toBeVisible();
  const lineHeight = await action.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const box = (await action.boundingBox())!;
  // One line of text plus the button's own padding, and the whole button on screen.
  expect(box.height).toBeLessThan(lineHeight * 2);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const text = (await note.getByText(/Visiting with 10 or more people/).boundingBox())!;
  expect(box.y).toBeGreaterThan(text.y);
});

// The header's row on a phone, in both languages: every control on screen, none overlapping another,
// each at least 24 px square (WCAG 2.5.8's minimum target), and each one's text within its box.
for (const home of ['/', '/ar']) {
  test(`the header's controls on ${home} fit a 390px row without squeezing or overlapping`, async ({ page }) => {
    await page.goto(home);
    await expect(page.locator('main h1').first()).toBeVisible();
    const controls = await page
      .getByRole('banner')
      .locator('a, button')
      .evaluateAll((elements) =>
        elements
          .filter((element) => (element as HTMLElement).offsetParent !== null && !element.closest('[role="dialog"]'))
          .map((element) => {
            const box = element.getBoundingClientRect();
            return {
              name: element.getAttribute('aria-label') ?? element.textContent ?? '',
              left: box.left,
              right: box.right,
              width: box.width,
              height: box.height,
              textFits: element.scrollWidth <= element.clientWidth + 1,
            };
          }),
      );
    expect(controls.length).toBeGreaterThanOrEqual(4);
    for (const control of controls) {
      expect(control, control.name).toMatchObject({ textFits: true });
      expect(control.width, `${control.name}: width`).toBeGreaterThanOrEqual(24);
      expect(control.height, `${control.name}: height`).toBeGreaterThanOrEqual(24);
      expect(control.left, `${control.name}: on screen`).toBeGreaterThanOrEqual(0);
      expect(control.right, `${control.name}: on screen`).toBeLessThanOrEqual(390);
    }
    const inRow = [...controls].sort((a, b) => a.left - b.left);
    for (let i = 1; i < inRow.length; i++)
      expect(inRow[i].left, `${inRow[i - 1].name} | ${inRow[i].name}`).toBeGreaterThanOrEqual(inRow[i - 1].right - 0.5);
  });
}
