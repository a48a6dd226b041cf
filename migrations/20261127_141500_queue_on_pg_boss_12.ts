import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { pgBoss10Schema, queueSchemaOf } from './20261125_215741_leads_and_their_queue'

/**
 * The lead queue moves from pg-boss 10 (schema version 24) to pg-boss 12 (schema version 46).
 *
 * pg-boss 12's schema is frozen here as its `getConstructionPlans` produced it (pg-boss 12.38.0,
 * without its BEGIN/COMMIT: this migration is one transaction), so the migration keeps its meaning
 * whatever pg-boss is installed later. The old schema is renamed aside, the new one created under
 * the old name, the pending jobs of the lead queues copied over and the old schema dropped:
 *
 * - `lead-delivery` and `lead-retention` jobs that were created, waiting for a retry or active
 *   become created (runnable) again: an active one belonged to a worker of the previous release,
 *   which is stopped by now (start_after now; the attempt guard of deliverLead keeps a job whose
 *   attempt was already recorded from sending again). A retry keeps its start time.
 * - `lead-monitor` ticks are not carried over: that job is split into named jobs
 *   (lead-requeue-stranded, lead-alerts, backup-monitor) whose schedules the worker sets.
 * - `scheduled-publish` jobs are not carried over: scheduled publishing runs on Payload's job
 *   runner, whose truth is the `payload_jobs` table.
 */
const QUEUES = {
  'lead-delivery': { policy: 'standard', retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
  'lead-retention': { policy: 'standard', retryLimit: 0, expireInSeconds: 900 },
  'lead-requeue-stranded': { policy: 'standard', retryLimit: 0, expireInSeconds: 300 },
  'lead-alerts': { policy: 'standard', retryLimit: 0, expireInSeconds: 300 },
  'backup-monitor': { policy: 'standard', retryLimit: 0, expireInSeconds: 300 },
}
const CARRIED_OVER = ['lead-delivery', 'lead-retention']

/** Where the old schema waits while its jobs are copied. */
const aside = (schema: string) => `${schema}_v10`

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const schema = queueSchemaOf(payload)
  await db.execute(sql.raw(`ALTER SCHEMA ${schema} RENAME TO ${aside(schema)}`))
  await db.execute(sql.raw(PG_BOSS_12_SCHEMA.replaceAll('__QUEUE_SCHEMA__', schema)))
  for (const [name, options] of Object.entries(QUEUES)) {
    await db.execute(
      sql`SELECT ${sql.raw(schema)}.create_queue(${name}, ${JSON.stringify(options)}::jsonb)`,
    )
  }
  // The queue's own settings (lease, retries, retention) come from the new queue row.
  await db.execute(
    sql.raw(`
    INSERT INTO ${schema}.job (id, name, priority, data, state, retry_limit, retry_count,
      retry_delay, retry_backoff, retry_delay_max, expire_seconds, deletion_seconds, policy,
      singleton_key, start_after, created_on, keep_until)
    SELECT old.id, old.name, old.priority, old.data, 'created', q.retry_limit, old.retry_count,
      q.retry_delay, q.retry_backoff, q.retry_delay_max, q.expire_seconds, q.deletion_seconds,
      q.policy, old.singleton_key, runnable.at, old.created_on,
      runnable.at + q.retention_seconds * interval '1 second'
    FROM ${aside(schema)}.job old
    JOIN ${schema}.queue q ON q.name = old.name
    CROSS JOIN LATERAL (SELECT CASE WHEN old.state = 'active' THEN now()
      ELSE old.start_after END AS at) runnable
    WHERE old.name IN (${CARRIED_OVER.map((name) => `'${name}'`).join(', ')})
      AND old.state IN ('created', 'retry', 'active')`),
  )
  await db.execute(sql.raw(`DROP SCHEMA ${aside(schema)} CASCADE`))
}

/** Back to pg-boss 10's schema and queues, with the pending lead deliveries. */
export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  const schema = queueSchemaOf(payload)
  await db.execute(sql.raw(`ALTER SCHEMA ${schema} RENAME TO ${aside(schema)}`))
  await db.execute(sql.raw(pgBoss10Schema(schema)))
  const previous = {
    'lead-delivery': QUEUES['lead-delivery'],
    'lead-monitor': { policy: 'standard', retryLimit: 0, expireInSeconds: 300 },
    'lead-retention': QUEUES['lead-retention'],
    'scheduled-publish': { policy: 'stately', retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
  }
  for (const [name, options] of Object.entries(previous)) {
    await db.execute(
      sql`SELECT ${sql.raw(schema)}.create_queue(${name}, ${JSON.stringify(options)}::json)`,
    )
  }
  await db.execute(
    sql.raw(`
    INSERT INTO ${schema}.job (id, name, priority, data, retry_limit, retry_count, retry_delay,
      retry_backoff, start_after, created_on, expire_in, policy)
    SELECT j.id, j.name, j.priority, j.data, j.retry_limit, j.retry_count, j.retry_delay,
      j.retry_backoff, CASE WHEN j.state = 'active' THEN now() ELSE j.start_after END, j.created_on,
      j.expire_seconds * interval '1 second', j.policy
    FROM ${aside(schema)}.job j
    WHERE j.name = 'lead-delivery' AND j.state IN ('created', 'retry', 'active')`),
  )
  await db.execute(sql.raw(`DROP SCHEMA ${aside(schema)} CASCADE`))
}

/** pg-boss 12.38.0's construction plan for the schema \`__QUEUE_SCHEMA__\`. */
const PG_BOSS_12_SCHEMA = String.raw`
    SET LOCAL lock_timeout = 30000;
    SET LOCAL idle_in_transaction_session_timeout = 30000;
    SELECT pg_advisory_xact_lock(('x' || encode(sha224((current_database() || '.pgboss.__QUEUE_SCHEMA__')::bytea), 'hex'))::bit(64)::bigint);
CREATE SCHEMA IF NOT EXISTS __QUEUE_SCHEMA__;

    CREATE TYPE __QUEUE_SCHEMA__.job_state AS ENUM (
      'created',
      'retry',
      'active',
      'completed',
      'cancelled',
      'failed'
    )
  ;

    CREATE FUNCTION __QUEUE_SCHEMA__.job_now()
    RETURNS timestamp with time zone AS
    $$
      SELECT pg_catalog.now();
    $$
    LANGUAGE sql STABLE;
  ;

    CREATE TABLE __QUEUE_SCHEMA__.version (
      version int primary key,
      cron_on timestamp with time zone,
      bam_on timestamp with time zone,
      flow_on timestamp with time zone,
      reindex_on timestamp with time zone,
      monitor_backoff_on timestamp with time zone
    )
  ;

    CREATE TABLE __QUEUE_SCHEMA__.queue (
      name text NOT NULL,
      policy text NOT NULL,
      retry_limit int NOT NULL,
      retry_delay int NOT NULL,
      retry_backoff bool NOT NULL,
      retry_delay_max int,
      expire_seconds int NOT NULL,
      retention_seconds int NOT NULL,
      deletion_seconds int NOT NULL,
      dead_letter text REFERENCES __QUEUE_SCHEMA__.queue (name) CHECK (dead_letter IS DISTINCT FROM name),
      partition bool NOT NULL,
      table_name text NOT NULL,
      deferred_count int NOT NULL default 0,
      blocked_count int NOT NULL default 0,
      queued_count int NOT NULL default 0,
      ready_count int NOT NULL default 0,
      warning_queued int NOT NULL default 0,
      active_count int NOT NULL default 0,
      failed_count int NOT NULL default 0,
      total_count int NOT NULL default 0,
      retained_count int,
      retained_on timestamp with time zone,
      created_delta int NOT NULL default 0,
      completed_delta int NOT NULL default 0,
      failed_delta int NOT NULL default 0,
      delta_on timestamp with time zone,
      delta_seconds int,
      wait_bins int[],
      run_bins int[],
      ready_oldest_seconds int,
      ready_history int[] NOT NULL default '{}',
      heartbeat_seconds int,
      notify bool NOT NULL DEFAULT false,
      singletons_active text[],
      monitor_claim_on timestamp with time zone,
      monitor_on timestamp with time zone,
      maintain_on timestamp with time zone,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      PRIMARY KEY (name)
    )
  ;

    CREATE TABLE __QUEUE_SCHEMA__.schedule (
      name text REFERENCES __QUEUE_SCHEMA__.queue ON DELETE CASCADE,
      key text not null DEFAULT '',
      kind text not null DEFAULT 'cron' CHECK (kind IN ('cron', 'rrule')),
      cron text not null,
      timezone text DEFAULT 'UTC',
      data jsonb,
      options jsonb,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      last_job_id uuid,
      PRIMARY KEY (name, key)
    )
  ;

    CREATE TABLE __QUEUE_SCHEMA__.subscription (
      event text not null,
      name text not null REFERENCES __QUEUE_SCHEMA__.queue ON DELETE CASCADE,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      PRIMARY KEY(event, name)
    )
  ;

    CREATE TABLE __QUEUE_SCHEMA__.bam (
      id uuid PRIMARY KEY default gen_random_uuid(),
      name text NOT NULL,
      version int NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      queue text,
      table_name text NOT NULL,
      command text NOT NULL,
      error text,
      created_on timestamp with time zone NOT NULL DEFAULT clock_timestamp(),
      started_on timestamp with time zone,
      completed_on timestamp with time zone
    )
  ;

    CREATE FUNCTION __QUEUE_SCHEMA__.job_table_format(command text, table_name text)
    RETURNS text AS
    $$
      SELECT format(
        regexp_replace(
          regexp_replace(command, '\.job\y', '.%1$I', 'g'),
          '\yjob_i(\d+)', '%1$s_i\1', 'g'
        ),
        table_name
      );
    $$
    LANGUAGE sql IMMUTABLE;
  ;

    CREATE FUNCTION __QUEUE_SCHEMA__.job_table_run(command text, tbl_name text DEFAULT NULL, queue_name text DEFAULT NULL)
    RETURNS VOID AS
    $$
    DECLARE
      tbl RECORD;
    BEGIN
      IF queue_name IS NOT NULL THEN
        SELECT table_name INTO tbl_name FROM __QUEUE_SCHEMA__.queue WHERE name = queue_name;
      END IF;

      IF tbl_name IS NOT NULL THEN
        EXECUTE __QUEUE_SCHEMA__.job_table_format(command, tbl_name);
        RETURN;
      END IF;

      EXECUTE __QUEUE_SCHEMA__.job_table_format(command, 'job_common');

      FOR tbl IN SELECT table_name FROM __QUEUE_SCHEMA__.queue WHERE partition = true
      LOOP
        EXECUTE __QUEUE_SCHEMA__.job_table_format(command, tbl.table_name);
      END LOOP;
    END;
    $$
    LANGUAGE plpgsql;
  ;

    CREATE FUNCTION __QUEUE_SCHEMA__.job_table_run_async(command_name text, version int, command text, tbl_name text DEFAULT NULL, queue_name text DEFAULT NULL)
    RETURNS VOID AS
    $$
    BEGIN
      IF queue_name IS NOT NULL THEN
        SELECT table_name INTO tbl_name FROM __QUEUE_SCHEMA__.queue WHERE name = queue_name;
      END IF;

      IF tbl_name IS NOT NULL THEN
        INSERT INTO __QUEUE_SCHEMA__.bam (name, version, status, queue, table_name, command)
        VALUES (
          command_name,
          version,
          'pending',
          queue_name,
          tbl_name,
          __QUEUE_SCHEMA__.job_table_format(command, tbl_name)
        );
        RETURN;
      END IF;

      INSERT INTO __QUEUE_SCHEMA__.bam (name, version, status, queue, table_name, command)
      SELECT
        command_name,
        version,
        'pending',
        NULL,
        'job_common',
        __QUEUE_SCHEMA__.job_table_format(command, 'job_common')
      UNION ALL
      SELECT
        command_name,
        version,
        'pending',
        queue.name,
        queue.table_name,
        __QUEUE_SCHEMA__.job_table_format(command, queue.table_name)
      FROM __QUEUE_SCHEMA__.queue
      WHERE partition = true;
    END;
    $$
    LANGUAGE plpgsql;
  ;

    CREATE TABLE __QUEUE_SCHEMA__.job (
      id uuid not null default gen_random_uuid(),
      name text not null,
      priority integer not null default(0),
      data jsonb,
      state __QUEUE_SCHEMA__.job_state not null default 'created',
      retry_limit integer not null default 2,
      retry_count integer not null default 0,
      retry_delay integer not null default 0,
      retry_backoff boolean not null default false,
      retry_delay_max integer,
      expire_seconds int not null default 900,
      deletion_seconds int not null default 604800,
      singleton_key text,
      singleton_on timestamp without time zone,
      group_id text,
      group_tier text,
      start_after timestamp with time zone not null default now(),
      created_on timestamp with time zone not null default now(),
      started_on timestamp with time zone,
      completed_on timestamp with time zone,
      keep_until timestamp with time zone NOT NULL default now() + interval '1209600',
      output jsonb,
      dead_letter text,
      policy text,
      heartbeat_on timestamp with time zone,
      heartbeat_seconds int,
      blocked boolean not null default false,
      blocking boolean not null default false,
      pending_dependencies int not null default 0,
      source_name text,
      source_id uuid,
      source_created_on timestamp with time zone,
      source_retry_count int,
      source_output jsonb,
      source_root_id uuid,
      trace_context jsonb,
      upsert_by_key bool
    ) PARTITION BY LIST (name)
  ;
ALTER TABLE __QUEUE_SCHEMA__.job ADD PRIMARY KEY (name, id);

    CREATE TABLE __QUEUE_SCHEMA__.job_common (LIKE __QUEUE_SCHEMA__.job INCLUDING GENERATED INCLUDING DEFAULTS);

    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$ALTER TABLE __QUEUE_SCHEMA__.job ADD PRIMARY KEY (name, id)$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$ALTER TABLE __QUEUE_SCHEMA__.job ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES __QUEUE_SCHEMA__.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$ALTER TABLE __QUEUE_SCHEMA__.job ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES __QUEUE_SCHEMA__.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE UNIQUE INDEX job_i1 ON __QUEUE_SCHEMA__.job (name, COALESCE(singleton_key, '')) WHERE state = 'created' AND policy = 'short'$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE UNIQUE INDEX job_i2 ON __QUEUE_SCHEMA__.job (name, COALESCE(singleton_key, '')) WHERE state = 'active' AND policy = 'singleton'$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE UNIQUE INDEX job_i3 ON __QUEUE_SCHEMA__.job (name, state, COALESCE(singleton_key, '')) WHERE state <= 'active' AND policy = 'stately'$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE UNIQUE INDEX job_i6 ON __QUEUE_SCHEMA__.job (name, COALESCE(singleton_key, '')) WHERE state <= 'active' AND policy = 'exclusive'$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE UNIQUE INDEX job_i8 ON __QUEUE_SCHEMA__.job (name, singleton_key) WHERE state IN ('active', 'retry', 'failed') AND policy = 'key_strict_fifo'$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE INDEX job_i10 ON __QUEUE_SCHEMA__.job (name, singleton_key, state DESC, created_on, id) INCLUDE (start_after) WHERE state < 'active' AND NOT blocked AND policy = 'key_strict_fifo'$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$ALTER TABLE __QUEUE_SCHEMA__.job ADD CONSTRAINT job_key_strict_fifo_singleton_key_check CHECK (NOT (policy = 'key_strict_fifo' AND singleton_key IS NULL))$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE UNIQUE INDEX job_i4 ON __QUEUE_SCHEMA__.job (name, singleton_on, COALESCE(singleton_key, '')) WHERE state <> 'cancelled' AND singleton_on IS NOT NULL$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE INDEX job_i11 ON __QUEUE_SCHEMA__.job (name, priority DESC, created_on, start_after) WHERE state < 'active' AND NOT blocked$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE INDEX job_i7 ON __QUEUE_SCHEMA__.job (name, group_id) WHERE state = 'active' AND group_id IS NOT NULL$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE INDEX job_i9 ON __QUEUE_SCHEMA__.job (name, id) WHERE blocking AND state = 'completed'$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE INDEX job_i12 ON __QUEUE_SCHEMA__.job (source_root_id) WHERE source_root_id IS NOT NULL$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE UNIQUE INDEX job_i13 ON __QUEUE_SCHEMA__.job (name, singleton_key) WHERE state = 'created' AND upsert_by_key$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE INDEX job_i14 ON __QUEUE_SCHEMA__.job (name, state, blocked, start_after) WHERE state IN ('created', 'retry', 'active', 'failed')$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE INDEX job_i15 ON __QUEUE_SCHEMA__.job (name, created_on)$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE INDEX job_i16 ON __QUEUE_SCHEMA__.job (name, completed_on) WHERE completed_on IS NOT NULL$cmd$, 'job_common');
    SELECT __QUEUE_SCHEMA__.job_table_run($cmd$CREATE INDEX job_i17 ON __QUEUE_SCHEMA__.job (name, singleton_key, created_on) WHERE state < 'active' AND singleton_key IS NOT NULL$cmd$, 'job_common');

    ALTER TABLE __QUEUE_SCHEMA__.job ATTACH PARTITION __QUEUE_SCHEMA__.job_common DEFAULT;
  ;

    CREATE TABLE __QUEUE_SCHEMA__.warning (
      id uuid PRIMARY KEY default gen_random_uuid(),
      type text NOT NULL,
      message text NOT NULL,
      data jsonb,
      created_on timestamp with time zone NOT NULL DEFAULT now()
    )
  ;
CREATE INDEX warning_i1 ON __QUEUE_SCHEMA__.warning (created_on DESC);

    CREATE TABLE __QUEUE_SCHEMA__.queue_stats (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      name text NOT NULL,
      deferred_count int NOT NULL DEFAULT 0,
      queued_count   int NOT NULL DEFAULT 0,
      ready_count    int NOT NULL DEFAULT 0,
      active_count   int NOT NULL DEFAULT 0,
      failed_count   int NOT NULL DEFAULT 0,
      total_count    int NOT NULL DEFAULT 0,
      created_delta   int,
      completed_delta int,
      failed_delta    int,
      delta_seconds   int,
      delta_on        timestamptz,
      wait_bins       int[],
      run_bins        int[],
      ready_oldest_seconds int,
      captured_on timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (id, captured_on)
    ) PARTITION BY RANGE (captured_on)
  ;
CREATE INDEX queue_stats_i1 ON __QUEUE_SCHEMA__.queue_stats (name, captured_on DESC) INCLUDE (deferred_count, queued_count, ready_count, active_count, failed_count, total_count);
;

    DO $$
    DECLARE
      d date;
      i int;
      part_name text;
    BEGIN
      FOR i IN 0..1 LOOP
        d := (__QUEUE_SCHEMA__.job_now() AT TIME ZONE 'UTC')::date + i;
        part_name := 'queue_stats_' || to_char(d, 'YYYYMMDD');
        IF NOT EXISTS (
          SELECT 1 FROM pg_class c
          JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = '__queue_schema__' AND c.relname = part_name
        ) THEN
          EXECUTE format(
            'CREATE TABLE __QUEUE_SCHEMA__.%I PARTITION OF __QUEUE_SCHEMA__.queue_stats FOR VALUES FROM (%L) TO (%L)',
            part_name,
            to_char(d, 'YYYY-MM-DD') || ' 00:00:00+00',
            to_char(d + 1, 'YYYY-MM-DD') || ' 00:00:00+00'
          );
        END IF;
      END LOOP;
    END;
    $$
  ;

    CREATE TABLE __QUEUE_SCHEMA__.job_dependency (
      child_name text NOT NULL,
      child_id uuid NOT NULL,
      parent_name text NOT NULL,
      parent_id uuid NOT NULL,
      PRIMARY KEY (child_name, child_id, parent_name, parent_id)
    )
  ;
CREATE INDEX IF NOT EXISTS job_dep_parent_idx ON __QUEUE_SCHEMA__.job_dependency (parent_name, parent_id);

    CREATE TABLE __QUEUE_SCHEMA__.instance (
      id uuid PRIMARY KEY,
      name text,
      host text NOT NULL,
      pid int NOT NULL,
      version text NOT NULL,
      node_version text NOT NULL,
      application_name text,
      heartbeat_seconds int NOT NULL,
      supervise bool NOT NULL,
      schedule bool NOT NULL,
      migrate bool NOT NULL,
      persist_queue_stats bool NOT NULL,
      persist_warnings bool NOT NULL,
      pool_max int,
      pool_total int,
      pool_idle int,
      pool_waiting int,
      workers jsonb NOT NULL DEFAULT '[]'::jsonb,
      metrics jsonb,
      config jsonb NOT NULL DEFAULT '{}'::jsonb,
      crash_restarts int NOT NULL DEFAULT 0,
      crash_restarts_since timestamptz,
      started_on timestamptz NOT NULL DEFAULT now(),
      heartbeat_on timestamptz NOT NULL DEFAULT now(),
      stopped_on timestamptz
    )
  ;

    CREATE FUNCTION __QUEUE_SCHEMA__.create_queue(queue_name text, options jsonb)
    RETURNS VOID AS
    $$
    DECLARE
      tablename varchar := CASE WHEN options->>'partition' = 'true'
                            THEN 'j' || encode(sha224(queue_name::bytea), 'hex')
                            ELSE 'job_common'
                            END;
      queue_created_on timestamptz;
    BEGIN

      WITH q as (
        INSERT INTO __QUEUE_SCHEMA__.queue (
          name,
          policy,
          retry_limit,
          retry_delay,
          retry_backoff,
          retry_delay_max,
          expire_seconds,
          retention_seconds,
          deletion_seconds,
          warning_queued,
          dead_letter,
          partition,
          table_name,
          heartbeat_seconds,
          notify,
          created_on,
          updated_on
        )
        VALUES (
          queue_name,
          options->>'policy',
          COALESCE((options->>'retryLimit')::int, 2),
          COALESCE((options->>'retryDelay')::int, 0),
          COALESCE((options->>'retryBackoff')::bool, false),
          (options->>'retryDelayMax')::int,
          COALESCE((options->>'expireInSeconds')::int, 900),
          COALESCE((options->>'retentionSeconds')::int, 1209600),
          COALESCE((options->>'deleteAfterSeconds')::int, 604800),
          COALESCE((options->>'warningQueueSize')::int, 0),
          options->>'deadLetter',
          COALESCE((options->>'partition')::bool, false),
          tablename,
          (options->>'heartbeatSeconds')::int,
          COALESCE((options->>'notify')::bool, false),
          __QUEUE_SCHEMA__.job_now(),
          __QUEUE_SCHEMA__.job_now()
        )
        ON CONFLICT DO NOTHING
        RETURNING created_on
      )
      SELECT created_on into queue_created_on from q;

      IF queue_created_on IS NULL OR options->>'partition' IS DISTINCT FROM 'true' THEN
        RETURN;
      END IF;

      EXECUTE format('CREATE TABLE __QUEUE_SCHEMA__.%I (LIKE __QUEUE_SCHEMA__.job INCLUDING DEFAULTS)', tablename);

      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$ALTER TABLE __QUEUE_SCHEMA__.job ADD PRIMARY KEY (name, id)$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$ALTER TABLE __QUEUE_SCHEMA__.job ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES __QUEUE_SCHEMA__.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$ALTER TABLE __QUEUE_SCHEMA__.job ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES __QUEUE_SCHEMA__.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED$cmd$, tablename);

      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE INDEX job_i11 ON __QUEUE_SCHEMA__.job (name, priority DESC, created_on, start_after) WHERE state < 'active' AND NOT blocked$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE UNIQUE INDEX job_i4 ON __QUEUE_SCHEMA__.job (name, singleton_on, COALESCE(singleton_key, '')) WHERE state <> 'cancelled' AND singleton_on IS NOT NULL$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE INDEX job_i7 ON __QUEUE_SCHEMA__.job (name, group_id) WHERE state = 'active' AND group_id IS NOT NULL$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE INDEX job_i9 ON __QUEUE_SCHEMA__.job (name, id) WHERE blocking AND state = 'completed'$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE INDEX job_i12 ON __QUEUE_SCHEMA__.job (source_root_id) WHERE source_root_id IS NOT NULL$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE UNIQUE INDEX job_i13 ON __QUEUE_SCHEMA__.job (name, singleton_key) WHERE state = 'created' AND upsert_by_key$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE INDEX job_i14 ON __QUEUE_SCHEMA__.job (name, state, blocked, start_after) WHERE state IN ('created', 'retry', 'active', 'failed')$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE INDEX job_i15 ON __QUEUE_SCHEMA__.job (name, created_on)$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE INDEX job_i16 ON __QUEUE_SCHEMA__.job (name, completed_on) WHERE completed_on IS NOT NULL$cmd$, tablename);
      EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE INDEX job_i17 ON __QUEUE_SCHEMA__.job (name, singleton_key, created_on) WHERE state < 'active' AND singleton_key IS NOT NULL$cmd$, tablename);

      IF options->>'policy' = 'short' THEN
        EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE UNIQUE INDEX job_i1 ON __QUEUE_SCHEMA__.job (name, COALESCE(singleton_key, '')) WHERE state = 'created' AND policy = 'short'$cmd$, tablename);
      ELSIF options->>'policy' = 'singleton' THEN
        EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE UNIQUE INDEX job_i2 ON __QUEUE_SCHEMA__.job (name, COALESCE(singleton_key, '')) WHERE state = 'active' AND policy = 'singleton'$cmd$, tablename);
      ELSIF options->>'policy' = 'stately' THEN
        EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE UNIQUE INDEX job_i3 ON __QUEUE_SCHEMA__.job (name, state, COALESCE(singleton_key, '')) WHERE state <= 'active' AND policy = 'stately'$cmd$, tablename);
      ELSIF options->>'policy' = 'exclusive' THEN
        EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE UNIQUE INDEX job_i6 ON __QUEUE_SCHEMA__.job (name, COALESCE(singleton_key, '')) WHERE state <= 'active' AND policy = 'exclusive'$cmd$, tablename);
      ELSIF options->>'policy' = 'key_strict_fifo' THEN
        EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE UNIQUE INDEX job_i8 ON __QUEUE_SCHEMA__.job (name, singleton_key) WHERE state IN ('active', 'retry', 'failed') AND policy = 'key_strict_fifo'$cmd$, tablename);
        EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$CREATE INDEX job_i10 ON __QUEUE_SCHEMA__.job (name, singleton_key, state DESC, created_on, id) INCLUDE (start_after) WHERE state < 'active' AND NOT blocked AND policy = 'key_strict_fifo'$cmd$, tablename);
        EXECUTE __QUEUE_SCHEMA__.job_table_format($cmd$ALTER TABLE __QUEUE_SCHEMA__.job ADD CONSTRAINT job_key_strict_fifo_singleton_key_check CHECK (NOT (policy = 'key_strict_fifo' AND singleton_key IS NULL))$cmd$, tablename);
      END IF;

      EXECUTE format('ALTER TABLE __QUEUE_SCHEMA__.%I ADD CONSTRAINT cjc CHECK (name=%L)', tablename, queue_name);
      EXECUTE format('ALTER TABLE __QUEUE_SCHEMA__.job ATTACH PARTITION __QUEUE_SCHEMA__.%I FOR VALUES IN (%L)', tablename, queue_name);
    END;
    $$
    LANGUAGE plpgsql;
  ;

    CREATE FUNCTION __QUEUE_SCHEMA__.delete_queue(queue_name text)
    RETURNS VOID AS
    $$
    DECLARE
      v_table varchar;
      v_partition bool;
    BEGIN
      
      SELECT table_name, partition
      FROM __QUEUE_SCHEMA__.queue
      WHERE name = queue_name
      INTO v_table, v_partition;

      IF v_partition THEN
        EXECUTE format('DROP TABLE IF EXISTS __QUEUE_SCHEMA__.%I', v_table);
      ELSE
        EXECUTE format('DELETE FROM __QUEUE_SCHEMA__.%I WHERE name = %L', v_table, queue_name);
      END IF;
    
      DELETE FROM __QUEUE_SCHEMA__.queue WHERE name = queue_name;
    END;
    $$
    LANGUAGE plpgsql;
  ;
INSERT INTO __QUEUE_SCHEMA__.version(version) VALUES ('46');
    `
