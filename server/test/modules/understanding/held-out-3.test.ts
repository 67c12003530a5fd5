import { HELD_OUT_API_3, HELD_OUT_UI_3 } from './held-out-3.js'
import { HELD_OUT_API_4, HELD_OUT_UI_4 } from './held-out-4.js'
import { HELD_OUT_API_5, HELD_OUT_UI_5 } from './held-out-5.js'
import { describeTunedSet } from './measure.js'

describeTunedSet('held-out set 3', 'held-out 3', { ui: HELD_OUT_UI_3, api: HELD_OUT_API_3 }, { ui: 80, api: 40 })
describeTunedSet(
  'held-out set 4 (measured once at 69.4% UI / 87.5% API, then tuned on)',
  'held-out 4',
  { ui: HELD_OUT_UI_4, api: HELD_OUT_API_4 },
  { ui: 40, api: 20 },
)
describeTunedSet(
  'held-out set 5 (measured once at 80.4% UI / 86.4% API, then its misreads and misses fixed)',
  'held-out 5',
  { ui: HELD_OUT_UI_5, api: HELD_OUT_API_5 },
  { ui: 40, api: 20 },
)
