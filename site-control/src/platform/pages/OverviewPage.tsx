import type { AuditEntry } from 'site-contract/audit/auditLog';
import type { Overview } from '../overview';
import type { Flash } from '../sessions';
import { Alert, Box, Container, Link, Paper, Stack, Typography } from '../ui';
import { DataTable } from './DataTable';
import { Frame, type Signed } from './Frame';
import { Moment, RemoteCard } from './RemoteCard';

const ACTION_NAMES: Record<AuditEntry['action'], string> = {
  publish: 'published',
  refuse: 'refused at publish',
  promote: 'promoted',
  rollback: 'rolled back',
  pause: 'paused',
  resume: 'resumed',
  remove: 'removed (retention)',
  hold: 'held (judge)',
  judge: 'judged',
};

/** The page's own links: each remote, then the instances and the audit log. */
function PageNav({ overview }: { overview: Overview }) {
  return (
    <Box
      component="nav"
      aria-label="On this page"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            listStyle: 'none',
            m: 0,
            px: 0,
            py: 1.5,
            typography: 'body2',
          }}
        >
          {overview.remotes.map((remote) => (
            <li key={remote.package}>
              <Link href={`#${remote.package}`}>{remote.name}</Link>
            </li>
          ))}
          <li>
            <Link href="#instances">Instances</Link>
          </li>
          <li>
            <Link href="#audit-log">Audit log</Link>
          </li>
        </Box>
      </Container>
    </Box>
  );
}

function AuditRow({ entry, now }: { entry: AuditEntry; now: number }) {
  const notes = [
    entry.note,
    entry.verdict && `verdict: ${entry.verdict}`,
    entry.outcome === 'unknown' && 'the store did not answer: it may or may not have been made',
    entry.outcome === 'fenced' && 'refused, not made: decided on a registry or a leader’s term since replaced',
  ].filter(Boolean);
  return (
    <tr>
      <td>
        <Moment at={entry.at} now={now} />
      </td>
      <td>
        {entry.base && entry.action === 'rollback'
          ? 'rolled back to the base release'
          : `${ACTION_NAMES[entry.action] ?? entry.action}${entry.base ? ' (the base release)' : ''}`}
      </td>
      <td>
        <code>{entry.remote}</code>
      </td>
      <td>{entry.release && <code>{entry.release}</code>}</td>
      <td>{entry.percent !== undefined && `${entry.percent}%`}</td>
      <td>{entry.who}</td>
      <td>{notes.join('; ')}</td>
      <td>{entry.revisionAfter !== undefined && `${entry.revisionBefore ?? 0} → ${entry.revisionAfter}`}</td>
    </tr>
  );
}

/** Everything at once: each remote, each instance's registry revision, and the audit log. */
export function OverviewPage({
  overview,
  signed,
  flash,
  now,
}: {
  overview: Overview;
  signed: Signed;
  flash?: Flash;
  now: number;
}) {
  return (
    <Frame title="Releases of every section" signed={signed} nav={<PageNav overview={overview} />}>
      <Stack spacing={3}>
        {flash && (
          <Alert severity={flash.severity} role="status">
            {flash.text}
          </Alert>
        )}
        {overview.judge.state === 'failed' && (
          <Alert severity="error" role="status">
            The judge&apos;s figures are unavailable ({overview.judge.message}); everything else on this page is
            current.
          </Alert>
        )}
        <Typography>
          {overview.revision === 0 ? (
            'The registry has no revision yet: every section is served from its base release, the build the site started with.'
          ) : (
            <>
              Registry revision {overview.revision}, written <Moment at={overview.revisionAt!} now={now} /> by{' '}
              {overview.revisionBy}: {overview.change}.
            </>
          )}{' '}
          Shown <Moment at={new Date(now).toISOString()} now={now} />; load the page again for newer figures.
        </Typography>
        {overview.remotes.map((remote) => (
          <RemoteCard
            key={remote.package}
            remote={remote}
            judge={overview.judge}
            keyName={signed.key.name}
            keyScope={signed.key.scope}
            now={now}
          />
        ))}
        <Paper component="section" id="instances" aria-labelledby="instances-heading" variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" id="instances-heading" sx={{ fontSize: '1.35rem' }}>
            Instances
          </Typography>
          {overview.instances.length === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              No instance has reported the revision it serves yet.
            </Typography>
          ) : (
            <DataTable
              caption="The registry revision each instance of the site server last said it serves"
              head={['Instance', 'Registry revision', 'Reported']}
            >
              {overview.instances.map((instance) => (
                <tr key={instance.instance}>
                  <th scope="row">{instance.instance}</th>
                  <td>
                    {instance.revision}
                    {instance.revision === overview.revision
                      ? ' (the latest)'
                      : ` (${overview.revision - instance.revision} behind)`}
                  </td>
                  <td>
                    <Moment at={instance.at} now={now} />
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </Paper>
        <Paper component="section" id="audit-log" aria-labelledby="audit-heading" variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" id="audit-heading" sx={{ fontSize: '1.35rem' }}>
            Audit log
          </Typography>
          {overview.audit.length === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Nothing has been published or changed yet.
            </Typography>
          ) : (
            <DataTable
              caption={`The last ${overview.audit.length} changes, newest first`}
              head={['When', 'Action', 'Remote', 'Release', 'Share', 'Who', 'Note', 'Revisions']}
            >
              {overview.audit.map((entry, index) => (
                <AuditRow key={`${entry.at}-${index}`} entry={entry} now={now} />
              ))}
            </DataTable>
          )}
        </Paper>
      </Stack>
    </Frame>
  );
}
