import type { ActionDescription } from '../actions';
import { Box, Button, Paper, Stack, Typography } from '../ui';
import { Frame, HiddenFields, type Signed } from './Frame';
import { TextField } from './fields';

/**
 * An action's confirmation: what it does and to whom, then Confirm (a POST carrying the session's
 * CSRF token and the action's fields) or Cancel (back to the overview, nothing changed).
 */
export function ConfirmPage({
  description,
  fields,
  signed,
}: {
  description: ActionDescription;
  /** The action's fields, carried to the change as they are. */
  fields: Record<string, string>;
  signed: Signed;
}) {
  return (
    <Frame title="Confirm a change" signed={signed}>
      <Paper component="section" aria-labelledby="confirm-heading" variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
        <Typography variant="h2" id="confirm-heading" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
          {description.question}
        </Typography>
        {description.consequences.map((line) => (
          <Typography key={line} sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
        <Box component="form" method="post" action="/platform/actions" sx={{ mt: 3 }}>
          <HiddenFields fields={{ ...fields, csrf: signed.csrf }} />
          <TextField
            id="note"
            name="note"
            label="Note for the audit log (optional)"
            help={`Recorded with the change, as by ${signed.key.name}.`}
            maxLength={500}
            width="100%"
          />
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" color={description.destructive ? 'error' : 'primary'}>
              {description.confirm}
            </Button>
            <Button href="/platform" variant="outlined">
              Cancel
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Frame>
  );
}
