-- The floor of `explore search WORD --format json` (Docs/Performance.md, "App"): make floor-livear.sql and
-- floor-ba.sql from it with `sed s/WORD/livear/`.
SELECT m.merchantId, min(m.name) AS name, count(*) FROM merchant_fts f JOIN merchant m ON m.id = f.docid
 WHERE merchant_fts MATCH 'WORD*' AND m.active = 1 GROUP BY m.merchantId ORDER BY name COLLATE NOCASE LIMIT 20;
SELECT count(DISTINCT m.merchantId) FROM merchant_fts f JOIN merchant m ON m.id = f.docid
 WHERE merchant_fts MATCH 'WORD*' AND m.active = 1;
