import * as migration_20261122_023925_initial from './20261122_023925_initial';
import * as migration_20261122_041514_job_search from './20261122_041514_job_search';
import * as migration_20261122_052421_events_alerts_messages from './20261122_052421_events_alerts_messages';
import * as migration_20261123_100300_account_security from './20261123_100300_account_security';

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
    name: '20261122_052421_events_alerts_messages'
  },
  {
    up: migration_20261123_100300_account_security.up,
    down: migration_20261123_100300_account_security.down,
    name: '20261123_100300_account_security',
  },
];
