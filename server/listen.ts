/**
 * Serves an app over HTTP with its live socket: builds the app with the Node WebSocket upgrade (@hono/node-ws)
 * and attaches the upgrade handler to the listener. Used by server/main.ts and by tests that need a real socket.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createNodeWebSocket } from '@hono/node-ws';
import { createApp, type App, type AppDeps } from './app';
import { startReminderLoop } from './modules/schedule/reminders';

/** A listening app. */
export interface Listening {
  app: App;
  server: Server;
  port: number;
  /** `http://127.0.0.1:{port}` */
  url: string;
  /** Stops accepting, closes the sockets and the hub (the database is the caller's). */
  close(): Promise<void>;
}

/** Starts the app on a port (0: any free port). */
export async function listen(deps: Omit<AppDeps, 'upgradeWebSocket'>, port: number, onListening?: (port: number) => void): Promise<Listening> {
  // node-ws routes each upgrade request through the app; the app needs the upgrade helper to define its routes.
  let built: App | undefined;
  const nodeWs = createNodeWebSocket({
    app: { request: (...args: Parameters<App['request']>) => (built as App).request(...args) } as unknown as App,
  });
  const app = createApp({ ...deps, upgradeWebSocket: nodeWs.upgradeWebSocket });
  built = app;
  const server = await new Promise<Server>((resolve) => {
    const created = serve({ fetch: app.fetch, port }, (info) => {
      onListening?.(info.port);
      resolve(created as Server);
    }) as Server;
  });
  nodeWs.injectWebSocket(server);
  // Due schedule reminders go out from every instance's loop; the claim in the database makes each go out once.
  const reminders = startReminderLoop(app.services.scheduleReminders, {
    everyMs: deps.reminderEveryMs,
    onError: (error) => deps.log?.({ time: new Date().toISOString(), level: 'error', msg: 'schedule reminders failed', error: error instanceof Error ? error.message : String(error) }),
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    app,
    server,
    port: actual,
    url: `http://127.0.0.1:${actual}`,
    async close() {
      await reminders.stop();
      await app.services.realtime.close();
      for (const client of nodeWs.wss.clients) client.terminate();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
    },
  };
}
