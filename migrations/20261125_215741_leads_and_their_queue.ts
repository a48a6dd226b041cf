import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import PgBoss from 'pg-boss'

import { queueSchema } from '../src/leads/leadDatabase'

/**
 * The leads collection, and the lead queue: pg-boss's own schema (its construction plan, without
 * the BEGIN/COMMIT it wraps itself in, because this migration already is one transaction) and its
 * three queues. The app starts pg-boss with `migrate: false`; a later pg-boss with a new schema
 * version needs a migration with `PgBoss.getMigrationPlans`.
 */
const QUEUES = {
  'lead-delivery': { policy: 'standard', retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
  'lead-monitor': { policy: 'standard', retryLimit: 0, expireInSeconds: 300 },
  'lead-retention': { policy: 'standard', retryLimit: 0, expireInSeconds: 900 },
}

function queueConstruction(schema: string): string {
  const plan = PgBoss.getConstructionPlans(schema).trim()
  return plan.replace(/^BEGIN;/, '').replace(/COMMIT;$/, '')
}

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

  const schema = queueSchema()
  await db.execute(sql.raw(queueConstruction(schema)))
  for (const [name, options] of Object.entries(QUEUES)) {
    await db.execute(sql`SELECT ${sql.raw(schema)}.create_queue(${name}, ${JSON.stringify(options)}::json)`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "leads" CASCADE;
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_status";`)
  await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${queueSchema()} CASCADE`))
}
