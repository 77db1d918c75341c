import type { ReactNode } from 'react';
import type { RemoteOverview, Overview } from '../overview';
import type { SideFigures } from '../../rollout/judgeReport';
import { ago, count, duration, millis, rate, when } from '../format';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '../ui';
import { DataTable } from './DataTable';
import { HiddenFields } from './Frame';
import { SelectField, TextField } from './fields';

/** A moment, as a <time> with how long ago it was. */
export function Moment({ at, now }: { at: string; now: number }) {
  return (
    <time dateTime={at} title={when(at)}>
      {when(at)} ({ago(at, now)})
    </time>
  );
}

/** A button that opens the confirmation page of an action (a form GET: nothing changes before Confirm). */
function ActionForm({
  fields,
  children,
  label,
  color = 'primary',
}: {
  fields: Record<string, string>;
  children?: ReactNode;
  label: string;
  color?: 'primary' | 'error';
}) {
  return (
    <Box
      component="form"
      method="get"
      action="/platform/confirm"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
    >
      <HiddenFields fields={fields} />
      {children}
      <Button type="submit" variant={children ? 'contained' : 'outlined'} color={color} sx={{ minHeight: 40 }}>
        {label}
      </Button>
    </Box>
  );
}

const VERDICT = {
  healthy: { label: 'Healthy', color: 'success' },
  worse: { label: 'Worse than live', color: 'error' },
  'not-enough-data': { label: 'Not enough data yet', color: 'default' },
} as const;

const JUDGE_ACTION = {
  rollback: 'rolled it back',
  hold: 'held its share',
  raise: "raised it to the plan's next share",
  complete: 'completed it',
};

/** The judge's figures of the canary beside the live release's. */
function JudgeFigures({ remote, judge, now }: { remote: RemoteOverview; judge: Overview['judge']; now: number }) {
  const canary = remote.live!.canary!;
  const report = remote.report;
  if (judge.state === 'none')
    return <Typography variant="body2">No judge runs on this server: there are no figures to show.</Typography>;
  if (!report)
    return (
      <Typography variant="body2">
        {judge.state === 'failed'
          ? 'The judge’s figures are unavailable right now (above).'
          : 'The judge has not looked at this canary yet.'}
      </Typography>
    );
  const rows: Array<[string, (side: SideFigures) => string]> = [
    ['Visitors', (side) => count(side.visitors)],
    ['Visitors who met an error', (side) => count(side.errorVisitors)],
    ['Error rate', (side) => rate(side.errorRate)],
    ['p75 LCP', (side) => millis(side.lcpP75)],
    ['p75 INP', (side) => millis(side.inpP75)],
    ['Samples (LCP, INP)', (side) => `${count(side.lcpSamples)}, ${count(side.inpSamples)}`],
  ];
  const verdict = VERDICT[report.verdict];
  return (
    <Box>
      <DataTable
        caption={`The judge's figures for ${remote.package}: its canary against its live release, since ${when(canary.percentSince)}`}
        head={[
          'Figure',
          <>
            Live: <code>{report.live.release}</code>
          </>,
          <>
            Canary: <code>{report.canary.release}</code> ({report.canary.percent}%)
          </>,
        ]}
      >
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value(report.live)}</td>
            <td>{value(report.canary)}</td>
          </tr>
        ))}
      </DataTable>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" component="span">
          Verdict:
        </Typography>
        <Chip size="small" label={verdict.label} color={verdict.color} />
        <Typography variant="body2" component="span">
          looked <Moment at={report.at} now={now} />
          {report.action && `, and ${JUDGE_ACTION[report.action]}`}
        </Typography>
      </Stack>
      {report.reasons.length > 0 && (
        <Box component="ul" sx={{ my: 1, pl: 3, typography: 'body2' }}>
          {report.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** What the key may do to the remote: each a form to its confirmation. */
function Actions({ remote }: { remote: RemoteOverview }) {
  const { live } = remote;
  const canary = live?.canary;
  const id = (name: string) => `${remote.package}-${name}`;
  const promotable = remote.releases.filter(
    (release) => release.status === 'ready' && !release.live && release.release !== canary?.release,
  );
  return (
    <Stack spacing={2.5}>
      {promotable.length > 0 ? (
        <ActionForm fields={{ action: 'promote', remote: remote.package }} label="Promote…">
          <SelectField id={id('release')} name="release" label="Release to promote">
            {promotable.map((release) => (
              <option key={release.release} value={release.release}>
                {release.release} (published {when(release.publishedAt)} by {release.publishedBy})
              </option>
            ))}
          </SelectField>
          <TextField
            id={id('percent')}
            name="percent"
            label="Share of visitors (%)"
            help="Empty or 100: every visitor. 1 to 99: a canary."
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder="100"
            width={220}
          />
          {live && (
            <Box
              component="details"
              sx={{ flexBasis: '100%', '& summary': { cursor: 'pointer', typography: 'body2', width: 'fit-content' } }}
            >
              <summary>A canary&apos;s plan and what the judge does</summary>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 2 }}>
                <TextField
                  id={id('plan')}
                  name="plan"
                  label="Plan (shares, %)"
                  help="For example 10,50,100: rising, ending at 100."
                  placeholder="10,50,100"
                  width={240}
                />
                <TextField
                  id={id('step')}
                  name="step"
                  label="Hold each share (minutes)"
                  help="Once the judge passes it."
                  inputMode="numeric"
                  pattern="[0-9]*"
                  width={220}
                />
                <SelectField id={id('on-worse')} name="onWorse" label="If the judge finds it worse" width={240}>
                  <option value="rollback">Roll it back</option>
                  <option value="hold">Hold its share and warn</option>
                </SelectField>
              </Box>
            </Box>
          )}
        </ActionForm>
      ) : (
        <Typography variant="body2">
          No stored release to promote: publish one with <code>npm run release -- publish {remote.package}</code>.
        </Typography>
      )}
      {canary && (
        <ActionForm
          fields={{ action: 'raise', remote: remote.package, release: canary.release }}
          label="Raise the share…"
        >
          <TextField
            id={id('raise')}
            name="percent"
            label="New share (%)"
            help={`Now ${canary.percent}%. 100 completes it.`}
            inputMode="numeric"
            pattern="[0-9]*"
            width={220}
          />
        </ActionForm>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canary ? (
          <ActionForm
            fields={{ action: 'rollback', of: 'canary', remote: remote.package, release: canary.release }}
            label="Roll back the canary…"
            color="error"
          />
        ) : (
          live &&
          remote.inRegistry && (
            <ActionForm
              fields={{ action: 'rollback', of: 'live', remote: remote.package, release: live.release }}
              label="Roll back…"
              color="error"
            />
          )
        )}
        {live &&
          (live.paused ? (
            <ActionForm fields={{ action: 'resume', remote: remote.package }} label="Resume…" />
          ) : (
            <ActionForm fields={{ action: 'pause', remote: remote.package }} label="Pause…" color="error" />
          ))}
      </Stack>
    </Stack>
  );
}

/** A term and its description, in the remote's summary list. */
function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}

/** One remote: what is live, its canary and the judge's figures, and what the key may do. */
export function RemoteCard({
  remote,
  judge,
  keyName,
  keyScope,
  now,
}: {
  remote: RemoteOverview;
  judge: Overview['judge'];
  keyName: string;
  keyScope: string;
  now: number;
}) {
  const { live } = remote;
  const canary = live?.canary;
  const liveListing = remote.releases.find((release) => release.live);
  const headingId = `${remote.package}-heading`;
  return (
    <Card component="section" id={remote.package} aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.35rem' }}>
            {remote.name} <code>{remote.package}</code>
          </Typography>
          {!remote.inRegistry && <Chip size="small" label="Nothing promoted yet" />}
          {live && !live.paused && <Chip size="small" color="success" label="Served" />}
          {live && live.release === remote.base && <Chip size="small" label="Base release" />}
          {live?.paused && <Chip size="small" color="error" label="Paused" />}
          {canary && <Chip size="small" color="info" label={`Canary at ${canary.percent}%`} />}
          {canary?.held && <Chip size="small" color="error" label="Held by the judge" />}
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 0, mb: 2 }}
        >
          <Term term="Live release">
            {live ? (
              <>
                <code>{live.release}</code>
                {live.release === remote.base && ', the base release: the build the site started with'}
                {liveListing?.promotedAt && (
                  <>
                    , made live <Moment at={liveListing.promotedAt} now={now} /> by {liveListing.promotedBy}
                  </>
                )}
              </>
            ) : (
              'none: its build at start-up could not be read, so it has no base release (see the server’s log)'
            )}
          </Term>
          {live && <Term term="Section">{live.paused ? 'paused: shown as temporarily unavailable' : 'served'}</Term>}
          {canary && (
            <>
              <Term term="Canary">
                <code>{canary.release}</code>, {canary.percent}% of visitors
              </Term>
              <Term term="Started">
                <Moment at={canary.startedAt} now={now} />
              </Term>
              <Term term="At this share since">
                <Moment at={canary.percentSince} now={now} />
              </Term>
              <Term term="Plan">
                {canary.plan
                  ? `${canary.plan.steps.join('%, ')}%, each share held ${duration(canary.plan.stepMs)} once the judge passes it`
                  : 'none: its share changes only when someone changes it'}
              </Term>
              <Term term="If worse">
                {canary.onWorse === 'hold' ? 'hold the share and warn' : 'roll back on its own'}
              </Term>
              {canary.held && <Term term="Held">{canary.held}</Term>}
            </>
          )}
        </Box>
        {canary && (
          <Box sx={{ mb: 3 }}>
            <JudgeFigures remote={remote} judge={judge} now={now} />
          </Box>
        )}
        {remote.mayChange ? (
          <Actions remote={remote} />
        ) : (
          <Alert severity="info" role="note">
            The key {keyName} ships {keyScope} only: changing {remote.package} needs its own key or the platform&apos;s.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
