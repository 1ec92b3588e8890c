#!/usr/bin/env node
import { runProxy } from '../proxy/cli';

runProxy(process.argv.slice(2));
