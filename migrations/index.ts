import * as migration_20261121_171731_initial from './20261121_171731_initial';
import * as migration_20261122_235518_unified_blocks from './20261122_235518_unified_blocks';
import * as migration_20261123_000000_pages_own_forms from './20261123_000000_pages_own_forms';

export const migrations = [
  {
    up: migration_20261121_171731_initial.up,
    down: migration_20261121_171731_initial.down,
    name: '20261121_171731_initial',
  },
  {
    up: migration_20261122_235518_unified_blocks.up,
    down: migration_20261122_235518_unified_blocks.down,
    name: '20261122_235518_unified_blocks'
  },
  {
    up: migration_20261123_000000_pages_own_forms.up,
    down: migration_20261123_000000_pages_own_forms.down,
    name: '20261123_000000_pages_own_forms'
  },
];
