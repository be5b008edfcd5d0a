import { Migration } from '@mikro-orm/migrations';

/** The Benefits Explorer's lead and share e-mails (decisions 167-170): two more templates. */
export class Migration20261126100000ExplorerEmailTemplates extends Migration {
  override up(): void {
    this.addSql(`alter table "email"."email" drop constraint "email_template_check"`);
    this.addSql(
      `alter table "email"."email" add constraint "email_template_check" check ("template" in ('ACTIVATION', 'REACTIVATION', 'RESET_PASSWORD', 'MFA_RESET', 'WELCOME', 'OUTSIDE_SIGNER', 'GENERIC', 'CLIENT_ACTIVITY', 'POST_ONBOARDING_SURVEY', 'PHASE_CHANGE', 'RISK_ACCEPTANCE', 'UPCOMING_DATES', 'ACTIVELY_AT_WORK_REMINDER', 'DENTAL', 'EXPLORER_LEAD', 'EXPLORER_SHARE'))`,
    );
  }
}
