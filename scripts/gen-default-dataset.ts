// `npm run gen:default-dataset` writes src/mock/data/defaultDatasetDraws.json, the draws of the default
// dataset (seed and count as the server's defaults); with `--check` (in `npm test`), fails when the
// file on disk is not what the generator draws now.
import { join } from 'node:path';
import { drawDataset } from '../src/mock/data/generateDataset';
import { DEFAULT_COUNT, DEFAULT_SEED } from '../src/mock/defaults';
import { writeOrCheck } from './generatedFiles';

const PATH = join(__dirname, '..', 'src', 'mock', 'data', 'defaultDatasetDraws.json');

const { reportTypes, releases } = drawDataset({ seed: DEFAULT_SEED, count: DEFAULT_COUNT });
// One record a line, so that a change to the generator reads as a diff.
const lines = (records: unknown[]) => records.map((record) => JSON.stringify(record)).join(',\n');
const fresh = `{"seed":${DEFAULT_SEED},"count":${DEFAULT_COUNT},\n"reportTypes":[\n${lines(reportTypes)}\n],\n"releases":[\n${lines(releases)}\n]}\n`;

writeOrCheck({ [PATH]: fresh }, 'the generator', 'npm run gen:default-dataset');
