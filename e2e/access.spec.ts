import { expect, mainHeading, test } from './support/fixtures';

test('the Access page: transport modes by keyboard and mouse, map, concierge', async ({ page, problems }) => {
  await page.goto('/access');
  await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
  // Like the other section landing pages, its hero has no call to action.
  await expect(page.getByTestId('hero-banner').getByRole('link')).toHaveCount(0);
  const train = page.getByRole('tab', { name: 'Train' });
  await expect(train).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('By train');

  await train.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Bus' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('¥210');
  await expect(page.getByRole('tabpanel')).toContainText('¥3,100 from Narita');

  await page.getByRole('tab', { name: 'Car' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('¥300–500 per hour');
  await page.getByRole('tab', { name: 'Plane' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('¥20,000–30,000');
  await expect(page.getByRole('tabpanel')).toContainText('¥5,000–9,000');

  const map = page.getByRole('link', { name: /Interactive Map/ });
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  // The map image cannot load offline: its reserved box shows a labelled placeholder.
  await expect(page.getByRole('img', { name: /Street map of Riyadh Expo City/ })).toBeVisible();
  await page.getByRole('link', { name: 'Contact Concierge' }).click();
  await expect(page).toHaveURL('/contact');
  expect(problems.pageErrors).toEqual([]);
});
