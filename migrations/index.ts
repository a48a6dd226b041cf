import * as migration_20261121_155322_initial from './20261121_155322_initial';
import * as migration_20261121_161047_sales_people from './20261121_161047_sales_people';
import * as migration_20261121_170011_shell_pages_globals_redirects from './20261121_170011_shell_pages_globals_redirects';

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
    up: migration_20261121_170011_shell_pages_globals_redirects.up,
    down: migration_20261121_170011_shell_pages_globals_redirects.down,
    name: '20261121_170011_shell_pages_globals_redirects'
  },
];
