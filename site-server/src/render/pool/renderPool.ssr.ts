/**
 * The site server's render processes (run by `npm run test:ssr`): a quiet server renders in one
 * process; renders that overlap go to a second, so an instance renders on two cores; one process
 * dying leaves the other rendering. The processes are stand-in workers that answer with their pid.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { SECOND_PAGE_AFTER_MS, createRenderProcessHost } from './renderHost';

/**
 * How a stand-in render process answers a page: a frame on the response pipe (fd 4), as responseFrames.ts
 * writes it: id, JSON length and body length (uint32 LE), the answer's JSON, then the body's bytes.
 */
const ANSWER_PAGE = `const answers = new (require('node:net').Socket)({ fd: 4, readable: false, writable: true });
    function answerPage(id, body) {
      const json = Buffer.from(JSON.stringify({ kind: 'page', page: { status: 200, body: '', pinnedBuilds: {}, partial: false, problems: [] } }));
      const bytes = Buffer.from(body);
      const header = Buffer.alloc(12);
      header.writeUInt32LE(id, 0);
      header.writeUInt32LE(json.length, 4);
      header.writeUInt32LE(bytes.length, 8);
      answers.write(Buffer.concat([header, json, bytes]));
    }`;

/** A render process that answers a page after 200 ms with its pid as the body, and exits when asked for /exit. */
function pidWorker(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'expo-render-pool-')), 'pidWorker.js');
  writeFileSync(
    file,
    `${ANSWER_PAGE}
    process.on('message', ({ id, url }) => {
      if (url === '/exit') process.exit(3);
      setTimeout(() => answerPage(id, String(process.pid)), 200);
    });
    process.on('disconnect', () => process.exit(0));\n`,
  );
  return file;
}

/** A render process that answers a page after `delayMs` with its pid and how many pages it had in hand when the page arrived (that one included). */
function countingWorker(delayMs: number): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'expo-render-pool-')), 'countingWorker.js');
  writeFileSync(
    file,
    `${ANSWER_PAGE}
    let inHand = 0;
    process.on('message', ({ id }) => {
      inHand += 1;
      const body = process.pid + ' ' + inHand;
      setTimeout(() => { inHand -= 1; answerPage(id, body); }, ${delayMs});
    });
    process.on('disconnect', () => process.exit(0));\n`,
  );
  return file;
}

const TEMPLATE = '<!doctype html><div id="root"></div>';

/** A host over stand-in processes, its pages' bodies read as text. */
function hostWith(
  processes: number,
  {
    workerFile = pidWorker(),
    ...options
  }: { workerFile?: string; pagesPerProcess?: number; secondPageAfterMs?: number; queueTimeoutMs?: number } = {},
) {
  const host = createRenderProcessHost({
    registry: () => ({}),
    base: () => 'http://127.0.0.1:9',
    template: () => TEMPLATE,
    api: async () => ({ status: 404, contentType: 'text/plain', body: '' }),
    workerFile,
    processes,
    ...options,
  });
  return {
    page: async (url: string, origin: string) => {
      const page = await host.page(url, origin);
      return { ...page, body: page.body.toString() };
    },
    close: () => host.close(),
  };
}

test('one render at a time stays in one process; overlapping renders use both', async () => {
  const host = hostWith(2);
  try {
    const first = await host.page('/access', 'http://127.0.0.1');
    const second = await host.page('/tickets', 'http://127.0.0.1');
    assert.equal(second.body, first.body, 'a quiet server renders in its first process');
    const overlapping = await Promise.all(
      ['/', '/housing', '/eating', '/e-shop'].map((url) => host.page(url, 'http://127.0.0.1')),
    );
    const pids = new Set(overlapping.map((page) => page.body));
    assert.equal(pids.size, 2, `four overlapping renders ran in ${pids.size} process(es)`);
  } finally {
    host.close();
  }
});

test('with one process configured, overlapping renders wait for it', async () => {
  const host = hostWith(1);
  try {
    const pages = await Promise.all(['/', '/housing', '/eating'].map((url) => host.page(url, 'http://127.0.0.1')));
    assert.equal(new Set(pages.map((page) => page.body)).size, 1);
  } finally {
    host.close();
  }
});

test('a process that dies fails only its own render; the other goes on, and the next render starts a new one', async () => {
  const host = hostWith(2);
  try {
    const [dying, other] = await Promise.all([
      host.page('/exit', 'http://127.0.0.1'),
      host.page('/access', 'http://127.0.0.1'),
    ]);
    assert.match(dying.problems[0]?.error ?? '', /the render process exited \(3\)/);
    assert.equal(dying.status, 200, 'its page goes to the browser to render');
    assert.match(other.body, /^\d+$/, 'the other process answered its page');
    // Both idle now: the next render goes to the first process again, started anew.
    const next = await host.page('/tickets', 'http://127.0.0.1');
    assert.match(next.body, /^\d+$/);
    assert.notEqual(next.body, other.body, 'the first process was started again');
  } finally {
    host.close();
  }
});

test('a process renders at most two pages at once; the others wait their turn and are all answered', async () => {
  const host = hostWith(1, { workerFile: countingWorker(150) });
  try {
    const started = Date.now();
    const pages = await Promise.all(
      ['/', '/housing', '/eating', '/e-shop', '/tickets', '/access'].map((url) => host.page(url, 'http://127.0.0.1')),
    );
    const inHand = pages.map((page) => Number(page.body.split(' ')[1]));
    assert.deepEqual(
      pages.map((page) => page.problems),
      pages.map(() => []),
      'every page was rendered',
    );
    assert.equal(Math.max(...inHand), 2, `the process had at most ${Math.max(...inHand)} pages in hand`);
    assert.ok(Date.now() - started >= (6 / 2) * 150, 'the pages were rendered in turns');
  } finally {
    host.close();
  }
});

test('a process takes a second page only once the one in its hands has taken SECOND_PAGE_AFTER_MS (waiting, not rendering)', async () => {
  // Renders quicker than that: each page has the process to itself, one after another.
  const quick = hostWith(1, { workerFile: countingWorker(SECOND_PAGE_AFTER_MS / 5) });
  try {
    await quick.page('/', 'http://127.0.0.1'); // the process started
    const pages = await Promise.all(
      ['/', '/housing', '/eating', '/e-shop'].map((url) => quick.page(url, 'http://127.0.0.1')),
    );
    assert.deepEqual(
      pages.map((page) => Number(page.body.split(' ')[1])),
      [1, 1, 1, 1],
      'no page had another beside it',
    );
  } finally {
    quick.close();
  }
  // A page that takes longer (waiting on a slow API or remote): the next page joins it then.
  const slow = hostWith(1, { workerFile: countingWorker(300), secondPageAfterMs: 100 });
  try {
    await slow.page('/', 'http://127.0.0.1');
    const started = Date.now();
    const answeredAt: number[] = [];
    const pages = await Promise.all(
      ['/', '/housing'].map((url, i) =>
        slow.page(url, 'http://127.0.0.1').then((page) => ((answeredAt[i] = Date.now() - started), page)),
      ),
    );
    assert.deepEqual(
      pages.map((page) => Number(page.body.split(' ')[1])),
      [1, 2],
      'the second page joined the first',
    );
    assert.ok(
      answeredAt[1] >= 100 + 300,
      `the second page started once the first had taken 100 ms (answered after ${answeredAt[1]} ms)`,
    );
    assert.ok(
      answeredAt[1] < 2 * 300,
      `the second page did not wait for the first to be answered (answered after ${answeredAt[1]} ms)`,
    );
  } finally {
    slow.close();
  }
});

test('a page that finds no process free within the queue timeout is sent for the browser to render', async () => {
  const host = hostWith(1, { workerFile: countingWorker(400), pagesPerProcess: 1, queueTimeoutMs: 100 });
  try {
    const [first, second] = await Promise.all([
      host.page('/', 'http://127.0.0.1'),
      host.page('/housing', 'http://127.0.0.1'),
    ]);
    assert.match(first.body, /^\d+ 1$/, 'the first page was rendered');
    assert.equal(second.body, TEMPLATE, 'the second is the client-rendered page');
    assert.match(second.problems[0]?.error ?? '', /no render process was free within 100 ms/);
  } finally {
    host.close();
  }
});
