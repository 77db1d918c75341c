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

    // A click as a visitor makes it; awaited in act so the retried load's outcome renders.
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    // The retry runs a fresh load of the remote (not the first failure remembered)…
    expect(loads.mock.calls.slice(loadsBeforeRetry)).toContainEqual(['mfe_missing', './routes']);
    // …and, still not registered, fails the same contained way.
    expect(await screen.findByText('Housing is temporarily unavailable')).toBeInTheDocument();
  });
});
