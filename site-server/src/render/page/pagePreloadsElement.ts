import { PAGE_PRELOADS_ID, type PagePreload, scriptSafeJson } from 'shared/site';

/**
 * A page's preloads as the element the shell's loader reads once the page is painted
 * (shell/src/startup/loadAfterFirstPaint.ts). Not a Link header: those load before the first paint,
 * and on a slow connection they would share it with the page itself.
 */
const pagePreloadsElement = (preloads: PagePreload[]) =>
  `<script type="application/json" id="${PAGE_PRELOADS_ID}">${scriptSafeJson(preloads)}</script>`;

/** The page's HTML (its bytes) with its preloads in it, at the end of its body. */
export function htmlWithPreloads(html: Buffer, preloads: PagePreload[]): Buffer {
  const end = html.lastIndexOf('</body>');
  return preloads.length === 0 || end < 0
    ? html
    : Buffer.concat([html.subarray(0, end), Buffer.from(pagePreloadsElement(preloads)), html.subarray(end)]);
}
