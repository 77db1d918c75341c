import { act, screen } from '@testing-library/react';
import { renderWithProviders, stubFetch, expectConsoleError } from 'shared/testing';
import { RemoteModule } from './RemoteModule';
import { remotes } from '../runtime/remotes';

describe('<RemoteModule>', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state, then a contained unavailable message with Retry when the remote cannot load', async () => {
    let answerRegistry!: () => void;
    const registryAnswered = new Promise<void>((resolve) => (answerRegistry = resolve));
    const logged = expectConsoleError(
      /^\[federation\] could not load the remote registry from \/remotes\.json Error: HTTP 404/,
    );
    expectConsoleError(/RemoteUnavailableError: The remote module mfe_missing\/routes could not be loaded/);
    stubFetch(async () => (await registryAnswered, { status: 404 }));
    const loads = jest.spyOn(remotes, 'load');
    const resets = jest.spyOn(remotes, 'reset');
    void remotes.start();

    await act(async () => {
      renderWithProviders(
        <RemoteModule
          remoteName="mfe_missing"
          expose="./routes"
          displayName="Housing"
          loading={<p>Loading housing…</p>}
        />,
      );
    });
    expect(screen.getByText('Loading housing…')).toBeInTheDocument();

    // No registry: the section is unavailable, and says so in its own area.
    await act(async () => answerRegistry());
    expect(await screen.findByText('Housing is temporarily unavailable')).toBeInTheDocument();
    expect(
      logged.filter((message) => message.startsWith('[federation] could not load the remote registry')),
    ).toHaveLength(1);

    const loadsBeforeRetry = loads.mock.calls.length;
    const firstLoads = new Set(loads.mock.results.map((result) => result.value as unknown));
    // Every render before Retry was handed the one remembered load.
    expect(firstLoads.size).toBe(1);
    expect(resets).not.toHaveBeenCalled();

    // A click as a visitor makes it; awaited in act so the retried load's outcome renders.
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    // The retry forgets the remote's remembered load and runs a fresh one (not the first failure remembered)…
    expect(resets).toHaveBeenCalledWith('mfe_missing');
    expect(loads.mock.calls.slice(loadsBeforeRetry)).toContainEqual(['mfe_missing', './routes']);
    const retriedLoads = loads.mock.results.slice(loadsBeforeRetry).map((result) => result.value as unknown);
    expect(retriedLoads.filter((promise) => !firstLoads.has(promise))).not.toHaveLength(0);
    // …and, still not registered, fails the same contained way.
    expect(await screen.findByText('Housing is temporarily unavailable')).toBeInTheDocument();
  });
});
