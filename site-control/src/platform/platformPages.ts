import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sectionNamed } from 'shared/site';
import { DeliveryRefused, liveOrBase, type Delivery } from '../delivery/delivery';
import { statusOfError } from '../delivery/errorStatus';
import { authorize, type DeliveryKey } from 'site-contract/api/deliveryKeys';
import { RevisionStoreUnreachable } from 'site-contract/registry/revisionStore';
import type { JudgeReport } from '../rollout/judgeReport';
import { ActionInvalid, actionOf, describe, doneText, fieldsOf, run, type PlatformAction } from './actions';
import { mayChange, readOverview } from './overview';
import type { Signed } from './pages/Frame';
import type { RenderedPage } from './render';
import {
  clearedSessionCookie,
  fromOwnOrigin,
  sameToken,
  sessionCookie,
  sessionIdOf,
  SessionsUnreachable,
  type PlatformSession,
  type SessionStore,
} from './sessions';

export interface PlatformPagesOptions {
  delivery: Delivery;
  /** The keys the delivery API takes (deliveryKeysOf): a session ends as soon as its key is no longer among them. */
  keys: () => readonly DeliveryKey[];
  /** The judge's latest reports, one per running canary (none: the page says no judge runs). */
  judge?: () => Promise<JudgeReport[]>;
  /**
   * Origins a change may come from besides the listener's own (`http://` or `https://` and the
   * request's Host): a TLS proxy's in front of it, for a browser that sends no Sec-Fetch-Site.
   */
  origins?: readonly string[];
  /** The signed-in browsers: this process's memory on one machine, Redis in a fleet (every replica the same). */
  sessions: SessionStore;
  /** Tests: the clock. */
  now?: () => number;
}

/** The pages are React rendered with MUI: loaded on the first page asked for, so a server that never serves one never loads them. */
const pages = () => import('./render');

/**
 * Strict enough that the page could hold an attacker's text and still run nothing and send nothing:
 * no script at all (the page needs none), no image, font or connection, forms only to this origin,
 * no framing. Styles: the one <style> element the render wrote, by its nonce (render.tsx), and style
 * attributes (MUI writes a few custom properties in them); an attribute has no selector, so it cannot
 * read the CSRF token, which an injected <style> could (and 'unsafe-inline' for elements would allow).
 */
function contentSecurityPolicy(styleNonce?: string): string {
  const styles = styleNonce ? `'nonce-${styleNonce}'` : "'none'";
  return [
    "default-src 'none'",
    `style-src ${styles}`,
    `style-src-elem ${styles}`,
    "style-src-attr 'unsafe-inline'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const FORM_BODY_LIMIT = 16 * 1024;

const sendPage = (reply: FastifyReply, status: number, page: RenderedPage) =>
  reply
    .code(status)
    .header('content-security-policy', contentSecurityPolicy(page.styleNonce))
    .type('text/html; charset=utf-8')
    .send(page.html);

const seeOther = (reply: FastifyReply) => reply.code(303).header('location', '/platform').send();

/** A query's or a form's fields, each a string (a repeated one: its last). */
function fieldsOfInput(input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input && typeof input === 'object')
    for (const [name, value] of Object.entries(input)) {
      const last = Array.isArray(value) ? value.at(-1) : value;
      if (typeof last === 'string') fields[name] = last;
    }
  return fields;
}

const scopeRefusal = (key: DeliveryKey, remote: string) =>
  `The key ${key.name} ships ${key.scope} only, not ${remote}: changing ${remote} needs its own key or the platform's.`;

async function routes(app: FastifyInstance, options: PlatformPagesOptions) {
  const { delivery, keys, judge, origins = [], now = Date.now } = options;
  const { sessions } = options;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy());
    return payload;
  });

  app.setErrorHandler(async (error, request, reply) => {
    const status = statusOfError(error);
    if (status !== undefined && status < 500)
      return sendPage(reply, status, (await pages()).messagePage('Not understood', (error as Error).message));
    request.log.error(error);
    return sendPage(
      reply,
      status ?? 500,
      (await pages()).messagePage(
        'Something failed',
        error instanceof RevisionStoreUnreachable
          ? `The registry's store is unreachable: ${error.message}`
          : error instanceof SessionsUnreachable
            ? error.message
            : 'The platform page failed. Nothing was changed that the audit log does not show.',
        undefined,
        'The page could not be shown',
      ),
    );
  });

  const stillValid = (key: DeliveryKey) =>
    keys().some((known) => known.name === key.name && known.hash === key.hash && known.scope === key.scope);

  /** The request's session, with its id (its cookie removed from the browser when it has ended). */
  const sessionOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<(PlatformSession & { id: string }) | undefined> => {
    const id = sessionIdOf(request.headers.cookie);
    const session = await sessions.get(id, stillValid);
    if (id && !session) reply.header('set-cookie', clearedSessionCookie());
    return session && id ? { ...session, id } : undefined;
  };
  const signedOf = (session: PlatformSession): Signed => ({ key: session.key, csrf: session.csrf });

  /** The listener's own origins, as a browser on this page names them in `Origin`. */
  const ownOrigins = (request: FastifyRequest) => [`http://${request.host}`, `https://${request.host}`, ...origins];

  /**
   * What every change needs besides the session: a request from this page (not another site) and the
   * session's CSRF token. Sends the 403 and returns false otherwise.
   */
  async function fromThisPage(request: FastifyRequest, reply: FastifyReply, session?: PlatformSession) {
    if (!fromOwnOrigin(request.headers, ownOrigins(request))) {
      request.log.warn({ origin: request.headers.origin }, 'platform page: a cross-site request refused');
      await sendPage(
        reply,
        403,
        (await pages()).messagePage(
          'Refused',
          'That request came from another site, so it was refused: changes are made from this page only.',
          session && signedOf(session),
        ),
      );
      return false;
    }
    if (session && !sameToken(fieldsOfInput(request.body).csrf, session.csrf)) {
      await sendPage(
        reply,
        403,
        (await pages()).messagePage(
          'Refused',
          'That form did not come from this session (it may be from before you signed in again): go back to the platform page and try again.',
          signedOf(session),
        ),
      );
      return false;
    }
    return true;
  }

  const signInAgain = async (reply: FastifyReply, why: string) => sendPage(reply, 401, (await pages()).signInPage(why));

  app.get('/', async (request, reply) => {
    const session = await sessionOf(request, reply);
    if (!session) return sendPage(reply, 200, (await pages()).signInPage());
    const overview = await readOverview(delivery, session.key, judge);
    const { flash } = session;
    if (flash) await sessions.flash(session.id, undefined);
    return sendPage(reply, 200, (await pages()).overviewPage(overview, signedOf(session), flash, now()));
  });

  app.post('/sign-in', async (request, reply) => {
    if (!(await fromThisPage(request, reply))) return reply;
    const key = fieldsOfInput(request.body).key?.trim() ?? '';
    if (!key) return signInAgain(reply, 'Enter a delivery key.');
    const result = authorize(keys(), `Bearer ${key}`);
    if (result.status !== 200) {
      request.log.warn('platform page: a sign-in with an unknown key');
      return signInAgain(reply, 'That delivery key is not one this server knows.');
    }
    await sessions.end(sessionIdOf(request.headers.cookie));
    const { id } = await sessions.create(result.key);
    request.log.info({ key: result.key.name }, 'platform page: signed in');
    return seeOther(reply.header('set-cookie', sessionCookie(id)));
  });

  app.post('/sign-out', async (request, reply) => {
    const session = await sessionOf(request, reply);
    if (!session) return seeOther(reply.header('set-cookie', clearedSessionCookie()));
    if (!(await fromThisPage(request, reply, session))) return reply;
    await sessions.end(session.id);
    return seeOther(reply.header('set-cookie', clearedSessionCookie()));
  });

  /** The action a request names, once the key may take it; else the 400 or 403 page is sent. */
  async function permitted(reply: FastifyReply, session: PlatformSession, input: unknown) {
    let action: PlatformAction;
    try {
      action = actionOf(fieldsOfInput(input));
    } catch (error) {
      if (!(error instanceof ActionInvalid)) throw error;
      await sendPage(reply, 400, (await pages()).messagePage('Not understood', error.message, signedOf(session)));
      return undefined;
    }
    if (!mayChange(session.key, action.remote)) {
      await sendPage(
        reply,
        403,
        (await pages()).messagePage('Not your section', scopeRefusal(session.key, action.remote), signedOf(session)),
      );
      return undefined;
    }
    return action;
  }

  app.get('/confirm', async (request, reply) => {
    const session = await sessionOf(request, reply);
    if (!session) return signInAgain(reply, 'Sign in first.');
    const action = await permitted(reply, session, request.query);
    if (!action) return reply;
    const current = liveOrBase(await delivery.status(), {
      // A permitted action names a section (actions.ts refuses any other name).
      remote: sectionNamed(action.remote)!.remote,
      package: action.remote,
    });
    try {
      if (action.kind === 'promote') {
        const record = (await delivery.list(action.remote)).find((release) => release.release === action.release);
        if (record?.status !== 'ready')
          throw new ActionInvalid(
            record
              ? `${action.remote} ${action.release} was refused when it was published: it can never be promoted.`
              : `${action.remote} has no release ${action.release}.`,
          );
      }
      const description = describe(action, current);
      return sendPage(reply, 200, (await pages()).confirmPage(description, fieldsOf(action), signedOf(session)));
    } catch (error) {
      if (!(error instanceof ActionInvalid)) throw error;
      return sendPage(reply, 409, (await pages()).messagePage('Not possible now', error.message, signedOf(session)));
    }
  });

  app.post('/actions', async (request, reply) => {
    const session = await sessionOf(request, reply);
    if (!session) return signInAgain(reply, 'Your session has ended: sign in again. Nothing was changed.');
    if (!(await fromThisPage(request, reply, session))) return reply;
    const action = await permitted(reply, session, request.body);
    if (!action) return reply;
    const current = liveOrBase(await delivery.status(), {
      // A permitted action names a section (actions.ts refuses any other name).
      remote: sectionNamed(action.remote)!.remote,
      package: action.remote,
    });
    try {
      // The state the confirmation described must still hold: a rollback confirmed for a canary never rolls back the live release it became meanwhile.
      describe(action, current);
      const revision = await run(delivery, session.key.name, action);
      await sessions.flash(session.id, { severity: 'success', text: doneText(action, revision) });
    } catch (error) {
      if (error instanceof ActionInvalid || error instanceof DeliveryRefused)
        await sessions.flash(session.id, { severity: 'error', text: `Nothing was changed: ${error.message}` });
      else if (error instanceof RevisionStoreUnreachable) {
        request.log.error(error);
        await sessions.flash(session.id, { severity: 'error', text: error.message });
      } else throw error;
    }
    return seeOther(reply);
  });
}

/**
 * The platform page (issue 36, item 4), on the delivery listener only: sign in with a delivery key,
 * see every remote's live release, canary and the judge's figures, each instance's registry revision
 * and the audit log, and promote, raise, roll back, pause and resume, each after a confirmation.
 * Server-rendered with no script: every path is links, buttons and forms.
 */
export const platformPages = fp<PlatformPagesOptions>(
  async (app, options) => {
    await app.register(routes, { ...options, prefix: '/platform' });
  },
  { name: 'platform-pages', fastify: '5.x' },
);

export default platformPages;
