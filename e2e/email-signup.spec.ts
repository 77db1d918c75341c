import { expect, mainHeading, test, waitForHomeWidgets } from './support/fixtures';

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
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(form-fields|footer-signup)\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/tickets');
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
