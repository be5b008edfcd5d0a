import { Migration } from '@mikro-orm/migrations';
import { CLIENT_SETUP_STEPS } from '@onboard/contracts';

/**
 * Data only (decision 030): a client's setup is completed exactly when all twelve setup steps are done.
 * Earlier demo data marked clients completed with no step done; this makes every existing row agree with
 * its steps (completed when the last step was, or not completed).
 */
export class Migration20261123180000SetupFollowsSteps extends Migration {
  override up(): void {
    const steps = CLIENT_SETUP_STEPS.map((s) => `'${s}'`).join(', ');
    this.addSql(
      `update "clients"."client" c
          set "completed_setup_at" = case
            when d."done" = ${CLIENT_SETUP_STEPS.length} then coalesce(c."completed_setup_at", d."last")
            else null end
         from (select cl."id",
                      (select count(distinct s."step_id") from "clients"."client_setup_step" s
                        where s."client_id" = cl."id" and s."step_id" in (${steps})) as "done",
                      (select max(s."completed_at") from "clients"."client_setup_step" s
                        where s."client_id" = cl."id") as "last"
                 from "clients"."client" cl) d
        where d."id" = c."id"
          and (c."completed_setup_at" is null) <> (d."done" < ${CLIENT_SETUP_STEPS.length})`,
    );
  }
}
