// The mock as `release-pages-mock` runs it, plus the benchmark's routes (bench/routes.ts): what
// `npm run bench` loads. Takes the mock's flags.
import { runMock } from '../src/mock/cli';
import { benchRoutes } from './routes';

runMock(process.argv.slice(2), benchRoutes).catch((error: Error) => {
  console.error(`bench server: ${error.message}`);
  process.exit(1);
});
