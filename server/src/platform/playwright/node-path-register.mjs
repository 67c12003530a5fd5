// Loaded with `--import` in test processes (see run-tests.ts): installs node-path-hooks.mjs.
import { register } from 'node:module'

register('./node-path-hooks.mjs', import.meta.url)
