import * as migration_20261121_171731_initial from './20261121_171731_initial';
import * as migration_20261123_000719_site_settings from './20261123_000719_site_settings';

export const migrations = [
  {
    up: migration_20261121_171731_initial.up,
    down: migration_20261121_171731_initial.down,
    name: '20261121_171731_initial',
  },
  {
    up: migration_20261123_000719_site_settings.up,
    down: migration_20261123_000719_site_settings.down,
    name: '20261123_000719_site_settings'
  },
];
