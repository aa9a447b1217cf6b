import { type Kysely, sql } from 'kysely';

/**
 * Messages members can change after sending: an edit keeps no history, only when it happened
 * (`edited_at`); a reply names the message it answers (`reply_to_id`); reactions are one row per
 * member, message and emoji.
 *
 * `reply_to_id` has no foreign key on purpose: when the original goes (its author's account is
 * erased) the reply keeps the id and readers show the quote as deleted, rather than the reply
 * silently turning into a message that answers nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('edited_at', 'timestamptz')
    .addColumn('reply_to_id', 'uuid')
    .execute();
  await db.schema
    .createTable('message_reactions')
    .addColumn('message_id', 'uuid', (col) => col.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('emoji', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('message_reactions_pkey', ['message_id', 'user_id', 'emoji'])
    .execute();
  // The export and erasure find a member's reactions by member.
  await sql`CREATE INDEX message_reactions_user_idx ON message_reactions (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_reactions').execute();
  await db.schema.alterTable('messages').dropColumn('edited_at').dropColumn('reply_to_id').execute();
}
