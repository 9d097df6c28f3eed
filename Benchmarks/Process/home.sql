-- The floor of the first frame: the list's first page in name order, the total, the page's location counts and
-- best discounts (Docs/Performance.md, "App").
SELECT h.merchantId, h.name, h.type FROM explore_merchant_heads h ORDER BY h.nameKey, h.merchantId LIMIT 50;
SELECT count(*) FROM explore_merchant_heads;
SELECT m.merchantId, count(*), max(m.savingsPercentage) FROM merchant m WHERE m.merchantId IN
 (SELECT merchantId FROM explore_merchant_heads ORDER BY nameKey, merchantId LIMIT 50) GROUP BY m.merchantId;
