-- The SQL floor of `explore search --near 10.48,-66.90` (the All tab nearest first, the default page of 20, the
-- default radius of 32.2 km): the 20 merchants of the radius's box nearest to the position, by an equirectangular
-- distance, from the published columns alone. Run with: sqlite3 FILE < Benchmarks/Process/floor-near.sql
SELECT merchantId, min((latitude - 10.48) * (latitude - 10.48)
    + ((longitude + 66.9) * 0.983318) * ((longitude + 66.9) * 0.983318)) AS d
FROM merchant
WHERE latitude BETWEEN 10.190537 AND 10.769463 AND longitude BETWEEN -67.194374 AND -66.605626 AND active <> 0
GROUP BY merchantId ORDER BY d LIMIT 20;
