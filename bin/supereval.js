#!/usr/bin/env node
// The CLI lives in the committed bundle so `npx supereval` needs no build step.
import '../dist/cli/index.js';
