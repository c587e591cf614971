// N copies of a server under Node's cluster module, sharing one port (the primary hands each
// connection to a copy): how `npm run bench:api -- --api-processes N` runs several API processes.
//
//   CLUSTER_MAIN=services/api/dist/main.js CLUSTER_PROCESSES=2 PORT=3000 node scripts/bench/cluster.mjs
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

if (cluster.isPrimary) {
  let stopping = false;
  for (let i = 0; i < Number(process.env.CLUSTER_PROCESSES); i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`cluster: process ${worker.process.pid} stopped (${signal ?? code})`);
    process.exit(1);
  });
  process.once('SIGTERM', () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    let left = running.length;
    if (!left) process.exit(0);
    for (const worker of running) {
      worker.once('exit', () => --left || process.exit(0));
      worker.process.kill('SIGTERM');
    }
  });
} else {
  await import(pathToFileURL(path.resolve(process.env.CLUSTER_MAIN)).href);
}
