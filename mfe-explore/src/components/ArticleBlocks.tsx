import { Box, Typography } from 'shared/mui';
import { SafeImage } from 'shared';
import type { ArticleBlock } from '../content/articles';

/** Renders an article's content blocks: paragraph, heading (2 or 3), image with caption, quote, list. */
export function ArticleBlocks({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <Typography key={index} sx={{ mb: 2, fontSize: '1.08rem', lineHeight: 1.75 }}>
                {block.content}
              </Typography>
            );
          case 'heading':
            return block.level === 2 ? (
              <Typography key={index} variant="sectionTitle" sx={{ mt: 4, mb: 2 }}>
                {block.content}
              </Typography>
            ) : (
              <Typography key={index} variant="h3" sx={{ fontSize: '1.25rem', mt: 4, mb: 2 }}>
                {block.content}
              </Typography>
            );
          case 'image':
            return (
              <Box key={index} component="figure" sx={{ m: 0, my: 3 }}>
                <SafeImage src={block.content} alt={block.caption} sx={{ borderRadius: 2 }} />
                <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {block.caption}
                </Typography>
              </Box>
            );
          case 'quote':
            return (
              <Box
                key={index}
                component="figure"
                sx={{ m: 0, my: 3, pl: 3, borderLeft: 4, borderColor: 'secondary.main' }}
              >
                <Typography component="blockquote" sx={{ m: 0, fontSize: '1.2rem', fontStyle: 'italic' }}>
                  {block.content}
                </Typography>
                <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  — {block.author}
                </Typography>
              </Box>
            );
          case 'list':
            return (
              <Box key={index} component="ul" sx={{ mb: 2, pl: 3, '& li': { mb: 1 } }}>
                {block.content.map((item) => (
                  <li key={item}>
                    <Typography>{item}</Typography>
                  </li>
                ))}
              </Box>
            );
        }
      })}
    </>
  );
}
