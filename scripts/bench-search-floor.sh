#!/usr/bin/env bash
# The least work a trigram search can do at a million products (docs/benchmarks/http.md,
# "Searches at a million products"): pgbench, a C client that costs next to nothing, counts the
# matches of one column for the 900 terms of the HTTP benchmark ("scarf 42" … "bag 99"), then the
# page of ten names the product search answers, at 1 and 8 clients. bash
# scripts/bench-search-floor.sh <database kept by BENCH_HTTP_SCALE=1000000 BENCH_KEEP=1>
set -euo pipefail
db=${1:?usage: bench-search-floor.sh <database>}
pgbench=$(ls /usr/lib/postgresql/*/bin/pgbench | tail -1)
psql=(psql -h 127.0.0.1 -U postgres -d "$db" -Atc)
org=$("${psql[@]}" "select organization_id from products group by 1 order by count(*) desc limit 1")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for noun in scarf shirt dress jacket skirt sock glove belt hat bag; do
  # pgbench puts the number (:n) into the pattern before sending the statement.
  cat > "$dir/count-$noun.sql" <<SQL
\set n random(10, 99)
select count(*) from products p where p.organization_id = '$org' and p.name ilike '%$noun :n%';
SQL
  cat > "$dir/page-$noun.sql" <<SQL
\set n random(10, 99)
with m as materialized (select p.id, p.name from products p where p.organization_id = '$org'
  and p.archived_at is null and (p.name ilike '%$noun :n%' or p.sku ilike '%$noun :n%') limit 10001)
select (select count(*) from m), id, name from m order by name, id limit 10;
SQL
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for kind in count page; do
  for clients in 1 8; do
    printf '%s, %s client(s): ' "$kind" "$clients"
    "$pgbench" -h 127.0.0.1 -U postgres -n -T 15 -c "$clients" -j 2 $(printf -- "-f %s " "$dir/$kind"-*.sql) "$db" 2>/dev/null \
      | sed -n 's/^latency average = \(.*\)/average \1/p; s/^tps = \([0-9.]*\).*/\1 per second/p' | paste -sd' '
  done
done
