import mysql from 'mysql2/promise'

const mk = () => mysql.createConnection({ host: '127.0.0.1', user: 'root', database: 'dbq_exp' })
const [a, b] = await Promise.all([mk(), mk()])
const SCAN =
  "SELECT COUNT(*) AS total_rows, SUM(CASE WHEN email IS NULL THEN 1 ELSE 0 END), SUM(CASE WHEN (status IS NOT NULL AND status NOT IN ('new','paid','shipped')) THEN 1 ELSE 0 END), SUM(CASE WHEN (amount < 0 OR amount > 1000) THEN 1 ELSE 0 END), SUM(CASE WHEN (code IS NOT NULL AND code NOT REGEXP '^[A-Z]{3}[0-9]+$') THEN 1 ELSE 0 END), TIMESTAMPDIFF(SECOND, MAX(created_at), NOW()), SUM(CASE WHEN customer_id IS NULL THEN 1 ELSE 0 END), SUM(CASE WHEN score < 0 THEN 1 ELSE 0 END) FROM facts"
const DIST = 'SELECT COUNT(*), COUNT(email) - COUNT(DISTINCT email), COUNT(email) FROM facts'
const t = async (f: () => Promise<unknown>) => {
  const s = performance.now()
  await f()
  return Math.round(performance.now() - s)
}
for (let i = 0; i < 3; i++) {
  const count = await t(() => a.query('SELECT COUNT(*) FROM facts'))
  const scan = await t(() => a.query(SCAN))
  const dist = await t(() => a.query(DIST))
  const both = await t(() => Promise.all([a.query(SCAN), b.query(DIST)]))
  const bothSwap = await t(() => Promise.all([b.query(DIST), a.query(SCAN)]))
  console.log({ count, scan, dist, serial: scan + dist, both, bothSwap })
}
await Promise.all([a.end(), b.end()])
