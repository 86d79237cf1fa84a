// Run by the server's build (package.json): writes dist/db/initial-cluster.tar.
import { INITIAL_CLUSTER_FILE, writeInitialCluster } from './initial-cluster.js';

await writeInitialCluster();
// eslint-disable-next-line no-console -- a build step reports what it wrote
console.log(`wrote ${INITIAL_CLUSTER_FILE}`);
