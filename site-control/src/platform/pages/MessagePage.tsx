import { Link, Paper, Typography } from '../ui';
import { Frame, type Signed } from './Frame';

/** A page that says why something was not done (refused, invalid, failed), and the way back. */
export function MessagePage({
  title,
  heading = 'Nothing was changed',
  text,
  signed,
}: {
  title: string;
  heading?: string;
  text: string;
  signed?: Signed;
}) {
  return (
    <Frame title={title} signed={signed}>
      <Paper component="section" aria-labelledby="message-heading" variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
        <Typography variant="h2" id="message-heading" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
          {heading}
        </Typography>
        <Typography sx={{ mb: 2 }}>{text}</Typography>
        <Link href="/platform">Back to the platform page</Link>
      </Paper>
    </Frame>
  );
}
