#!/usr/bin/env bash
# Ours vs the peers, side by side: runs our benchmarks (perf) then the peers' and the floors (perf/peers) with the
# same JMH settings, -prof gc, and writes docs/benchmarks/<yyyy-MM-dd>.md with the tables, the ratios to the best
# peer and the goals (met or missed, by how much).
#
# Usage: perf/compare.sh [PATTERN]
#   PATTERN  an extended regex (grep -E) on the benchmark names, to run some rows only, e.g. 'oneCaller|Decode'
#
# Environment (defaults: about 17 minutes on 2 cores):
#   FORKS=1 WARMUP_ITERATIONS=5 WARMUP_TIME=2s ITERATIONS=5 TIME=3s   JMH settings, the same for both runs
#   BUILD=1        build the benchmark jars first (./mvnw package, tests skipped); 0 to use those in place
#   OUT_DIR=docs/benchmarks   where the report goes
#   JAVA=java      the JVM that runs JMH (its forks use the same)
#
# Run it with nothing else running; on a busy machine the figures are noise (the report shows the load average).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

pattern=${1:-.}
forks=${FORKS:-1}
warmup_iterations=${WARMUP_ITERATIONS:-5}
warmup_time=${WARMUP_TIME:-2s}
iterations=${ITERATIONS:-5}
time=${TIME:-3s}
out_dir=${OUT_DIR:-docs/benchmarks}
java=${JAVA:-java}

ours_jar=perf/target/benchmarks.jar
peers_jar=perf/peers/target/benchmarks.jar
work=perf/target/compare
# Ours: the rows the report compares, not every benchmark of perf.
ours_rows='\.CallBenchmark\.|\.FastEncodeBenchmark\.(defaultPath|fastPath)$|\.UpdateDecodeBenchmark\.decode$|\.DispatchBenchmark\.|\.WebhookIngestBenchmark\.'
# The encode and decode parameters the peers have too.
ours_params=(-p request=sendMessageHtml,keyboard2 -p fixture=small.json,large.json)

if [[ "${BUILD:-1}" == 1 ]]; then
    ./mvnw -B -ntp -q -pl perf,perf/peers -am package -DskipTests
fi
mkdir -p "$work"

load() { cut -d' ' -f1-3 /proc/loadavg; }

# The benchmarks of a jar matching the rows and the pattern, as anchored JMH include patterns.
includes() {
    "$java" -jar "$1" -l | grep -E '^io\.github\.' | grep -E "$2" | grep -E -- "$pattern" | sed 's/.*/^&$/' || true
}

# Netty's leak detector off in every fork: Vert.x turns it off when it starts (our JVM), so without this the loopback
# server would sample its buffers in the peers' JVM only. -jvmArgs keeps the Chronicle flags of our @Fork.
# jmh.shutdownTimeout: our forks end with a non-daemon thread of Mutiny's default worker pool still parked (it
# outlives TelegramClient.close()); JMH would wait 30 s for it after each of them, with the results already taken.
jmh_options=(-f "$forks" -wi "$warmup_iterations" -w "$warmup_time" -i "$iterations" -r "$time" -prof gc -foe true
    -jvmArgs "-Dio.netty.leakDetection.level=disabled -Djmh.shutdownTimeout=1")

mapfile -t ours < <(includes "$ours_jar" "$ours_rows")
mapfile -t peers < <(includes "$peers_jar" '.')
if (( ${#ours[@]} == 0 && ${#peers[@]} == 0 )); then
    echo "compare.sh: no benchmark matches '$pattern'" >&2
    exit 2
fi

started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
load_before=$(load)
report_args=()
ours_command="(not run: no row matches)"
peers_command="(not run: no row matches)"

if (( ${#ours[@]} > 0 )); then
    ours_command="$java -jar $ours_jar ${ours[*]} ${jmh_options[*]} ${ours_params[*]} -rf json -rff $work/ours.json"
    echo "== ours: ${#ours[@]} benchmarks"
    "$java" -jar "$ours_jar" "${ours[@]}" "${jmh_options[@]}" "${ours_params[@]}" -rf json -rff "$work/ours.json"
    report_args+=(--ours "$work/ours.json")
fi
load_between=$(load)
if (( ${#peers[@]} > 0 )); then
    peers_command="$java -jar $peers_jar ${peers[*]} ${jmh_options[*]} -rf json -rff $work/peers.json"
    echo "== peers and floors: ${#peers[@]} benchmarks"
    "$java" -jar "$peers_jar" "${peers[@]}" "${jmh_options[@]}" -rf json -rff "$work/peers.json"
    report_args+=(--peers "$work/peers.json")
fi
load_after=$(load)

# The versions that matter on each side's class path, from the jars the benchmarks ran with.
jars() {
    ls "$1" | grep -E "$2" | sed 's/\.jar$//' | paste -sd ' ' - | sed 's/ /, /g'
}

facts=$work/facts.properties
{
    echo "date=$started"
    echo "nproc=$(nproc)"
    echo "cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    echo "memory=$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
    echo "load.before=$load_before"
    echo "load.between=$load_between"
    echo "load.after=$load_after"
    echo "git=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- perf || echo ' (perf/ changed since)')"
    echo "command=perf/compare.sh ${1:-} (FORKS=$forks WARMUP_ITERATIONS=$warmup_iterations WARMUP_TIME=$warmup_time ITERATIONS=$iterations TIME=$time)"
    echo "jmh.options=${jmh_options[*]}"
    echo "command.ours=$ours_command"
    echo "command.peers=$peers_command"
    echo "classpath.ours=$(jars perf/target/lib '^(quarkus-telegram-|jackson-databind|vertx-core|netty-codec-http-|chronicle-wire|quarkus-rest-client-jackson|resteasy-reactive-client|mutiny-)')"
    echo "classpath.peers=$(jars perf/peers/target/lib '^(telegrambots-|java-telegram-bot-api|okhttp|okio-jvm|kotlin-stdlib-|gson|jackson-databind|vertx-core|netty-codec-http-)')"
} | sed 's/\\/\\\\/g' > "$facts"

"$java" -cp "$peers_jar" io.github.quarkustelegram.perf.harness.report.BenchmarkReport \
    --facts "$facts" "${report_args[@]}" --out-dir "$out_dir"
