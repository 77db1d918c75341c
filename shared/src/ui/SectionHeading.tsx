import { Typography } from '../../mui';

/** A page section's h2 and optional subtitle; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <>
      <Typography id={id} variant="h2" gutterBottom>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
