// `npm install` runs this (the `prepare` script): points git at the project's hooks (.githooks), so every
// commit is linted where it changed. Does nothing outside a git checkout.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('.git')) spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'inherit' });
