import * as migration_20261121_155322_initial from './20261121_155322_initial';
import * as migration_20261121_161255_press_releases_and_job_postings from './20261121_161255_press_releases_and_job_postings';

export const migrations = [
  {
    up: migration_20261121_155322_initial.up,
    down: migration_20261121_155322_initial.down,
    name: '20261121_155322_initial',
  },
  {
    up: migration_20261121_161255_press_releases_and_job_postings.up,
    down: migration_20261121_161255_press_releases_and_job_postings.down,
    name: '20261121_161255_press_releases_and_job_postings'
  },
];
