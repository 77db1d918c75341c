import { DEFAULT_DESCRIPTION, SITE_NAME, documentTitle, type LocaleInfo, type PageMeta } from 'shared';
import { QUERY_STATE_ID, type DehydratedState } from 'shared/query';
import { escapeMarkup } from './escapeMarkup';
import { PAGE_STATE_ID, scriptSafeJson, type PageState } from '../../src/federation/pageState';
import { webAppManifestPath } from '../../src/startup/webAppManifest';

/** The same page in another language (`hreflang` is a language or 'x-default'). */
export interface AlternatePage {
  hreflang: string;
  href: string;
}

/** Open Graph's locale names. */
const OG_LOCALES: Record<LocaleInfo['locale'], string> = { en: 'en_US', ar: 'ar_SA' };

/** The head elements that describe a page to browsers, crawlers and link previews, with the page in every language. */
export function pageHeadTags(meta: PageMeta, canonicalUrl: string, alternates: AlternatePage[] = [], locale?: LocaleInfo): string {
  const title = documentTitle(meta.title);
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const ogType = meta.jsonLd?.some((item) => item['@type'] === 'Article') ? 'article' : 'website';
  const tags = [
    `<title>${escapeMarkup(title)}</title>`,
    `<meta name="description" content="${escapeMarkup(description)}" />`,
    // A not-found page is not a page of the site: no canonical URL, and kept out of search indexes.
    meta.notFound ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeMarkup(canonicalUrl)}" />`,
    ...(meta.notFound ? [] : alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}" />`)),
    ...(locale ? [`<meta property="og:locale" content="${OG_LOCALES[locale.locale]}" />`] : []),
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${ogType}" />`,
    `<meta property="og:title" content="${escapeMarkup(title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(description)}" />`,
    `<meta property="og:url" content="${escapeMarkup(canonicalUrl)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeMarkup(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeMarkup(title)}" />`,
    `<meta name="twitter:description" content="${escapeMarkup(description)}" />`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeMarkup(meta.image)}" />`] : []),
    ...(meta.jsonLd ?? []).map((item) => `<script type="application/ld+json">${scriptSafeJson({ '@context': 'https://schema.org', ...item })}</script>`),
  ];
  return tags.join('\n    ');
}

export interface PageDocumentParts {
  /** The shell's built index.html: its scripts, favicon and static head. */
  template: string;
  /** The page's language: <html lang dir>. */
  locale: LocaleInfo;
  head: string;
  styleTags: string;
  appHtml: string;
  state: PageState;
  /** The render's query results (dehydrated), for the browser's query client. */
  queries: DehydratedState;
}

/** The shell's HTML for one language, cut where a page's head and app go. */
interface TemplateParts {
  /** Up to the end of <head>. */
  head: string;
  /** From </head> up to the empty #root. */
  body: string;
  /** After #root. */
  end: string;
}

const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/** The template in `locale`: its lang and dir, its installed app's manifest, no static title, description or "needs JavaScript" note. */
function templateParts(template: string, locale: LocaleInfo): TemplateParts {
  const html = template
    .replace(/<html[^>]*>/, `<html lang="${locale.locale}" dir="${locale.dir}">`)
    // The installed app in the page's language (its names, lang and dir).
    .replace(/<link rel="?manifest"? href="?[^" >]*"?/, () => `<link rel="manifest" href="${webAppManifestPath(locale.locale)}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const headEnd = html.indexOf('</head>');
  const root = ROOT_ELEMENT.exec(html);
  if (headEnd < 0 || !root || root.index < headEnd) throw new Error('the page template has no </head> followed by an empty <div id="root">');
  return { head: html.slice(0, headEnd), body: html.slice(headEnd, root.index), end: html.slice(root.index + root[0].length) };
}

/**
 * Each template's parts per language, cut once: every page of a language is the same template
 * around its own head and app, and cutting it (six regular expressions over the page) took about 1%
 * of a render's CPU. A process sees one template, so this holds a handful of strings.
 */
const cutTemplates = new Map<string, Map<LocaleInfo['locale'], TemplateParts>>();

function cutTemplate(template: string, locale: LocaleInfo): TemplateParts {
  let byLocale = cutTemplates.get(template);
  if (!byLocale) {
    // A new template (a redeployed shell) replaces the ones before.
    cutTemplates.clear();
    cutTemplates.set(template, (byLocale = new Map()));
  }
  let parts = byLocale.get(locale.locale);
  if (!parts) byLocale.set(locale.locale, (parts = templateParts(template, locale)));
  return parts;
}

/** The shell's HTML with the rendered page in it: head tags in place of the static title and description, the app in #root. */
export function pageDocument({ template, locale, head, styleTags, appHtml, state, queries }: PageDocumentParts): string {
  const parts = cutTemplate(template, locale);
  return (
    `${parts.head}    ${head}\n    ${styleTags}\n  ${parts.body}` +
    `<div id="root">${appHtml}</div><script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson(state)}</script>` +
    (queries.queries.length > 0 ? `<script type="application/json" id="${QUERY_STATE_ID}">${scriptSafeJson(queries)}</script>` : '') +
    parts.end
  );
}
