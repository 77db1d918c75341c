/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { releaseIntegrityUrl, type ReleaseIntegrity } from 'shared/site';
import { subresourceIntegrity } from 'site-contract/releases/subresourceIntegrity';
import { ReleaseIntegrityError, releaseIntegrityFetch } from './releaseIntegrityFetch';

/** What the file server (a CDN, say) holds now: path → body. */
const served = new Map<string, string>();
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = served.get(request.url ?? '');
    if (body === undefined) return response.writeHead(404).end('Not Found');
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ENTRY = '/releases/mfe-access/rel1/files/server/remoteEntry.js';
const published = 'module.exports = "the published entry";';

function checkedFetch(recorded: Record<string, ReleaseIntegrity>) {
  const refused: ReleaseIntegrityError[] = [];
  const asked: string[] = [];
  const fetchChecked = releaseIntegrityFetch(
    fetch,
    async (url) => {
      asked.push(url);
      if (!recorded[url]) throw new Error('HTTP 404');
      return recorded[url];
    },
    (error) => refused.push(error),
  );
  return { fetchChecked, refused, asked };
}

const hashesOfRel1 = {
  [releaseIntegrityUrl('mfe-access', 'rel1')]: {
    'server/remoteEntry.js': subresourceIntegrity(Buffer.from(published)),
  },
};

beforeEach(() => served.clear());

it('hands over a release file whose bytes are the ones published', async () => {
  served.set(ENTRY, published);
  const { fetchChecked, refused } = checkedFetch(hashesOfRel1);
  const response = await fetchChecked(`${origin}${ENTRY}`);
  expect(await response.text()).toBe(published);
  expect(refused).toEqual([]);
});

it('refuses a release file changed after publication, and reports which', async () => {
  served.set(ENTRY, 'require("child_process").exec("curl evil")');
  const { fetchChecked, refused } = checkedFetch(hashesOfRel1);
  await expect(fetchChecked(`${origin}${ENTRY}`)).rejects.toThrow(
    'mfe-access rel1: server/remoteEntry.js differs from the file published; it is not run',
  );
  expect(refused.map(({ file, reason }) => ({ ...file, reason }))).toEqual([
    { remote: 'mfe-access', release: 'rel1', path: 'server/remoteEntry.js', reason: 'differs from the file published' },
  ]);
});

it('refuses a file the release has no recorded hash for (fail closed)', async () => {
  served.set('/releases/mfe-access/rel1/files/server/extra.js', 'module.exports = 1;');
  const { fetchChecked, refused } = checkedFetch(hashesOfRel1);
  await expect(fetchChecked(`${origin}/releases/mfe-access/rel1/files/server/extra.js`)).rejects.toBeInstanceOf(
    ReleaseIntegrityError,
  );
  expect(refused[0].reason).toBe('has no recorded hash');
});

it('refuses every file of a release whose hashes cannot be had, and asks again next time', async () => {
  served.set('/releases/mfe-access/rel2/files/server/remoteEntry.js', published);
  const { fetchChecked, asked } = checkedFetch({});
  const url = `${origin}/releases/mfe-access/rel2/files/server/remoteEntry.js`;
  await expect(fetchChecked(url)).rejects.toThrow('has no recorded hash');
  await expect(fetchChecked(url)).rejects.toThrow('has no recorded hash');
  expect(asked).toHaveLength(2);
});

it('asks for a release’s hashes once while they are known', async () => {
  served.set(ENTRY, published);
  const { fetchChecked, asked } = checkedFetch(hashesOfRel1);
  await fetchChecked(`${origin}${ENTRY}`);
  await fetchChecked(`${origin}${ENTRY}`);
  expect(asked).toEqual([releaseIntegrityUrl('mfe-access', 'rel1')]);
});

it('passes other files through unchecked (a build the platform deployed itself), and error statuses as they are', async () => {
  served.set('/mfe-access/server/remoteEntry.js', 'anything');
  const { fetchChecked, refused } = checkedFetch({});
  expect(await (await fetchChecked(`${origin}/mfe-access/server/remoteEntry.js`)).text()).toBe('anything');
  const missing = await fetchChecked(`${origin}/releases/mfe-access/rel1/files/server/gone.js`);
  expect(missing.status).toBe(404);
  expect(refused).toEqual([]);
});
