/** Old page paths and where they moved: the server answers them with a 301, the browser's router with a replace. */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = { '/faqs': '/faq' };
