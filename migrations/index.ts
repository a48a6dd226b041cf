import * as migration_20261121_165030_initial from './20261121_165030_initial';

export const migrations = [
  {
    up: migration_20261121_165030_initial.up,
    down: migration_20261121_165030_initial.down,
    name: '20261121_165030_initial'
  },
];
