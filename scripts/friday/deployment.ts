import net from 'node:net';
import pg from 'pg';
import { freePort } from '../../src/server/test/processes.ts';
import { startNginx, type Nginx } from './nginx.ts';
import { rollingDeploy, slotsDuring, type RollStep } from './rolling-deploy.ts';
import { startShopProcess, waitForReadyz, type ShopProcess } from './shop-processes.ts';

// The deployment of deploy/nginx on this machine: nginx in front of three processes of one build
// on one PostgreSQL database, each process migrating at its start as in production.

export type Deployment = {
  /** nginx's address: what the crowd calls. */
  url: string;
  databaseUrl: string;
  shops: ShopProcess[];
  nginx: Nginx;
  /** Replaces every process, one after another, with `buildRoot`'s build. */
  roll: (buildRoot: string, log?: (line: string) => void) => Promise<RollStep[]>;
  stop: () => Promise<void>;
};

/** A new, empty database `name` on the server of `serverUrl`; its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Ports from `first` on (each must be free), or free ones when no range is given. */
export async function choosePorts(count: number, first?: number): Promise<number[]> {
  if (first === undefined) return Promise.all(Array.from({ length: count }, () => freePort()));
  const ports = Array.from({ length: count }, (_, index) => first + index);
  for (const port of ports) {
    if (!(await isFree(port))) throw new Error(`port ${port} is in use`);
  }
  return ports;
}

export async function startDeployment(options: {
  buildRoot: string;
  databaseUrl: string;
  /** nginx's port first, then one per process. */
  ports: number[];
  /** Run this bundle of the server instead of the build's (the CI test: the tests' bundle). */
  serverFile?: string;
}): Promise<Deployment> {
  const [nginxPort, ...shopPorts] = options.ports;
  if (nginxPort === undefined || shopPorts.length === 0) throw new Error('ports missing');
  const url = `http://127.0.0.1:${nginxPort}`;
  const environment = {
    databaseUrl: options.databaseUrl,
    siteUrl: url,
    serverFile: options.serverFile,
  };
  const shops: ShopProcess[] = [];
  let nginx: Nginx | null = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(shops.map((shop) => shop.stop(10_000)));
  };
  try {
    // All at once on an empty database: they take turns on the migrations' advisory lock.
    for (const port of shopPorts) {
      shops.push(await startShopProcess(options.buildRoot, port, environment));
    }
    await Promise.all(shops.map((shop) => waitForReadyz(shop, 120_000)));
    nginx = await startNginx({ port: nginxPort, slots: slotsDuring(shopPorts, null) });
  } catch (error) {
    await stop();
    throw error;
  }
  const running = nginx;
  const roll = (buildRoot: string, log?: (line: string) => void) =>
    rollingDeploy(
      shopPorts,
      {
        setSlots: (slots) => running.setSlots(slots),
        stop: async (port) => {
          const shop = shops.find((candidate) => candidate.port === port);
          return shop ? shop.stop() : null;
        },
        startReady: async (port) => {
          const fresh = await startShopProcess(buildRoot, port, environment);
          shops[shops.findIndex((shop) => shop.port === port)] = fresh;
          await waitForReadyz(fresh, 120_000);
        },
      },
      log,
    );
  return { url, databaseUrl: options.databaseUrl, shops, nginx: running, roll, stop };
}
