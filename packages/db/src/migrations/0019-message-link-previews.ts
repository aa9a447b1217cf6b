import type { Kysely } from 'kysely';

/**
 * The web page a message shows a preview of: the URL of its first link, once the server has read
 * the page (the `link_previews` cache row of that URL holds what it shows). Null: no link, no
 * preview to show, or the sender took it away.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('link_preview_url', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('link_preview_url').execute();
}
