import { Migration } from '@mikro-orm/migrations';

/**
 * An e-mail's history in parts the web words in the user's language (issue 27, decision 209): the attempt,
 * the relay's reason, and RESENT entries with the copy, instead of the original's status ("Failed").
 */
export class Migration20261129053000EmailHistoryParts extends Migration {
  override up(): void {
    this.addSql(`alter table "email"."email_status_event" drop constraint "email_status_event_status_check"`);
    this.addSql(
      `alter table "email"."email_status_event" add constraint "email_status_event_status_check" check ("status" in ('QUEUED', 'SENDING', 'SENT', 'FAILED', 'RESENT'))`,
    );
    this.addSql(
      `alter table "email"."email_status_event" add "attempt" int null, add "reason" text null, add "resent_as_id" uuid null`,
    );
  }
}
