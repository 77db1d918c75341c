import {
  PAGE_STATE_ID,
  QUERY_STATE_ID,
  SITE_COPY,
  documentTitle,
  scriptSafeJson,
  webAppManifestPath,
  type LocaleInfo,
  type PageMeta,
  type PageState,
} from 'shared/site';
import type { RenderedPage } from 'shell/entry.server';
import { escapeMarkup } from './escapeMarkup';

/** The same page in another language (`hreflang` is a language or 'x-default'). */
export interface AlternatePage {
  hreflang: string;
  href: string;
}

/** Open Graph's locale names. */
const OG_LOCALES: Record<LocaleInfo['locale'], string> = { en: 'en_US', ar: 'ar_SA' };

/** The head elements that describe a page to browsers, crawlers and link previews, in the page's language (English unless told), with the page in every language. */
export function pageHeadTags(
  meta: PageMeta,
  canonicalUrl: string,
  alternates: AlternatePage[] = [],
  locale?: LocaleInfo,
): string {
  const site = SITE_COPY[locale?.locale ?? 'en'];
  const title = documentTitle(meta.title, locale?.locale);
  const description = meta.description ?? site.defaultDescription;
  const ogType = meta.jsonLd?.some((item) => item['@type'] === 'Article') ? 'article' : 'website';
  const tags = [
    `<title>${escapeMarkup(title)}</title>`,
    `<meta name="description" content="${escapeMarkup(description)}" />`,
    // A not-found page is not a page of the site: no canonical URL, and kept out of search indexes.
    meta.notFound
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeMarkup(canonicalUrl)}" />`,
    ...(meta.notFound
      ? []
      : alternates.map(
          ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}" />`,
        )),
    ...(locale ? [`<meta property="og:locale" content="${OG_LOCALES[locale.locale]}" />`] : []),
    `<meta property="og:site_name" content="${escapeMarkup(site.name)}" />`,
    `<meta property="og:type" content="${ogType}" />`,
    `<meta property="og:title" content="${escapeMarkup(title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(description)}" />`,
    `<meta property="og:url" content="${escapeMarkup(canonicalUrl)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeMarkup(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeMarkup(title)}" />`,
    `<meta name="twitter:description" content="${escapeMarkup(description)}" />`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeMarkup(meta.image)}" />`] : []),
    ...(meta.jsonLd ?? []).map(
      (item) =>
        `<script type="application/ld+json">${scriptSafeJson({ '@context': 'https://schema.org', ...item })}</script>`,
    ),
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
  /** The app's HTML as React wrote it (UTF-8 bytes). */
  appHtml: Buffer;
  state: PageState;
  /** The render's query results (dehydrated), for the browser's query client. */
  queries: RenderedPage['queries'];
}

/** The shell's HTML for one language, cut where a page's head and app go (UTF-8 bytes). */
interface TemplateParts {
  /** Up to the end of <head>. */
  head: Buffer;
  /** From </head> (if the template has one) to the opening tag of #root. */
  body: Buffer;
  /** What follows #root. */
  end: Buffer;
}

const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/** The template in `locale`: its lang and dir, its installed app's manifest, no static title, description or "needs JavaScript" note. */
function templateParts(template: string, locale: LocaleInfo): TemplateParts {
  const html = template
    .replace(/<html[^>]*>/, `<html lang="${locale.locale}" dir="${locale.dir}">`)
    // The installed app in the page's language (its names, lang and dir).
    .replace(
      /<link rel="?manifest"? href="?[^" >]*"?/,
      () => `<link rel="manifest" href="${webAppManifestPath(locale.locale)}"`,
    )
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const root = ROOT_ELEMENT.exec(html);
  if (!root) throw new Error('the page template has no empty <div id="root">');
  // A template with no </head> (a minimal one) gets the head's elements just before #root, where the browser still puts them in the head.
  const headEnd = html.lastIndexOf('</head>', root.index) < 0 ? root.index : html.lastIndexOf('</head>', root.index);
  return {
    head: Buffer.from(html.slice(0, headEnd)),
    body: Buffer.from(`${html.slice(headEnd, root.index)}<div id="root">`),
    end: Buffer.from(html.slice(root.index + root[0].length)),
  };
}

/**
 * Each template's parts per language, cut once: every page of a language is the same template
 * around its own head and app, and cutting it (six regular expressions over the page) for every
 * render would cost each render CPU for nothing. A process sees one template, so this holds a handful
 * of strings.
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

/**
 * The shell's HTML with the rendered page in it, as the bytes to send: head tags in place of the
 * static title and description, the app in #root. Joined as bytes: the app's HTML stays as React
 * wrote it, and the page is never one long string (which a single dash or Arabic letter makes
 * two-byte, and slow to encode).
 */
export function pageDocument({
  template,
  locale,
  head,
  styleTags,
  appHtml,
  state,
  queries,
}: PageDocumentParts): Buffer {
  const parts = cutTemplate(template, locale);
  const pageState =
    `</div><script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson(state)}</script>` +
    (queries.queries.length > 0
      ? `<script type="application/json" id="${QUERY_STATE_ID}">${scriptSafeJson(queries)}</script>`
      : '');
  return Buffer.concat([
    parts.head,
    Buffer.from(`    ${head}\n    ${styleTags}\n  `),
    parts.body,
    appHtml,
    Buffer.from(pageState),
    parts.end,
  ]);
}
