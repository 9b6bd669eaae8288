import * as migration_20261122_023925_initial from './20261122_023925_initial';
import * as migration_20261122_041514_job_search from './20261122_041514_job_search';
import * as migration_20261122_052421_events_alerts_messages from './20261122_052421_events_alerts_messages';
import * as migration_20261123_174656_review_public_id from './20261123_174656_review_public_id';
import * as migration_20261123_180000_rate_limits from './20261123_180000_rate_limits';
import * as migration_20261123_180100_account_security from './20261123_180100_account_security';
import * as migration_20261123_204337_pages from './20261123_204337_pages';
import * as migration_20261124_055118_institution_profiles from './20261124_055118_institution_profiles';
import * as migration_20261124_060105_media_sizes from './20261124_060105_media_sizes';
import * as migration_20261126_025304_orders_invoices from './20261126_025304_orders_invoices';
import * as migration_20261126_032958_job_reminders from './20261126_032958_job_reminders';
import * as migration_20261126_060000_page_cache_triggers from './20261126_060000_page_cache_triggers';
import * as migration_20261126_083000_listed_jobs from './20261126_083000_listed_jobs';
import * as migration_20261126_090000_internship_colleagues from './20261126_090000_internship_colleagues';
import * as migration_20261126_100000_statistics_rollups from './20261126_100000_statistics_rollups';
import * as migration_20261127_000000_order_intents from './20261127_000000_order_intents';
import * as migration_20261127_010000_premium_delivery from './20261127_010000_premium_delivery';
import * as migration_20261127_020000_team_alerts from './20261127_020000_team_alerts';
import * as migration_20261127_050000_task_runs from './20261127_050000_task_runs';
import * as migration_20261127_070000_media_storage_and_access from './20261127_070000_media_storage_and_access';
import * as migration_20261127_070200_account_security_three from './20261127_070200_account_security_three';
import * as migration_20261127_080100_invoice_posted_at from './20261127_080100_invoice_posted_at';
import * as migration_20261127_100040_offer_inquiries from './20261127_100040_offer_inquiries';
import * as migration_20261127_130100_page_blocks from './20261127_130100_page_blocks';
import * as migration_20261127_130500_account_privacy from './20261127_130500_account_privacy';
import * as migration_20261127_130600_analytics_settings from './20261127_130600_analytics_settings';
import * as migration_20261127_140100_pages_autosave from './20261127_140100_pages_autosave';
import * as migration_20261127_160100_cdn_tokens from './20261127_160100_cdn_tokens';
import * as migration_20261127_160200_content_imports from './20261127_160200_content_imports';
import * as migration_20261127_160300_crawl_sources from './20261127_160300_crawl_sources';
import * as migration_20261127_160400_crawler_decline from './20261127_160400_crawler_decline';
import * as migration_20261127_160500_search_indexes from './20261127_160500_search_indexes';
import * as migration_20261127_160600_page_cache_tags from './20261127_160600_page_cache_tags';
import * as migration_20261127_190700_crawl_now from './20261127_190700_crawl_now';
import * as migration_20261127_223000_listed_jobs_employer_index from './20261127_223000_listed_jobs_employer_index';

export const migrations = [
  {
    up: migration_20261122_023925_initial.up,
    down: migration_20261122_023925_initial.down,
    name: '20261122_023925_initial',
  },
  {
    up: migration_20261122_041514_job_search.up,
    down: migration_20261122_041514_job_search.down,
    name: '20261122_041514_job_search',
  },
  {
    up: migration_20261122_052421_events_alerts_messages.up,
    down: migration_20261122_052421_events_alerts_messages.down,
    name: '20261122_052421_events_alerts_messages',
  },
  {
    up: migration_20261123_174656_review_public_id.up,
    down: migration_20261123_174656_review_public_id.down,
    name: '20261123_174656_review_public_id',
  },
  {
    up: migration_20261123_180000_rate_limits.up,
    down: migration_20261123_180000_rate_limits.down,
    name: '20261123_180000_rate_limits',
  },
  {
    up: migration_20261123_180100_account_security.up,
    down: migration_20261123_180100_account_security.down,
    name: '20261123_180100_account_security',
  },
  {
    up: migration_20261123_204337_pages.up,
    down: migration_20261123_204337_pages.down,
    name: '20261123_204337_pages',
  },
  {
    up: migration_20261124_055118_institution_profiles.up,
    down: migration_20261124_055118_institution_profiles.down,
    name: '20261124_055118_institution_profiles',
  },
  {
    up: migration_20261124_060105_media_sizes.up,
    down: migration_20261124_060105_media_sizes.down,
    name: '20261124_060105_media_sizes',
  },
  {
    up: migration_20261126_025304_orders_invoices.up,
    down: migration_20261126_025304_orders_invoices.down,
    name: '20261126_025304_orders_invoices',
  },
  {
    up: migration_20261126_032958_job_reminders.up,
    down: migration_20261126_032958_job_reminders.down,
    name: '20261126_032958_job_reminders',
  },
  {
    up: migration_20261126_060000_page_cache_triggers.up,
    down: migration_20261126_060000_page_cache_triggers.down,
    name: '20261126_060000_page_cache_triggers',
  },
  {
    up: migration_20261126_083000_listed_jobs.up,
    down: migration_20261126_083000_listed_jobs.down,
    name: '20261126_083000_listed_jobs',
  },
  {
    up: migration_20261126_090000_internship_colleagues.up,
    down: migration_20261126_090000_internship_colleagues.down,
    name: '20261126_090000_internship_colleagues',
  },
  {
    up: migration_20261126_100000_statistics_rollups.up,
    down: migration_20261126_100000_statistics_rollups.down,
    name: '20261126_100000_statistics_rollups',
  },
  {
    up: migration_20261127_000000_order_intents.up,
    down: migration_20261127_000000_order_intents.down,
    name: '20261127_000000_order_intents',
  },
  {
    up: migration_20261127_010000_premium_delivery.up,
    down: migration_20261127_010000_premium_delivery.down,
    name: '20261127_010000_premium_delivery',
  },
  {
    up: migration_20261127_020000_team_alerts.up,
    down: migration_20261127_020000_team_alerts.down,
    name: '20261127_020000_team_alerts',
  },
  {
    up: migration_20261127_050000_task_runs.up,
    down: migration_20261127_050000_task_runs.down,
    name: '20261127_050000_task_runs',
  },
  {
    up: migration_20261127_070000_media_storage_and_access.up,
    down: migration_20261127_070000_media_storage_and_access.down,
    name: '20261127_070000_media_storage_and_access',
  },
  {
    up: migration_20261127_070200_account_security_three.up,
    down: migration_20261127_070200_account_security_three.down,
    name: '20261127_070200_account_security_three',
  },
  {
    up: migration_20261127_080100_invoice_posted_at.up,
    down: migration_20261127_080100_invoice_posted_at.down,
    name: '20261127_080100_invoice_posted_at',
  },
  {
    up: migration_20261127_100040_offer_inquiries.up,
    down: migration_20261127_100040_offer_inquiries.down,
    name: '20261127_100040_offer_inquiries',
  },
  {
    up: migration_20261127_130100_page_blocks.up,
    down: migration_20261127_130100_page_blocks.down,
    name: '20261127_130100_page_blocks',
  },
  {
    up: migration_20261127_130500_account_privacy.up,
    down: migration_20261127_130500_account_privacy.down,
    name: '20261127_130500_account_privacy',
  },
  {
    up: migration_20261127_130600_analytics_settings.up,
    down: migration_20261127_130600_analytics_settings.down,
    name: '20261127_130600_analytics_settings',
  },
  {
    up: migration_20261127_140100_pages_autosave.up,
    down: migration_20261127_140100_pages_autosave.down,
    name: '20261127_140100_pages_autosave',
  },
  {
    up: migration_20261127_160100_cdn_tokens.up,
    down: migration_20261127_160100_cdn_tokens.down,
    name: '20261127_160100_cdn_tokens',
  },
  {
    up: migration_20261127_160200_content_imports.up,
    down: migration_20261127_160200_content_imports.down,
    name: '20261127_160200_content_imports',
  },
  {
    up: migration_20261127_160300_crawl_sources.up,
    down: migration_20261127_160300_crawl_sources.down,
    name: '20261127_160300_crawl_sources',
  },
  {
    up: migration_20261127_160400_crawler_decline.up,
    down: migration_20261127_160400_crawler_decline.down,
    name: '20261127_160400_crawler_decline',
  },
  {
    up: migration_20261127_160500_search_indexes.up,
    down: migration_20261127_160500_search_indexes.down,
    name: '20261127_160500_search_indexes',
  },
  {
    up: migration_20261127_160600_page_cache_tags.up,
    down: migration_20261127_160600_page_cache_tags.down,
    name: '20261127_160600_page_cache_tags',
  },
  {
    up: migration_20261127_190700_crawl_now.up,
    down: migration_20261127_190700_crawl_now.down,
    name: '20261127_190700_crawl_now',
  },
  {
    up: migration_20261127_223000_listed_jobs_employer_index.up,
    down: migration_20261127_223000_listed_jobs_employer_index.down,
    name: '20261127_223000_listed_jobs_employer_index',
  },
];
