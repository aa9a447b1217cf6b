import { type Kysely, sql } from 'kysely';

/**
 * What the server read of a web page linked in a message, kept per URL: a day for a page read
 * (with or without anything to show), briefly for a fetch that failed or was refused. It holds
 * no member data: which member linked a URL is not recorded here. `id` names the stored image
 * (`link-previews/<id>` in the photo store) and its public URL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('link_previews')
    .addColumn('url', 'text', (col) => col.primaryKey())
    .addColumn('id', 'uuid', (col) => col.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status IN ('ready', 'none', 'failed')`))
    .addColumn('title', 'text')
    .addColumn('description', 'text')
    .addColumn('site_name', 'text')
    .addColumn('image_content_type', 'text')
    .addColumn('fetched_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('link_previews_expires_idx').on('link_previews').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_previews').execute();
}
