import { configure } from '@testing-library/react';

// findBy*/waitFor wait for lazily loaded route chunks. One second (the default) is a guess about the
// machine, not a requirement of the app: on a busy 2-core CI box the first chunk import can take longer.
configure({ asyncUtilTimeout: 5000 });
