import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The leads collection, and the lead queue: pg-boss 10.4.2's own schema and its three queues.
 * The schema's SQL is frozen here as pg-boss 10.4.2's `getConstructionPlans` produced it (without
 * the BEGIN/COMMIT it wraps itself in, because this migration already is one transaction), so the
 * migration means the same whatever pg-boss is installed; 20261127_141500_queue_on_pg_boss_12
 * replaces it with pg-boss 12's.
 */
const QUEUES = {
  'lead-delivery': { policy: 'standard', retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
  'lead-monitor': { policy: 'standard', retryLimit: 0, expireInSeconds: 300 },
  'lead-retention': { policy: 'standard', retryLimit: 0, expireInSeconds: 900 },
}

/** pg-boss's schema beside Payload's: `pgboss`, or `<DATABASE_SCHEMA>_pgboss`. */
export function queueSchemaOf(payload: MigrateUpArgs['payload']): string {
  const contentSchema = (payload.db as { schemaName?: string }).schemaName
  return contentSchema ? `${contentSchema}_pgboss` : 'pgboss'
}

/** pg-boss 10.4.2's construction plan (schema version 24) for the schema `schema`. */
export function pgBoss10Schema(schema: string): string {
  return PG_BOSS_10_SCHEMA.replaceAll('__QUEUE_SCHEMA__', schema)
}

const PG_BOSS_10_SCHEMA = `
    SET LOCAL lock_timeout = '30s';
    SET LOCAL idle_in_transaction_session_timeout = '30s';
    SELECT pg_advisory_xact_lock(
      ('x' || encode(sha224((current_database() || '.pgboss.__QUEUE_SCHEMA__')::bytea), 'hex'))::bit(64)::bigint
  );
    
    CREATE SCHEMA IF NOT EXISTS __QUEUE_SCHEMA__
  ;

    CREATE TYPE __QUEUE_SCHEMA__.job_state AS ENUM (
      'created',
      'retry',
      'active',
      'completed',
      'cancelled',
      'failed'
    )
  ;

    CREATE TABLE __QUEUE_SCHEMA__.version (
      version int primary key,
      maintained_on timestamp with time zone,
      cron_on timestamp with time zone,
      monitored_on timestamp with time zone
    )
  ;

    CREATE TABLE __QUEUE_SCHEMA__.queue (
      name text,
      policy text,
      retry_limit int,
      retry_delay int,
      retry_backoff bool,
      expire_seconds int,
      retention_minutes int,
      dead_letter text REFERENCES __QUEUE_SCHEMA__.queue (name),
      partition_name text,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      PRIMARY KEY (name)
    )
  ;

    CREATE TABLE __QUEUE_SCHEMA__.schedule (
      name text REFERENCES __QUEUE_SCHEMA__.queue ON DELETE CASCADE,
      cron text not null,
      timezone text,
      data jsonb,
      options jsonb,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      PRIMARY KEY (name)
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

    CREATE TABLE __QUEUE_SCHEMA__.job (
      id uuid not null default gen_random_uuid(),
      name text not null,
      priority integer not null default(0),
      data jsonb,
      state __QUEUE_SCHEMA__.job_state not null default('created'),
      retry_limit integer not null default(2),
      retry_count integer not null default(0),
      retry_delay integer not null default(0),
      retry_backoff boolean not null default false,
      start_after timestamp with time zone not null default now(),
      started_on timestamp with time zone,
      singleton_key text,
      singleton_on timestamp without time zone,
      expire_in interval not null default interval '15 minutes',
      created_on timestamp with time zone not null default now(),
      completed_on timestamp with time zone,
      keep_until timestamp with time zone NOT NULL default now() + interval '14 days',
      output jsonb,
      dead_letter text,
      policy text
    ) PARTITION BY LIST (name)
  ;
ALTER TABLE __QUEUE_SCHEMA__.job ADD PRIMARY KEY (name, id);
CREATE TABLE __QUEUE_SCHEMA__.archive (LIKE __QUEUE_SCHEMA__.job);
ALTER TABLE __QUEUE_SCHEMA__.archive ADD PRIMARY KEY (name, id);
ALTER TABLE __QUEUE_SCHEMA__.archive ADD archived_on timestamptz NOT NULL DEFAULT now();
CREATE INDEX archive_i1 ON __QUEUE_SCHEMA__.archive(archived_on);

    CREATE FUNCTION __QUEUE_SCHEMA__.create_queue(queue_name text, options json)
    RETURNS VOID AS
    $$
    DECLARE
      table_name varchar := 'j' || encode(sha224(queue_name::bytea), 'hex');
      queue_created_on timestamptz;
    BEGIN

      WITH q as (
      INSERT INTO __QUEUE_SCHEMA__.queue (
        name,
        policy,
        retry_limit,
        retry_delay,
        retry_backoff,
        expire_seconds,
        retention_minutes,
        dead_letter,
        partition_name
      )
      VALUES (
        queue_name,
        options->>'policy',
        (options->>'retryLimit')::int,
        (options->>'retryDelay')::int,
        (options->>'retryBackoff')::bool,
        (options->>'expireInSeconds')::int,
        (options->>'retentionMinutes')::int,
        options->>'deadLetter',
        table_name
      )
      ON CONFLICT DO NOTHING
      RETURNING created_on
      )
      SELECT created_on into queue_created_on from q;

      IF queue_created_on IS NULL THEN
        RETURN;
      END IF;

      EXECUTE format('CREATE TABLE __QUEUE_SCHEMA__.%I (LIKE __QUEUE_SCHEMA__.job INCLUDING DEFAULTS)', table_name);

      EXECUTE format('ALTER TABLE __QUEUE_SCHEMA__.%1$I ADD PRIMARY KEY (name, id)', table_name);
      EXECUTE format('ALTER TABLE __QUEUE_SCHEMA__.%1$I ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES __QUEUE_SCHEMA__.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
      EXECUTE format('ALTER TABLE __QUEUE_SCHEMA__.%1$I ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES __QUEUE_SCHEMA__.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i1 ON __QUEUE_SCHEMA__.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''created'' AND policy = ''short''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i2 ON __QUEUE_SCHEMA__.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''active'' AND policy = ''singleton''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i3 ON __QUEUE_SCHEMA__.%1$I (name, state, COALESCE(singleton_key, '''')) WHERE state <= ''active'' AND policy = ''stately''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i4 ON __QUEUE_SCHEMA__.%1$I (name, singleton_on, COALESCE(singleton_key, '''')) WHERE state <> ''cancelled'' AND singleton_on IS NOT NULL', table_name);
      EXECUTE format('CREATE INDEX %1$s_i5 ON __QUEUE_SCHEMA__.%1$I (name, start_after) INCLUDE (priority, created_on, id) WHERE state < ''active''', table_name);

      EXECUTE format('ALTER TABLE __QUEUE_SCHEMA__.%I ADD CONSTRAINT cjc CHECK (name=%L)', table_name, queue_name);
      EXECUTE format('ALTER TABLE __QUEUE_SCHEMA__.job ATTACH PARTITION __QUEUE_SCHEMA__.%I FOR VALUES IN (%L)', table_name, queue_name);
    END;
    $$
    LANGUAGE plpgsql;
  ;

    CREATE FUNCTION __QUEUE_SCHEMA__.delete_queue(queue_name text)
    RETURNS VOID AS
    $$
    DECLARE
      table_name varchar;
    BEGIN
      WITH deleted as (
        DELETE FROM __QUEUE_SCHEMA__.queue
        WHERE name = queue_name
        RETURNING partition_name
      )
      SELECT partition_name from deleted INTO table_name;

      EXECUTE format('DROP TABLE IF EXISTS __QUEUE_SCHEMA__.%I', table_name);
    END;
    $$
    LANGUAGE plpgsql;
  ;
INSERT INTO __QUEUE_SCHEMA__.version(version) VALUES ('24');
    `

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_kind" AS ENUM('contact', 'pricing', 'trial', 'consultation', 'event', 'golf', 'hrConference', 'sunsetParty');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_leads_kind" NOT NULL,
  	"page_path" varchar,
  	"location" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"text" varchar,
  	"source" varchar,
  	"erased_at" timestamp(3) with time zone,
  	"status" "enum_leads_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"last_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"failed_at" timestamp(3) with time zone,
  	"next_attempt_at" timestamp(3) with time zone,
  	"attempt_log" jsonb,
  	"delivery_id" varchar NOT NULL,
  	"alerted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE UNIQUE INDEX "leads_delivery_id_idx" ON "leads" USING btree ("delivery_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");`)

  const schema = queueSchemaOf(payload)
  await db.execute(sql.raw(pgBoss10Schema(schema)))
  for (const [name, options] of Object.entries(QUEUES)) {
    await db.execute(sql`SELECT ${sql.raw(schema)}.create_queue(${name}, ${JSON.stringify(options)}::json)`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "leads" CASCADE;
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_status";`)
  await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${queueSchemaOf(payload)} CASCADE`))
}
