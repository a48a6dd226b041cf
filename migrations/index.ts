import * as migration_20261121_155322_initial from './20261121_155322_initial';
import * as migration_20261121_161047_sales_people from './20261121_161047_sales_people';
import * as migration_20261121_162426_homepage from './20261121_162426_homepage';

export const migrations = [
  {
    up: migration_20261121_155322_initial.up,
    down: migration_20261121_155322_initial.down,
    name: '20261121_155322_initial',
  },
  {
    up: migration_20261121_161047_sales_people.up,
    down: migration_20261121_161047_sales_people.down,
    name: '20261121_161047_sales_people',
  },
  {
    up: migration_20261121_162426_homepage.up,
    down: migration_20261121_162426_homepage.down,
    name: '20261121_162426_homepage'
  },
];
