import type { Locator } from '@playwright/test';

/** WCAG's contrast ratio of two rgb() colours. */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((part) => {
        const c = Number(part) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast of an element's text against the first background behind it that is not transparent. */
export async function contrastOnScreen(element: Locator) {
  const colours = await element.evaluate((text) => {
    let background = 'rgba(0, 0, 0, 0)';
    for (
      let behind: Element | null = text;
      behind && /rgba\(0, 0, 0, 0\)|transparent/.test(background);
      behind = behind.parentElement
    )
      background = getComputedStyle(behind).backgroundColor;
    return { text: getComputedStyle(text).color, background };
  });
  return contrast(colours.text, colours.background);
}
