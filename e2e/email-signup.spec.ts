import { contrastOnScreen } from './support/contrast';
import { expect, mainHeading, test, waitForHomeWidgets } from './support/fixtures';
import { holdScripts } from './support/holdScripts';

/** The footer form's code and the form fields' code. */
const FORM_CODE = /\/(form-fields|footer-signup)\.[0-9a-f]+\.js$/;

// One signup component, one behaviour: the footer's newsletter and the shop's mailing list.
for (const [where, path, heading, formName] of [
  ['the footer newsletter', '/', 'Riyadh World Expo 2030', 'Newsletter signup'],
  ["the shop's mailing list", '/e-shop', 'Official Event Merchandise', 'Mailing list signup'],
] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`${where} explains a bad address and visibly confirms a good one (${viewport.width}px)`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      // Home fills in its section widgets after load; a visitor reaching the footer meets a settled page.
      if (path === '/') await waitForHomeWidgets(page);
      await page.waitForLoadState('networkidle');
      const form = page.getByRole('form', { name: formName });
      const subscribe = form.getByRole('button', { name: 'Subscribe' });
      await subscribe.click();
      await expect(form.getByText('Please enter a valid email address, like name@example.com.')).toBeInViewport();

      await form.getByLabel('Email address').fill('visitor@example.com');
      await subscribe.click();
      const confirmation = form.getByRole('status');
      await expect(confirmation).toContainText('Thanks! visitor@example.com is on the list.');
      await expect(confirmation).toBeInViewport();
      await expect(form.getByText('Please enter a valid email address, like name@example.com.')).toHaveCount(0);
      expect(problems.pageErrors).toEqual([]);
    });
  }
}

test("the footer's newsletter typed into and sent with Enter before its code has arrived is sent once it has", async ({
  page,
}) => {
  // The footer's form hydrates as the visitor nears it; here its code waits until the test lets it go.
  const release = await holdScripts(page, FORM_CODE);
  // Its DOM, not its load event: the page preloads the form fields' code, and load would wait for it.
  await page.goto('/tickets', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  const email = form.getByLabel('Email address');
  await email.fill('visitor@example.com');
  // Enter submits the form by its Subscribe button: a click, held with the typing before it.
  await email.press('Enter');
  await expect(form.getByRole('status')).not.toContainText('Thanks');
  release();
  await expect(form.getByRole('status')).toContainText('Thanks! visitor@example.com is on the list.');
  await expect(page).toHaveURL('/tickets');
});

for (const path of ['/', '/ar']) {
  test(`the footer's email field shows its label on its border and its focus before its code has arrived, as after (${path})`, async ({
    page,
  }) => {
    const release = await holdScripts(page, FORM_CODE);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const field = page.locator('footer').getByRole('textbox');
    const label = page.locator('footer label').first();
    const borderWidth = () =>
      page
        .locator('footer fieldset')
        .first()
        .evaluate((border) => getComputedStyle(border).borderTopWidth);
    // Where the label is over the field once it has stopped moving (it moves by a transition).
    const labelOverField = async () => {
      const place = async () => {
        const [labelBox, fieldBox] = [await label.boundingBox(), await field.boundingBox()];
        return { x: labelBox!.x - fieldBox!.x, y: labelBox!.y - fieldBox!.y, width: labelBox!.width };
      };
      let last = await place();
      for (let now = await page.waitForTimeout(50).then(place); JSON.stringify(now) !== JSON.stringify(last);) {
        last = now;
        now = await page.waitForTimeout(50).then(place);
      }
      return last;
    };
    const labelInside = await labelOverField();
    expect(await borderWidth()).toBe('1px');

    await field.click();
    await field.fill('visitor@example.com');
    await expect(label).toHaveAttribute('data-shrink', 'false'); // the field's code has not run
    expect(await borderWidth()).toBe('2px');
    const labelOnBorder = await labelOverField();
    expect(labelOnBorder.y).toBeLessThan(labelInside.y - 10);
    expect(await contrastOnScreen(label)).toBeGreaterThanOrEqual(4.5);

    // Left with its text in it, the label stays on the border, readable; the border no longer shows focus.
    await page.keyboard.press('Tab');
    expect(await borderWidth()).toBe('1px');
    expect(await labelOverField()).toEqual(labelOnBorder);
    expect(await contrastOnScreen(label)).toBeGreaterThanOrEqual(4.5);

    // Once the code has run, MUI puts the label in the same place.
    release();
    await expect(label).toHaveAttribute('data-shrink', 'true');
    expect(await labelOverField()).toEqual(labelOnBorder);
  });
}
