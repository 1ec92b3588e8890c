#!/usr/bin/env node
import { checkExamples } from '../check-examples/cli';

checkExamples(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
