import { Box, Button, Container, Stack, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { usePageMeta, useTranslation } from 'shared';
import { INFO_PAGES_COPY } from '../content/infoPages';
import type { InfoPagePath } from 'shared/site';

/** One of the shell's small pages (about, pavilions, policies), by its path, in the page's language. */
export function InfoPage({ path }: { path: InfoPagePath }) {
  const pages = useTranslation(INFO_PAGES_COPY);
  const page =
    pages.find((candidate) => candidate.path === path) ??
    INFO_PAGES_COPY.en.find((candidate) => candidate.path === path)!;
  usePageMeta({ title: page.title, description: page.description });
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '2.4rem', mb: 1 }}>
        {page.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
        {page.intro}
      </Typography>
      {page.sections.map((section) => (
        <Box key={section.heading} component="section" sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      {page.links && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          {page.links.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} variant="outlined">
              {link.label}
            </Button>
          ))}
        </Stack>
      )}
    </Container>
  );
}
