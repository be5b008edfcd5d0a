import { Migration } from '@mikro-orm/migrations';
import { APP_ROLE } from '@onboard/server-kit';

/**
 * The public page's own policies (decision 230): an anonymous read of the explorer (no caller, so an empty client
 * scope) sees only the site its address names (`onboard.public_site`: the site's id or vanity slug, lower case)
 * and then only that site's plans and documents (`onboard.public_site_id`). Read only; each setting is read once
 * per statement (a scalar subquery). Unset, they admit nothing.
 */
export class Migration20261130120000PublicPage extends Migration {
  override up(): void {
    const asked = `(select nullif(current_setting('onboard.public_site', true), ''))`;
    const siteId = `(select nullif(current_setting('onboard.public_site_id', true), '')::uuid)`;
    this.addSql(
      `create policy "public_page" on "explorer"."explorer_site" for select to "${APP_ROLE}" using (${asked} in ("id"::text, lower("vanity_slug")))`,
    );
    for (const table of ['explorer_benefit_plan', 'explorer_site_document'])
      this.addSql(
        `create policy "public_page" on "explorer"."${table}" for select to "${APP_ROLE}" using ("site_id" = ${siteId})`,
      );
  }
}
