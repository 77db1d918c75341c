import type { Page } from '@playwright/test';
import { OFFLINE_READY_MARK } from 'shell/startup-marks';
import { expect, expectNoA11yViolations, mainHeading, test, waitForInteractive } from './support/fixtures';
import { waitForMark } from './support/marks';

/** The map's drawing: its view box, as the visitor sees the part of the site it shows. */
/** Whether React has hydrated (or rendered) the element: it marks its own nodes. */
const isReactsNode = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);

const viewBox = async (page: Page) =>
  (await page.getByTestId('site-map').getAttribute('viewBox'))!.split(' ').map(Number) as [
    number,
    number,
    number,
    number,
  ];

/**
 * Until the Access section has hydrated, a choice in its selects is lost (the note on issue 50 says
 * so): wait for the map to answer a key, which it does only once hydrated, then put it back.
 */
async function untilTheMapAnswers(page: Page) {
  const map = page.getByTestId('site-map');
  await expect
    .poll(async () => {
      await map.press('+');
      return (await viewBox(page))[2];
    })
    .toBeLessThan(1200);
  await map.press('0');
}

test.describe('the venue map', () => {
  for (const [path, heading, mapName, startLabel, findLabel, water, findButton, stepsPattern] of [
    [
      '/venue',
      'The Venue',
      'Map of Riyadh Expo City',
      'I am at',
      'Facility',
      'Drinking water',
      'Find',
      /^Head (north|south|east|west) for \d+ m/,
    ],
    [
      '/ar/venue',
      'مقر الإكسبو',
      'خريطة مدينة إكسبو الرياض',
      'أنا عند',
      'المرفق',
      'مياه الشرب',
      'ابحث',
      /^اتجه (شمالًا|جنوبًا|شرقًا|غربًا) مسافة \d+ م/,
    ],
  ] as const)
    test(`${path}: by keyboard alone, move, zoom, choose a place, find the nearest water step-free and read the way`, async ({
      page,
      problems,
    }) => {
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      const map = page.getByRole('img', { name: mapName });
      await expect(map).toBeVisible();
      // The map's keys are the section's: a key pressed before it has hydrated moves nothing.
      await expect.poll(() => isReactsNode(page, '[data-testid="site-map"]')).toBe(true);
      const [, , wholeWidth] = await viewBox(page);

      await map.focus();
      await page.keyboard.press('+');
      const [x, y, zoomedWidth] = await viewBox(page);
      expect(zoomedWidth).toBeLessThan(wholeWidth);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      const [x2, y2] = await viewBox(page);
      expect(x2).toBeGreaterThan(x);
      expect(y2).toBeGreaterThan(y);
      await page.keyboard.press('0');
      expect((await viewBox(page))[2]).toBe(wholeWidth);

      // A place from the text list, by keyboard: its card, and the map brought round it.
      const japan = page.getByRole('button', { name: path === '/venue' ? /^Japan/ : /^اليابان/ });
      await japan.focus();
      await page.keyboard.press('Enter');
      const card = page.getByRole('region', { name: path === '/venue' ? 'Japan' : 'اليابان' });
      await expect(card).toBeVisible();
      await expect(card).toContainText(path === '/venue' ? 'A Different Tomorrow District' : 'حي غدٍ مختلف');
      expect((await viewBox(page))[2]).toBeLessThan(wholeWidth);

      // Where am I: the West Gate; the nearest water, step-free.
      await page.getByLabel(startLabel).focus();
      await page.getByLabel(startLabel).selectOption({ label: path === '/venue' ? 'Sky Garden' : 'الحديقة المعلقة' });
      await page.getByLabel(findLabel).selectOption({ label: path === '/venue' ? 'First aid' : 'الإسعافات الأولية' });
      const stepFreeOnly = page.getByRole('checkbox', { name: /routes only|فقط/ });
      await stepFreeOnly.focus();
      await page.keyboard.press('Space');
      await expect(stepFreeOnly).toBeChecked();
      await page.getByRole('button', { name: findButton, exact: true }).focus();
      await page.keyboard.press('Enter');
      // The Sky Garden is up its stairs: nothing is reachable from it step-free.
      await expect(page.getByRole('alert')).toContainText(path === '/venue' ? 'step-free' : 'درج');

      await page.getByLabel(startLabel).selectOption({ label: path === '/venue' ? 'West Gate' : 'البوابة الغربية' });
      await page.getByLabel(findLabel).selectOption({ label: water });
      await page.getByRole('button', { name: findButton, exact: true }).click();
      const steps = page.getByTestId('route-steps').getByRole('listitem');
      await expect(steps.first()).toBeVisible();
      // The West Gate has its own drinking water: "you are there".
      await expect(steps).toHaveCount(1);
      await page.getByLabel(startLabel).selectOption({ label: path === '/venue' ? 'North Gate' : 'البوابة الشمالية' });
      await page.getByLabel(findLabel).selectOption({ label: path === '/venue' ? 'Quiet room' : 'غرفة هادئة' });
      await page.getByRole('button', { name: findButton, exact: true }).click();
      await expect(steps.first()).toHaveText(stepsPattern);
      await expect(page.getByTestId('map-route')).toBeVisible();
      await expectNoA11yViolations(page);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

  for (const [path, place, placePattern, backToList, backToMap, openPage, pageHeading] of [
    ['/venue', 'Norway', /^Norway/, 'Back to the list', 'Back to the map', 'Open its page', 'Norway'],
    ['/ar/venue', 'النرويج', /^النرويج/, 'العودة إلى القائمة', 'العودة إلى الخريطة', 'افتح صفحته', 'النرويج'],
  ] as const)
    test(`${path}: a place chosen in the list, by keyboard on a phone, is shown and read out where it is, and the way back leads to it`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(path);
      await waitForInteractive(page);
      await untilTheMapAnswers(page);
      const item = page.getByRole('button', { name: placePattern });
      await item.focus();
      await page.keyboard.press('Enter');
      // The card takes focus on its heading (a screen reader reads it out), in view, far above the list.
      const card = page.getByRole('region', { name: place });
      const cardHeading = card.getByRole('heading', { name: place });
      await expect(cardHeading).toBeFocused();
      await expect(cardHeading).toBeInViewport();
      const headingTop = (await cardHeading.boundingBox())!.y;
      expect(headingTop).toBeGreaterThanOrEqual(64); // below the fixed header
      // Its page is a few Tabs away, and the way back goes to the item chosen.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(card.getByRole('link', { name: openPage })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(card.getByRole('button', { name: backToList })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(item).toBeFocused();
      await expect(item).toBeInViewport();
      // Chosen again: the card again, and its page opened by keyboard.
      await page.keyboard.press('Enter');
      await expect(cardHeading).toBeFocused();
      await card.getByRole('link', { name: openPage }).focus();
      await page.keyboard.press('Enter');
      await expect(mainHeading(page, pageHeading)).toBeVisible();
      await page.goBack();
      await expect(item).toBeVisible();

      // From the map: the card, and the way back to the map.
      await page.getByTestId('site-map').locator('[data-place="pavilion-japan"]').click();
      const japan = page.getByRole('region', { name: path === '/venue' ? 'Japan' : 'اليابان' });
      await expect(japan.getByRole('heading')).toBeFocused();
      await japan.getByRole('button', { name: backToMap }).click();
      await expect(page.getByTestId('site-map')).toBeFocused();
      await expectNoA11yViolations(page);
      await context.close();
    });

  for (const [path, keyName, water, toilets] of [
    ['/venue', 'Facilities on the map', 'Drinking water', 'Toilets'],
    ['/ar/venue', 'المرافق على الخريطة', 'مياه الشرب', 'دورات المياه'],
  ] as const)
    test(`${path}: on a phone the map's names fit their boxes and can be read zoomed in, and its key shows and hides each kind of facility`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(path);
      await waitForInteractive(page);
      // Every pavilion's name inside its box, whole (no "…"): the drawing's own units, so at every zoom.
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('[data-place^="pavilion-"]')].flatMap((place) => {
          const box = place.querySelector('rect')!.getBBox();
          const label = place.querySelector('text[data-marker-label]') as SVGTextElement;
          const text = label.getBBox();
          const inside =
            text.x >= box.x + 1 &&
            text.x + text.width <= box.x + box.width - 1 &&
            text.y >= box.y &&
            text.y + text.height <= box.y + box.height;
          return inside && !label.textContent!.includes('…') ? [] : [label.textContent];
        }),
      );
      expect(overflowing).toEqual([]);
      // Zoomed in all the way, a pavilion's name is at least 9 px high on the screen.
      await untilTheMapAnswers(page);
      const map = page.getByTestId('site-map');
      for (let i = 0; i < 6; i++) await map.press('+');
      const labelPixels = await page.evaluate(() => {
        const svg = document.querySelector('[data-testid="site-map"]') as SVGSVGElement;
        const unitsToPixels = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const label = document.querySelector('[data-place^="pavilion-"] text[data-marker-label]')!;
        return Number(label.getAttribute('font-size')) * unitsToPixels;
      });
      expect(labelPixels).toBeGreaterThanOrEqual(9);
      await map.press('0');

      // The key is the filter: a kind unticked leaves the map, the others stay; ticked, it is back.
      const key = page.getByRole('group', { name: keyName });
      const waterMarks = page.locator('[data-facility="drinking-water"]');
      const toiletMarks = page.locator('[data-facility="toilets"]');
      await expect(waterMarks.first()).toBeVisible();
      await key.getByRole('checkbox', { name: water }).uncheck();
      await expect(waterMarks.first()).toBeHidden();
      expect(await page.locator('[data-facility="drinking-water"]:visible').count()).toBe(0);
      await expect(toiletMarks.first()).toBeVisible();
      await expect(key.getByRole('checkbox', { name: toilets })).toBeChecked();
      await key.getByRole('checkbox', { name: water }).check();
      await expect(waterMarks.first()).toBeVisible();
      await expectNoA11yViolations(page);
      await context.close();
    });

  test('by touch: a pinch zooms, a tap says where you are', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/venue');
    await waitForInteractive(page);
    await untilTheMapAnswers(page);
    const map = page.getByTestId('site-map');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    const before = (await viewBox(page))[2];
    await touch('touchStart', [
      { x: centre.x - 20, y: centre.y },
      { x: centre.x + 20, y: centre.y },
    ]);
    for (let step = 1; step <= 5; step++)
      await touch('touchMove', [
        { x: centre.x - 20 - step * 15, y: centre.y },
        { x: centre.x + 20 + step * 15, y: centre.y },
      ]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(before / 2);
    await page.getByRole('button', { name: 'Show the whole site' }).tap();
    // A tap on the ground near the South Gate (x 600, y 760 of 1200 × 860).
    await page.touchscreen.tap(box.x + box.width * 0.5, box.y + box.height * (745 / 860));
    await expect(page.getByTestId('map-here')).toBeVisible();
    await expect(page.getByTestId('where-am-i-status')).toContainText('South Gate');
    await context.close();
  });

  test('the browser’s location only when asked, inside and outside the site, kept on the device', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const asked: string[] = [];
    await page.exposeFunction('noteGeolocation', (what: string) => asked.push(what));
    await page.addInitScript(() => {
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args) => {
        (window as unknown as { noteGeolocation: (what: string) => void }).noteGeolocation('asked');
        original(...args);
      };
    });
    await page.goto('/venue');
    await waitForInteractive(page);
    await untilTheMapAnswers(page);
    expect(asked).toEqual([]);
    await context.grantPermissions(['geolocation']);
    // Outside the fence: Riyadh's centre.
    await context.setGeolocation({ latitude: 24.7136, longitude: 46.6753 });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('where-am-i-status')).toContainText('outside Riyadh Expo City');
    // At the site's North Gate (600 m east, 100 m south of the map's corner).
    await context.setGeolocation({ latitude: 24.8646 - 100 / 110_800, longitude: 46.7227 + 600 / 101_100 });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('where-am-i-status')).toContainText('You are near the North Gate');
    expect(asked).toEqual(['asked', 'asked']);
    await page.reload();
    await waitForInteractive(page);
    await expect(page.getByLabel('I am at')).toHaveValue('north-gate');
    // A corrupted kept value is ignored.
    await page.evaluate(() => localStorage.setItem('expo-guide:where-am-i', '{"x":'));
    await page.reload();
    await waitForInteractive(page);
    await expect(page.getByLabel('I am at')).toHaveValue('');
    await context.close();
  });
});

test('the directions page leads to the venue map, in both languages', async ({ page }) => {
  await page.goto('/access');
  await page.getByRole('link', { name: 'Venue map and the nearest facilities' }).click();
  await expect(page).toHaveURL('/venue');
  await expect(page.getByRole('img', { name: 'Map of Riyadh Expo City' })).toBeVisible();
  // Drawn by the browser this time (a navigation in the page): every place is on it.
  await expect.poll(() => page.locator('#site-drawing [data-place]').count()).toBeGreaterThan(100);
  await page.goto('/ar/access');
  await page.getByRole('link', { name: 'خريطة مقر الإكسبو وأقرب المرافق' }).click();
  await expect(page).toHaveURL('/ar/venue');
});

test('/venue: the drawing stays the server’s HTML as the page hydrates, and shows the place chosen', async ({
  page,
  problems,
}) => {
  // Anything React would do to the drawing (rendering it again, mending a mismatch) removes or changes
  // its nodes; the HTML parser only adds them.
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { drawingChanges: string[] }).drawingChanges = changes;
    const inDrawing = (node: Node) =>
      node instanceof Element && (node.id === 'site-drawing' || node.closest('#site-drawing') !== null);
    new MutationObserver((records) => {
      for (const record of records)
        if (
          (record.type === 'attributes' && inDrawing(record.target)) ||
          [...record.removedNodes].some((node) => inDrawing(node) || inDrawing(record.target))
        )
          changes.push(`${record.type} on ${(record.target as Element).tagName}`);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('/venue');
  await waitForInteractive(page);
  // React marks each node it has hydrated as its own: the map's controls once the section has
  // hydrated, never the drawing's places.
  await expect.poll(() => isReactsNode(page, '[data-testid="site-map"]')).toBe(true);
  expect(await isReactsNode(page, '#site-drawing [data-place]')).toBe(false);
  const japanOnMap = page.locator('[data-place="pavilion-japan"] [data-marker]');
  await expect(japanOnMap).toHaveCSS('fill', 'rgb(255, 255, 255)');
  await page.getByRole('button', { name: /^Japan/ }).click();
  await expect(page.getByRole('region', { name: 'Japan' })).toBeVisible();
  // The place chosen is a style on the drawing, not a new drawing.
  await expect(japanOnMap).toHaveCSS('fill', 'rgb(11, 93, 75)');
  expect(await page.evaluate(() => (window as unknown as { drawingChanges: string[] }).drawingChanges)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test.describe('the venue map with no JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the drawing and the list of places are in the server’s HTML', async ({ page }) => {
    await page.goto('/venue');
    await expect(page.getByRole('img', { name: 'Map of Riyadh Expo City' })).toBeVisible();
    expect(await page.locator('[data-place]').count()).toBeGreaterThan(100);
    await expect(page.getByRole('heading', { name: 'Every place, by zone' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Japan/ })).toBeVisible();
  });
});

test.describe('the venue map offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('after one visit to another page, /venue opens and finds the nearest with no network', async ({
    page,
    context,
  }) => {
    await page.goto('/access');
    await waitForMark(page, OFFLINE_READY_MARK, 20_000);
    await context.setOffline(true);
    await page.goto('/venue');
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await untilTheMapAnswers(page);
    await page.getByLabel('I am at').selectOption({ label: 'East Gate' });
    await page.getByLabel('Facility').selectOption({ label: 'First aid' });
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByTestId('route-steps').getByRole('listitem').first()).toHaveText(
      /^Head (north|south|east|west)/,
    );
  });

  test('after one visit, a pavilion’s page, /accessibility and /practical open with no network, the prayer times computed in the browser', async ({
    page,
    context,
  }) => {
    await page.goto('/access');
    await waitForMark(page, OFFLINE_READY_MARK, 20_000);
    await context.setOffline(true);
    await page.goto('/pavilions/japan');
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(mainHeading(page, 'Japan')).toBeVisible();
    await page.goto('/accessibility');
    await expect(page.getByRole('heading', { level: 2, name: 'Sensory map' })).toBeVisible();
    await page.goto('/ar/practical');
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'المغرب' })).toBeVisible();
    await expect(page.getByTestId('next-prayer')).toHaveText(/^الأذان التالي: /);
  });
});

test.describe('accessibility and practical information', () => {
  for (const [path, heading, notice, sensoryHeading, crowding] of [
    ['/accessibility', 'Accessibility', "at least 48 hours' notice", 'Sensory map', 'Crowding'],
    ['/ar/accessibility', 'خدمات ذوي الإعاقة', 'قبل 48 ساعة على الأقل', 'الخريطة الحسية', 'الازدحام'],
  ] as const)
    test(`${path}: the notice rule, the services and where they are, the sensory map by keyboard`, async ({ page }) => {
      await page.goto(path);
      await waitForInteractive(page);
      await expect(mainHeading(page, heading)).toBeVisible();
      await expect(page.getByRole('note')).toContainText(notice);
      // Every service names where it is on the site.
      expect(await page.locator('section[aria-labelledby="accessibility-services"] ul li').count()).toBeGreaterThan(20);
      await expect(page.getByRole('heading', { level: 2, name: sensoryHeading })).toBeVisible();
      const crowdingButton = page.getByRole('button', { name: crowding, exact: true });
      await expect
        .poll(async () => {
          await crowdingButton.focus();
          await page.keyboard.press('Enter');
          return crowdingButton.getAttribute('aria-pressed');
        })
        .toBe('true');
      // The map's marks and the lists below it say the same: as many pavilions at each level.
      for (const level of ['low', 'medium', 'high'])
        expect(await page.locator(`[data-sensory-level="${level}"]:visible`).count()).toBe(
          await page.locator(`#sensory-${level} ~ ul li`).count(),
        );
      await expectNoA11yViolations(page);
    });

  for (const [path, heading, maghrib, nextPattern, hijriPattern] of [
    [
      '/practical',
      'Practical information',
      'Maghrib',
      /^Next call to prayer: \w+( tomorrow)? at \d{1,2}:\d{2} [AP]M\.$/,
      /AH$/,
    ],
    ['/ar/practical', 'معلومات عملية', 'المغرب', /^الأذان التالي: /, /هـ$/],
  ] as const)
    test(`${path}: today’s prayer times and the Hijri date, the same from the server and in the browser`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(path);
      await waitForInteractive(page);
      await expect(mainHeading(page, heading)).toBeVisible();
      await expect(page.getByRole('rowheader', { name: maghrib })).toBeVisible();
      expect(await page.locator('section[aria-labelledby="prayer-times"] time').count()).toBe(6);
      await expect(page.getByTestId('next-prayer')).toHaveText(nextPattern);
      await expect(page.getByTestId('hijri-date')).toHaveText(hijriPattern);
      await expectNoA11yViolations(page);
      expect(errors).toEqual([]);
    });
});

test.describe('the practical page left open', () => {
  for (const [path, fajr, dhuhr, asr] of [
    [
      '/practical',
      /^Next call to prayer: Fajr at /,
      /^Next call to prayer: Dhuhr at /,
      /^Next call to prayer: Asr at /,
    ],
    ['/ar/practical', /^الأذان التالي: الفجر /, /^الأذان التالي: الظهر /, /^الأذان التالي: العصر /],
  ] as const)
    test(`${path}: the next call to prayer moves on by itself, and at once when the page is seen again`, async ({
      browser,
      baseURL,
    }) => {
      // A page of its own: with a fake clock the page's performance marks are the clock's, so the
      // fixture's wait for the interactive mark would never end. The first answer from the browser's
      // clock says it has hydrated (the server wrote today's real next prayer).
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      // The page's clock says a morning of the expo in Riyadh, before Fajr; its timers run as they would.
      await page.clock.setFixedTime(new Date('2030-10-15T03:30:00+03:00'));
      await page.goto(path);
      const next = page.getByTestId('next-prayer');
      await expect(next).toHaveText(fajr);
      // The tab stays open past sunrise: the page moves on by its own timer (each quarter minute).
      await page.clock.setFixedTime(new Date('2030-10-15T06:30:00+03:00'));
      await expect(next).toHaveText(dhuhr, { timeout: 20_000 });
      // Past noon, with the tab in the background all along: seen again, it moves on at once.
      await page.clock.setFixedTime(new Date('2030-10-15T12:30:00+03:00'));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(next).toHaveText(asr, { timeout: 2_000 });
      await context.close();
    });
});

test.describe('the practical page with no JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the server computes today’s prayer times into the HTML', async ({ page }) => {
    await page.goto('/practical');
    const times = page.locator('section[aria-labelledby="prayer-times"] time');
    await expect(times).toHaveCount(6);
    // Riyadh's Maghrib falls between 5 and 7 PM all year.
    await expect(page.getByRole('row', { name: /^Maghrib/ })).toHaveText(/Maghrib\s*(5|6):\d{2} PM/);
  });
});

test.describe('the pavilions with no JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the filters are a form that asks the server for the filtered list; a link with an unknown filter lists every pavilion', async ({
    page,
  }) => {
    await page.goto('/pavilions');
    await page.getByLabel('Zone').selectOption({ label: 'A Different Tomorrow District' });
    await page.getByRole('button', { name: 'Show these pavilions' }).click();
    await expect(page).toHaveURL(/\/pavilions\?zone=different-tomorrow&theme=&access=$/);
    await expect(page.getByRole('status').filter({ hasText: 'pavilions' })).toHaveText('7 of 41 pavilions');
    await expect(page.getByLabel('Zone')).toHaveValue('different-tomorrow');
    await page.goto('/ar/pavilions?zone=nowhere&zone=different-tomorrow&theme=%ZZ');
    await expect(page.getByRole('status').filter({ hasText: /41/ })).toHaveText(/41.*41/);
  });
});

test.describe('the pavilions', () => {
  test('/pavilions: filters by zone, theme and accessibility, each pavilion with its sensory rating; a pavilion’s page', async ({
    page,
    problems,
  }) => {
    await page.goto('/pavilions');
    await expect(mainHeading(page, 'Pavilions')).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'pavilions' });
    await expect(status).toHaveText('41 of 41 pavilions');
    await page.getByLabel('Zone').selectOption({ label: 'A Different Tomorrow District' });
    await expect(status).toHaveText('7 of 41 pavilions');
    await page.getByLabel('Theme').selectOption({ label: 'Science and technology' });
    await page.getByLabel('Accessibility').selectOption({ label: 'Sign language' });
    await expect(status).toHaveText('3 of 41 pavilions');
    // The filters are in the address: the filtered list is a link.
    await expect(page).toHaveURL(/\/pavilions\?zone=different-tomorrow&theme=technology&access=signLanguage$/);
    const japan = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Japan' }) });
    await expect(japan).toContainText('Noise');
    await expect(japan).toContainText('low');
    await page.getByLabel('Zone').selectOption({ label: 'Family Gardens' });
    await expect(status).toHaveText('0 of 41 pavilions');
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(status).toHaveText('41 of 41 pavilions');
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Japan', exact: true }).click();
    await expect(page).toHaveURL('/pavilions/japan');
    await expect(mainHeading(page, 'Japan')).toBeVisible();
    // Link previews read the server's page.
    await page.reload();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain('"@type":"TouristAttraction"');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /robots that care/);
    await expect(page.getByText('Say where you are on the venue map')).toBeVisible();
    await expectNoA11yViolations(page);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('/ar/pavilions: every pavilion in Arabic, right to left, with no error and axe-clean', async ({
    page,
    problems,
  }) => {
    await page.goto('/ar/pavilions');
    await waitForInteractive(page);
    await expect(mainHeading(page, 'الأجنحة')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'اليابان', exact: true })).toHaveAttribute(
      'href',
      '/ar/pavilions/japan',
    );
    await expectNoA11yViolations(page);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a pavilion’s page has the way there from where the visitor said they are, in Arabic', async ({ page }) => {
    await page.goto('/ar/venue');
    await untilTheMapAnswers(page);
    await page.getByLabel('أنا عند').selectOption({ label: 'البوابة الشمالية' });
    await expect(page.getByTestId('where-am-i-status')).toContainText('البوابة الشمالية');
    await page.goto('/ar/pavilions/japan');
    await expect(mainHeading(page, 'اليابان')).toBeVisible();
    await expect(page.getByTestId('route-steps').getByRole('listitem').last()).toHaveText(
      /حتى تصل إلى جناح اليابان\.$/,
    );
    await expect(page.getByTestId('map-route')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('an unknown pavilion is a page that says so, and the palette finds pavilions', async ({ page }) => {
    const response = await page.goto('/pavilions/atlantis');
    expect(response?.status()).toBe(404);
    await expect(mainHeading(page, 'Pavilion not found')).toBeVisible();
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.getByRole('combobox').or(page.getByRole('textbox')).first().fill('japan');
    await page.getByRole('option', { name: /Japan/ }).first().click();
    await expect(page).toHaveURL('/pavilions/japan');
  });
});
