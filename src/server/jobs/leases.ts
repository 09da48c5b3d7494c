/**
 * Named leases in the database: work that must run in one process at a time, among every process
 * on this database (the order reconciler). A lease is held until it expires; its holder renews it
 * on each run, and another process takes it over once it expired (its holder died).
 */
import type { Db } from '../db/create-database';

export async function acquireLease(db: Db, lease: { name: string; holder: string; now: Date; ttlMs: number }): Promise<boolean> {
  const now = lease.now.toISOString();
  const expiresAt = new Date(lease.now.getTime() + lease.ttlMs).toISOString();
  await db
    .insertInto('leases')
    .values({ name: lease.name, holder: lease.holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder: lease.holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('leases.holder', '=', lease.holder), eb('leases.expires_at', '<=', now)])),
    )
    .execute();
  const row = await db.selectFrom('leases').select('holder').where('name', '=', lease.name).executeTakeFirst();
  return row?.holder === lease.holder;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
}
