import * as migration_20261121_171731_initial from './20261121_171731_initial';
import * as migration_20261123_004644_one_block_library_and_site_settings from './20261123_004644_one_block_library_and_site_settings';
import * as migration_20261123_004652_footer_contacts_move_to_site_settings from './20261123_004652_footer_contacts_move_to_site_settings';
import * as migration_20261123_004656_blocks_links_become_link_groups from './20261123_004656_blocks_links_become_link_groups';
import * as migration_20261123_004658_homepage_seo_fields_added from './20261123_004658_homepage_seo_fields_added';
import * as migration_20261123_004659_scheduled_publishing_jobs from './20261123_004659_scheduled_publishing_jobs';
import * as migration_20261123_004700_pages_own_forms from './20261123_004700_pages_own_forms';
import * as migration_20261123_030103_blocks_old_text_links_dropped from './20261123_030103_blocks_old_text_links_dropped';
import * as migration_20261125_215741_leads_and_their_queue from './20261125_215741_leads_and_their_queue';
import * as migration_20261126_031032_scheduled_publish_queue from './20261126_031032_scheduled_publish_queue';
import * as migration_20261126_031147_seo_values_move_to_plugin_fields from './20261126_031147_seo_values_move_to_plugin_fields';
import * as migration_20261126_031220_homepage_old_seo_fields_dropped from './20261126_031220_homepage_old_seo_fields_dropped';
import * as migration_20261126_041620_edit_records_and_publishing_settings from './20261126_041620_edit_records_and_publishing_settings';
import * as migration_20261127_141500_queue_on_pg_boss_12 from './20261127_141500_queue_on_pg_boss_12';
import * as migration_20261127_174921_search_index from './20261127_174921_search_index';
import * as migration_20261128_003000_search_head_index from './20261128_003000_search_head_index';
import * as migration_20261128_040000_search_title_vector from './20261128_040000_search_title_vector';
import * as migration_20261129_120000_lead_delivery_runs_attempts_only from './20261129_120000_lead_delivery_runs_attempts_only';
import * as migration_20261130_120000_lead_title_is_visitor_name from './20261130_120000_lead_title_is_visitor_name';
import * as migration_20261207_195447_case_study_teaser_tables from './20261207_195447_case_study_teaser_tables';
import * as migration_20261208_010124_lead_search_text from './20261208_010124_lead_search_text';

export const migrations = [
  {
    up: migration_20261121_171731_initial.up,
    down: migration_20261121_171731_initial.down,
    name: '20261121_171731_initial',
  },
  {
    up: migration_20261123_004644_one_block_library_and_site_settings.up,
    down: migration_20261123_004644_one_block_library_and_site_settings.down,
    name: '20261123_004644_one_block_library_and_site_settings',
  },
  {
    up: migration_20261123_004652_footer_contacts_move_to_site_settings.up,
    down: migration_20261123_004652_footer_contacts_move_to_site_settings.down,
    name: '20261123_004652_footer_contacts_move_to_site_settings',
  },
  {
    up: migration_20261123_004656_blocks_links_become_link_groups.up,
    down: migration_20261123_004656_blocks_links_become_link_groups.down,
    name: '20261123_004656_blocks_links_become_link_groups',
  },
  {
    up: migration_20261123_004658_homepage_seo_fields_added.up,
    down: migration_20261123_004658_homepage_seo_fields_added.down,
    name: '20261123_004658_homepage_seo_fields_added',
  },
  {
    up: migration_20261123_004659_scheduled_publishing_jobs.up,
    down: migration_20261123_004659_scheduled_publishing_jobs.down,
    name: '20261123_004659_scheduled_publishing_jobs',
  },
  {
    up: migration_20261123_004700_pages_own_forms.up,
    down: migration_20261123_004700_pages_own_forms.down,
    name: '20261123_004700_pages_own_forms',
  },
  {
    up: migration_20261123_030103_blocks_old_text_links_dropped.up,
    down: migration_20261123_030103_blocks_old_text_links_dropped.down,
    name: '20261123_030103_blocks_old_text_links_dropped',
  },
  {
    up: migration_20261125_215741_leads_and_their_queue.up,
    down: migration_20261125_215741_leads_and_their_queue.down,
    name: '20261125_215741_leads_and_their_queue',
  },
  {
    up: migration_20261126_031032_scheduled_publish_queue.up,
    down: migration_20261126_031032_scheduled_publish_queue.down,
    name: '20261126_031032_scheduled_publish_queue',
  },
  {
    up: migration_20261126_031147_seo_values_move_to_plugin_fields.up,
    down: migration_20261126_031147_seo_values_move_to_plugin_fields.down,
    name: '20261126_031147_seo_values_move_to_plugin_fields',
  },
  {
    up: migration_20261126_031220_homepage_old_seo_fields_dropped.up,
    down: migration_20261126_031220_homepage_old_seo_fields_dropped.down,
    name: '20261126_031220_homepage_old_seo_fields_dropped',
  },
  {
    up: migration_20261126_041620_edit_records_and_publishing_settings.up,
    down: migration_20261126_041620_edit_records_and_publishing_settings.down,
    name: '20261126_041620_edit_records_and_publishing_settings',
  },
  {
    up: migration_20261127_141500_queue_on_pg_boss_12.up,
    down: migration_20261127_141500_queue_on_pg_boss_12.down,
    name: '20261127_141500_queue_on_pg_boss_12',
  },
  {
    up: migration_20261127_174921_search_index.up,
    down: migration_20261127_174921_search_index.down,
    name: '20261127_174921_search_index',
  },
  {
    up: migration_20261128_003000_search_head_index.up,
    down: migration_20261128_003000_search_head_index.down,
    name: '20261128_003000_search_head_index',
  },
  {
    up: migration_20261128_040000_search_title_vector.up,
    down: migration_20261128_040000_search_title_vector.down,
    name: '20261128_040000_search_title_vector',
  },
  {
    up: migration_20261129_120000_lead_delivery_runs_attempts_only.up,
    down: migration_20261129_120000_lead_delivery_runs_attempts_only.down,
    name: '20261129_120000_lead_delivery_runs_attempts_only',
  },
  {
    up: migration_20261130_120000_lead_title_is_visitor_name.up,
    down: migration_20261130_120000_lead_title_is_visitor_name.down,
    name: '20261130_120000_lead_title_is_visitor_name',
  },
  {
    up: migration_20261207_195447_case_study_teaser_tables.up,
    down: migration_20261207_195447_case_study_teaser_tables.down,
    name: '20261207_195447_case_study_teaser_tables',
  },
  {
    up: migration_20261208_010124_lead_search_text.up,
    down: migration_20261208_010124_lead_search_text.down,
    name: '20261208_010124_lead_search_text',
  },
];
