#!/bin/bash
# CPU seconds per kind of process under one command (e2e: Chromium by process type, the Next
# server, the test worker): bench/run-sampled.sh OUTPREFIX command args...
# Writes OUTPREFIX.log (the command's output) and OUTPREFIX.cpu (the table, then the wall time).
out=$1
shift
"$@" > "$out.log" 2>&1 &
pid=$!
python3 "$(dirname "$0")/cpu-by-process.py" $pid > "$out.cpu" &
sampler=$!
start=$(date +%s)
wait $pid
rc=$?
end=$(date +%s)
kill -INT $sampler
wait $sampler
echo "wall $((end - start)) s rc $rc" >> "$out.cpu"
