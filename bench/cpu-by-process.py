#!/usr/bin/env python3
# Samples the CPU seconds (user + system) of a process tree twice a second and prints them summed
# by kind of process when interrupted: bench/run-sampled.sh runs it beside a command.
import os, time, sys, signal, collections
tick = os.sysconf('SC_CLK_TCK')
last = {}
def cat(pid):
    try:
        cmd = open(f'/proc/{pid}/cmdline','rb').read().replace(b'\0',b' ').decode(errors='replace')
    except Exception: return None
    if 'chrom' in cmd:
        import re
        m = re.search(r'--type=(\S+)', cmd)
        return 'chromium:' + (m.group(1) if m else 'browser')
    if 'next-server' in cmd or 'next start' in cmd or 'next/dist' in cmd: return 'next-server'
    if 'playwright' in cmd and 'test' in cmd: return 'playwright-runner'
    if 'mock-llm' in cmd: return 'mock-llm'
    if 'postgres' in cmd: return 'postgres'
    if 'vitest' in cmd: return 'vitest'
    if 'rubricate' in cmd: return 'cli'
    if 'serve.mjs' in cmd: return 'serve.mjs'
    if cmd.startswith('node') or '/node ' in cmd: return 'node:'+cmd[:60]
    return None
cats = {}
stop = False
def h(*a):
    global stop; stop = True
signal.signal(signal.SIGTERM, h); signal.signal(signal.SIGINT, h)
exclude = set(int(x) for x in sys.argv[2:]) if len(sys.argv)>2 else set()
root = int(sys.argv[1])
def descendants(root):
    kids = collections.defaultdict(list)
    for p in os.listdir('/proc'):
        if not p.isdigit(): continue
        try:
            st = open(f'/proc/{p}/stat').read()
            ppid = int(st.rsplit(')',1)[1].split()[1])
            kids[ppid].append(int(p))
        except Exception: pass
    out=[]; stack=[root]
    while stack:
        x=stack.pop(); out.append(x); stack.extend(kids.get(x,[]))
    return out
while not stop:
    for pid in descendants(root):
        try:
            st = open(f'/proc/{pid}/stat').read()
            f = st.rsplit(')',1)[1].split()
            t = (int(f[11])+int(f[12]))/tick
        except Exception: continue
        if pid not in cats:
            c = cat(pid)
            if c is None: c='other'
            cats[pid]=c
        last[pid]=t
    time.sleep(0.5)
agg = collections.Counter()
for pid,t in last.items(): agg[cats[pid]]+=t
for k,v in agg.most_common(): print(f"{v:8.1f} {k}")
print(f"{sum(agg.values()):8.1f} total")
