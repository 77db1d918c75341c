import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hotelsApi } from '../mfe-housing/server';
import { readCjConfig } from '../mfe-housing/server/cjConfig';
import { expect, expectNoA11yViolations, mainHeading, test } from './support/fixtures';
import { withSiteServer } from './support/withSiteServer';

const isHotelsRequest = (url: string) => url.includes('/api/cj/hotels');

test.describe('/housing', () => {
  test("shows the defaults' hotels from the server, commits the location only on submit, refetches on guests", async ({
    page,
    problems,
  }) => {
    // The searches the visitor makes. Not counted: the page's own search asked again once its answer is
    // a minute old (the page may come from the server's page cache, up to a minute old, and the clock below runs 10 s).
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isHotelsRequest(request.url()) && url.searchParams.get('location') !== 'Osaka') requests.push(url);
    });
    const response = await page.goto('/housing');
    // The server rendered the list with the default search (SPEC section 4) and hands the browser its answer.
    const html = await response!.text();
    expect(html).toContain('Hotel Granvia Osaka');
    const served = JSON.parse(/<script type="application\/json" id="expo-query-state">([^<]*)<\/script>/.exec(html)![1])
      .queries[0].queryKey;
    expect(served).toEqual([
      'hotels',
      {
        location: 'Osaka',
        guests: 2,
        rooms: 1,
        checkIn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        checkOut: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    await expect(mainHeading(page, 'Find Your Perfect Stay')).toBeVisible();
    const cards = page.getByTestId('hotel-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('Osaka');

    // Hydrated with that answer (once the section's code has loaded): the browser does not ask again, nor while the location is typed.
    await page.waitForLoadState('networkidle');
    const location = page.getByLabel('Location');
    // The page's clock from here on, so a search put off by any delay (a debounce) is run before "no request while typing" is believed.
    await page.clock.install();
    await location.fill('Riyadh');
    await page.clock.runFor(10_000);
    // A request the timers started has reached the page's request events by the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(requests).toHaveLength(0);
    await location.press('Enter');
    await expect(cards.first()).toContainText('Riyadh');
    expect(Object.fromEntries(requests[0].searchParams)).toMatchObject({
      location: 'Riyadh',
      guests: '2',
      rooms: '1',
      cj_partner_id: 'expo-guide',
    });

    await page.getByRole('combobox', { name: 'Guests' }).selectOption('5 Guests');
    await expect.poll(() => requests.at(-1)!.searchParams.get('guests')).toBe('5');
    expect(requests.at(-1)!.searchParams.get('location')).toBe('Riyadh');

    const deal = cards.first().getByRole('link', { name: /View Deal/ });
    await expect(deal).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(deal).toHaveAttribute('href', /aid=expo-guide&label=CJ/);
    expect(problems.pageErrors).toEqual([]);
    await expectNoA11yViolations(page);
  });

  test('an upstream failure shows the error state with the three Osaka demo hotels', async ({ page }) => {
    // CJ configured, and answering 502: the server's render leaves the list loading, the browser's fetch gets the API's error.
    const upstream = createServer((_request, response) =>
      response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway'),
    );
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const cj = readCjConfig({
      CJ_PERSONAL_ACCESS_TOKEN: 'test-token',
      CJ_COMPANY_ID: '1',
      CJ_WEBSITE_ID: '2',
      CJ_API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/query`,
    });
    try {
      await withSiteServer({ apiPlugins: [hotelsApi(cj)] }, async (base) => {
        await page.goto(`${base}/housing`);
        const alert = page.getByRole('alert').filter({ hasText: 'Error loading hotels' });
        await expect(alert).toContainText('Failed to load hotel listings. Please try again later.');
        await expect(page.getByTestId('hotel-card')).toHaveCount(3);
        await expect(page.getByTestId('hotel-card').getByRole('heading')).toHaveText([
          'Hotel Granvia Osaka',
          'Cross Hotel Osaka',
          'Osaka Bay Tower Inn',
        ]);
      });
    } finally {
      upstream.close();
    }
  });

  test("a search with no match says 'No hotels found'", async ({ page }) => {
    await page.goto('/housing');
    // The form is in the server's HTML before the section's code has hydrated it: search until it answers.
    await expect(async () => {
      await page.getByLabel('Location').fill('Atlantis');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('No hotels found')).toBeVisible({ timeout: 2000 });
    }).toPass();
    await expect(page.getByText(/explore other locations/)).toBeVisible();
  });

  test('a check-out before check-in gets a hint and no request, and the list keeps its last results', async ({
    page,
  }) => {
    await page.goto('/housing');
    await expect(page.getByTestId('hotel-card')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    // The page's clock from here on, so a search put off by any delay (a debounce, a retry) is run before "no request" is believed.
    await page.clock.install();
    let requested = false;
    page.on('request', (request) => (requested ||= isHotelsRequest(request.url())));
    // Until the section has hydrated, a typed date gets no answer: type it until the hint shows.
    await expect(async () => {
      await page.getByLabel('Check-out').fill('2020-01-01');
      await expect(page.getByText('Check-out must be after check-in.')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.clock.runFor(10_000);
    // A request the timers started has reached the page's request events by the next round trip.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(requested).toBe(false);
    const hotels = page.getByRole('region', { name: 'Partner Hotels' });
    await expect(hotels.getByTestId('hotel-card')).toHaveCount(3);
    // Fixing the dates searches again at once.
    await page.getByLabel('Check-in').fill('2019-12-28');
    await expect(page.getByText('Check-out must be after check-in.')).toHaveCount(0);
    await expect.poll(() => requested).toBe(true);
    await expect(hotels.getByTestId('hotel-card')).toHaveCount(3);
  });

  test('recommended accommodations, all accommodations and detail pages', async ({ page }) => {
    await page.goto('/housing');
    await page.getByRole('link', { name: 'View Details, Al Faisaliah' }).click();
    await expect(page).toHaveURL('/housing/al-faisaliah/details');
    await expect(mainHeading(page, 'Al Faisaliah')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto('/housing');
    await page.getByRole('link', { name: 'View All Accommodations' }).click();
    await expect(mainHeading(page, 'All Accommodations')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Need assistance with booking?' })).toBeVisible();
    const browse = page.getByRole('link', { name: /^Browse Options, Airbnb/ });
    await expect(browse).toHaveAttribute('target', '_blank');
    await expect(browse).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoA11yViolations(page);
    await page.goto('/housing/no-such-hotel');
    await expect(mainHeading(page, 'Accommodation not found')).toBeVisible();
  });
});
