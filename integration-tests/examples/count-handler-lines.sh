#!/usr/bin/env bash
# Counts the meaningful lines of each example bot's code: its src/main/java/**/*.java files, without package and import
# lines, blank lines, comment lines (//, /*, *, */ and whatever a /* ... */ block spans) and lines that hold only
# braces, parentheses, brackets, semicolons or commas ("}", "});", ")"...). Annotations count: they do something.
#
# A tool run by hand, not part of the build (docs/modules/ROOT/pages/examples.adoc shows its figures):
#
#   integration-tests/examples/count-handler-lines.sh            # the examples as they are in the working tree
#   integration-tests/examples/count-handler-lines.sh a9000a9    # as they were at a commit (read with git archive)
#   integration-tests/examples/count-handler-lines.sh --handler-classes [ref]
#                        # only the files that declare a handler (@OnCommand, @OnText, @OnCallbackData, @OnUpdate,
#                        # @OnMediaGroup), leaving out the helpers beside them (a shelf of books, a filter, a session)
#
# Prints "example | lines", one row per example folder, then the total. Bash, awk, find and sort (and git for a ref).
set -euo pipefail

handlerClasses=false
if [[ "${1:-}" == --handler-classes ]]; then
    handlerClasses=true
    shift
fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$here"
if [[ $# -gt 0 ]]; then
    snapshot="$(mktemp -d)"
    trap 'rm -rf "$snapshot"' EXIT
    repo="$(git -C "$here" rev-parse --show-toplevel)"
    git -C "$repo" archive "$1" integration-tests/examples | tar -x -C "$snapshot"
    root="$snapshot/integration-tests/examples"
fi

# Prints the number of meaningful lines of the files given.
meaningful() {
    awk '
        {
            line = $0
            sub(/^[ \t]+/, "", line)
            sub(/[ \t\r]+$/, "", line)
        }
        inBlock {                                     # inside /* ... */: the line ends it or not, code never follows
            if (index(line, "*/") > 0) inBlock = 0
            next
        }
        line == ""                                 { next }
        line ~ /^(package|import)[ \t]/            { next }
        line ~ /^\/\//                             { next }
        line ~ /^\/\*/ {
            if (index(substr(line, 3), "*/") == 0) inBlock = 1
            next
        }
        line ~ /^\*/                               { next } # a stray Javadoc line, or "*/"
        line ~ /^[{}()\[\];,]+$/                   { next }
        { count++ }
        END { print count + 0 }
    ' "$@"
}

total=0
printf '%-22s | %s\n' example lines
printf '%-22s | %s\n' ---------------------- -----
for dir in "$root"/*/; do
    name="$(basename "$dir")"
    [[ -d "$dir/src/main/java" ]] || continue
    if $handlerClasses; then
        mapfile -t files < <(grep -rlE '@(OnCommand|OnText|OnCallbackData|OnUpdate|OnMediaGroup)\b' \
            --include='*.java' "$dir/src/main/java" | sort)
    else
        mapfile -t files < <(find "$dir/src/main/java" -name '*.java' | sort)
    fi
    count=0
    if [[ ${#files[@]} -gt 0 ]]; then
        count="$(meaningful "${files[@]}")"
    fi
    total=$((total + count))
    printf '%-22s | %5d\n' "$name" "$count"
done
printf '%-22s | %5d\n' total "$total"
