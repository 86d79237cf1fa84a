// Run by the server's build (package.json): writes dist/db/initial-cluster.tar (see INITIAL_CLUSTER_FILE).
import { INITIAL_CLUSTER_FILE, writeMigratedPglite } from './client.js';

await writeMigratedPglite(INITIAL_CLUSTER_FILE);
// eslint-disable-next-line no-console -- a build step reports what it wrote
console.log(`wrote ${INITIAL_CLUSTER_FILE}`);
