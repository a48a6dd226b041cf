import * as migration_20261121_171731_initial from './20261121_171731_initial';

export const migrations = [
  {
    up: migration_20261121_171731_initial.up,
    down: migration_20261121_171731_initial.down,
    name: '20261121_171731_initial'
  },
];
