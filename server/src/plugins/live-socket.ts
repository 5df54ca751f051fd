import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { RawData } from 'ws';
import { SOCKET_PATH, clientFrameSchema, type ServerFrame, type SubscribeFrame } from '@lotto/contract';
import { AppError, errorFor, errors, invalidRequest, toAppError } from '../errors.js';
import { authoriseSubscription, recheckGrant } from './live-socket-auth.js';
import { CLOSE_POLICY, LiveConnection, MAX_FRAME_BYTES, MAX_SUBSCRIPTIONS } from './live-socket-connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    liveSockets: {
      /**
       * A session just ended (logout, signed out, password change): the user topics subscribed with
       * it stop at once, in this process and, through the live-event relay, in every other.
       */
      sessionEnded(sessionId: number): void;
    };
  }
}

/**
 * The live-event endpoint (spec 3 "Live events", ARCHITECTURE.md): one WebSocket at SOCKET_PATH,
 * JSON text frames from the contract (events.ts). A client subscribes to topics with merchant and
 * token; events published on the hub (here or, through Redis, in another process) reach the sockets
 * subscribed to their topic. A bad frame is answered with an error frame, never a crash.
 */
export const liveSocketPlugin = fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    const connections = new Set<LiveConnection>();
    const byTopic = new Map<string, Set<LiveConnection>>();
    // Open sockets per visitor IP: one address cannot hold more than LIVE_MAX_SOCKETS_PER_IP.
    const perIp = new Map<string, number>();

    const listen = (conn: LiveConnection, topic: string) => {
      let set = byTopic.get(topic);
      if (!set) byTopic.set(topic, (set = new Set()));
      set.add(conn);
    };
    const forget = (conn: LiveConnection, topic: string) => {
      conn.grants.delete(topic);
      const set = byTopic.get(topic);
      set?.delete(conn);
      if (set?.size === 0) byTopic.delete(topic);
    };

    const stopHub = app.liveEvents.subscribe((topic, event) => {
      const set = byTopic.get(topic);
      if (!set) return;
      const text = JSON.stringify({ kind: 'event', topic, event } satisfies ServerFrame);
      for (const conn of set) conn.sendText(text);
    });

    /** The one way a refusal reaches a socket: the error funnel's code and message, as an error frame. */
    function fail(conn: LiveConnection, err: unknown, topic?: string) {
      const known = toAppError(err);
      if (!known) conn.request.log.error({ err }, 'live socket frame failed');
      const sent = known ?? errorFor('internal.error');
      conn.error(sent.code, sent.message, topic);
    }

    async function subscribe(conn: LiveConnection, frame: SubscribeFrame) {
      if (!conn.grants.has(frame.topic) && conn.grants.size >= MAX_SUBSCRIPTIONS) {
        throw errors.tooManyRequests(`At most ${MAX_SUBSCRIPTIONS} subscriptions per connection.`);
      }
      const grant = await authoriseSubscription(app, conn.request, frame, conn.merchant);
      if (conn.closed) return;
      // an account's user topic is held by at most LIVE_MAX_SOCKETS_PER_ACCOUNT sockets (tabs, devices)
      const holders = byTopic.get(grant.topic);
      if (grant.kind === 'user' && !holders?.has(conn) && (holders?.size ?? 0) >= app.config.LIVE_MAX_SOCKETS_PER_ACCOUNT) {
        throw errors.tooManyRequests('Too many open connections for this account.');
      }
      conn.merchant ??= grant.merchantCode;
      conn.grants.set(grant.topic, grant);
      listen(conn, grant.topic);
      conn.send({ kind: 'subscribed', topic: grant.topic });
    }

    async function handleFrame(conn: LiveConnection, data: RawData, isBinary: boolean) {
      if (isBinary) throw errors.requestInvalid('Frames are JSON text.');
      let json: unknown;
      try {
        // ws hands text frames over as one Buffer (its default binaryType)
        json = JSON.parse((data as Buffer).toString('utf8'));
      } catch {
        throw errors.requestInvalid('A frame is one JSON object.');
      }
      const parsed = clientFrameSchema.safeParse(json);
      if (!parsed.success) throw invalidRequest(parsed.error.issues);
      const frame = parsed.data;
      if (frame.action === 'ping') return conn.send({ kind: 'pong' });
      if (frame.action === 'unsubscribe') return forget(conn, frame.topic);
      try {
        await subscribe(conn, frame);
      } catch (err) {
        fail(conn, err, frame.topic);
      }
    }

    app.get(SOCKET_PATH, { websocket: true }, (socket: WebSocket, request: FastifyRequest) => {
      const ip = request.ip;
      const open = perIp.get(ip) ?? 0;
      if (open >= app.config.LIVE_MAX_SOCKETS_PER_IP) {
        socket.close(CLOSE_POLICY, 'too many connections');
        return;
      }
      perIp.set(ip, open + 1);
      const conn = new LiveConnection(socket, request);
      connections.add(conn);
      socket.on('pong', () => {
        conn.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        conn.alive = true;
        if (!conn.withinRate()) {
          socket.close(CLOSE_POLICY, 'too many frames');
          return;
        }
        conn.queue = conn.queue.then(() => handleFrame(conn, data, isBinary)).catch((err: unknown) => fail(conn, err));
      });
      socket.on('close', () => {
        conn.closed = true;
        connections.delete(conn);
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
        for (const topic of [...conn.grants.keys()]) forget(conn, topic);
      });
    });

    // Heartbeat: a socket that missed the last ping is gone (sleeping laptop, dropped network);
    // one that never got a subscription has no business holding a connection.
    const heartbeatMs = app.config.LIVE_HEARTBEAT_MS;
    const heartbeat = setInterval(() => {
      const now = Date.now();
      for (const conn of connections) {
        if (!conn.alive) {
          conn.socket.terminate();
        } else if (conn.grants.size === 0 && now - conn.openedAt > 2 * heartbeatMs) {
          conn.socket.close(CLOSE_POLICY, 'no subscription');
        } else {
          conn.alive = false;
          conn.socket.ping();
        }
      }
    }, heartbeatMs);
    heartbeat.unref();

    // A user topic lives only as long as its session: logout, password change or expiry end it.
    let checking = false;
    const sessionCheck = setInterval(() => {
      if (checking) return;
      checking = true;
      void recheckAll().finally(() => {
        checking = false;
      });
    }, app.config.LIVE_SESSION_CHECK_MS);
    sessionCheck.unref();

    async function recheckAll() {
      for (const conn of [...connections]) {
        for (const grant of [...conn.grants.values()]) {
          try {
            await recheckGrant(app, conn.request, grant);
          } catch (err) {
            // the session store failing is no verdict on the session: try again next round
            if (!(err instanceof AppError)) {
              app.log.error({ err }, 'live socket session check failed');
              continue;
            }
            if (conn.closed) break;
            // the topic may have been given up, or granted again to a new session, while this check ran
            if (conn.grants.get(grant.topic) !== grant) continue;
            forget(conn, grant.topic);
            fail(conn, err, grant.topic);
          }
        }
      }
    }

    // A logout (here or, through the relay, in another process) ends its sockets' user topic at once.
    const stopEnds = app.liveEvents.onSessionEnd((sessionId) => {
      for (const conn of connections) {
        for (const grant of [...conn.grants.values()]) {
          if (grant.kind !== 'user' || grant.sessionId !== sessionId) continue;
          forget(conn, grant.topic);
          fail(conn, errors.loginNotSession('You have been signed out. Please log in again.'), grant.topic);
        }
      }
    });

    app.decorate('liveSockets', { sessionEnded: (sessionId: number) => app.liveEvents.endSession(sessionId) });

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      stopHub();
      stopEnds();
    });
  },
  { name: 'live-socket', dependencies: ['live-events', 'merchants', 'session'] },
);
