import { screen } from '@testing-library/react';

const ATTRIBUTES = ['aria-label', 'alt', 'aria-valuetext'];

/**
 * Test-only: the copy on a page rendered by renderWithProviders that still has Latin words in it
 * (two letters or more): each leaf element's text and every text node, accessible names, alt text
 * and value texts, but not the test's location probe. `kept` is what stays Latin on purpose (a brand,
 * "US$"), taken out of each text before it is looked at.
 */
export function latinTextOnPage(kept: ReadonlyArray<string | RegExp> = []): string[] {
  const probe = screen.getByTestId('location');
  const elements = [...document.body.querySelectorAll('*')].filter((element) => !probe.contains(element));
  const texts = [
    ...elements.filter((element) => element.children.length === 0).map((element) => element.textContent ?? ''),
    ...elements.flatMap((element) =>
      [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? ''),
    ),
    ...elements.flatMap((element) => ATTRIBUTES.map((name) => element.getAttribute(name) ?? '')),
  ];
  const withoutKept = (text: string) =>
    kept.reduce<string>(
      (rest, latin) => (typeof latin === 'string' ? rest.split(latin).join('') : rest.replace(latin, '')),
      text,
    );
  return [...new Set(texts.filter((text) => /[A-Za-z]{2,}/.test(withoutKept(text))))];
}
