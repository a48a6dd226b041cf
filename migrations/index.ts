import * as migration_20261121_170300_initial from './20261121_170300_initial';

export const migrations = [
  {
    up: migration_20261121_170300_initial.up,
    down: migration_20261121_170300_initial.down,
    name: '20261121_170300_initial'
  },
];
