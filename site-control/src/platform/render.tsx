import { randomBytes } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ActionDescription } from './actions';
import type { Overview } from './overview';
import { ConfirmPage } from './pages/ConfirmPage';
import type { Signed } from './pages/Frame';
import { MessagePage } from './pages/MessagePage';
import { OverviewPage } from './pages/OverviewPage';
import { SignInPage } from './pages/SignInPage';
import type { Flash } from './sessions';

/** A page as sent: its HTML and the nonce its <style> element carries (the CSP names it). */
export interface RenderedPage {
  html: string;
  styleNonce: string;
}

// Emotion's style elements as it writes them on the server, each before the first element using it.
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * One page, server-rendered, with no script. Emotion writes each style the page uses once, as a
 * <style> element in the body before its first use (the render has no emotion cache of its own: the
 * outermost element's is the page's); these are taken out of the HTML, in order, into one <style> in
 * the head carrying a fresh nonce, so the CSP allows exactly that stylesheet and no other (an
 * injected <style> could read the page's CSRF token through attribute selectors). React escapes
 * every text and attribute, so only emotion writes `<style data-emotion`.
 */
export function renderDocument(title: string, page: ReactElement): RenderedPage {
  const body = renderToString(page);
  const styles: string[] = [];
  const seen = new Set<string>();
  const html = body.replace(EMOTION_STYLE, (_element, ids: string, css: string) => {
    if (!seen.has(ids)) {
      seen.add(ids);
      styles.push(css);
    }
    return '';
  });
  const styleNonce = randomBytes(16).toString('base64');
  return {
    styleNonce,
    html:
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="robots" content="noindex, nofollow">' +
      `<title>${escapeHtml(title)} · Expo Guide delivery platform</title>` +
      `<style nonce="${styleNonce}">${styles.join('')}</style></head><body>${html}</body></html>`,
  };
}

export const signInPage = (error?: string) => renderDocument('Sign in', <SignInPage error={error} />);

export const overviewPage = (overview: Overview, signed: Signed, flash: Flash | undefined, now: number) =>
  renderDocument(
    'Releases of every section',
    <OverviewPage overview={overview} signed={signed} flash={flash} now={now} />,
  );

export const confirmPage = (description: ActionDescription, fields: Record<string, string>, signed: Signed) =>
  renderDocument(
    `Confirm: ${description.question}`,
    <ConfirmPage description={description} fields={fields} signed={signed} />,
  );

export const messagePage = (title: string, text: string, signed?: Signed, heading?: string) =>
  renderDocument(title, <MessagePage title={title} text={text} signed={signed} heading={heading} />);
