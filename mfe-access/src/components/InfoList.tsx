import { Box, Typography } from 'shared/mui';

/** A titled bullet list (accessibility, local area). */
export function InfoList({ title, points, id }: { title: string; points: string[]; id: string }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="sectionTitle" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
        {points.map((point) => (
          <li key={point}>
            <Typography>{point}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
