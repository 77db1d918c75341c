import type { ReactNode } from 'react';
import { Container, Typography } from '../../mui';
import { HeroBanner } from './HeroBanner';
import type { SectionPageCopy } from './pageCopy';
import { usePageTitle } from './usePageTitle';

/** A section's landing page frame: document title, hero, an introduction, then the section's content. */
export function SectionLanding({ copy, pageTitle, children }: { copy: SectionPageCopy; pageTitle: string; children?: ReactNode }) {
  usePageTitle(pageTitle);
  return (
    <>
      <HeroBanner title={copy.title} subtitle={copy.subtitle} backgroundImage={copy.image} />
      <Container maxWidth="lg" component="section" aria-labelledby="section-intro" sx={{ py: 6 }}>
        <Typography id="section-intro" variant="h2" gutterBottom>
          {copy.introTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {copy.intro}
        </Typography>
        {children}
      </Container>
    </>
  );
}
