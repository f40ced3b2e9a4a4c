import fs from 'node:fs';
const p = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = p.timeDeltas; let total = 0;
p.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + dt[i]); total += dt[i]; });
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 40));
for (const [k, v] of top) console.log((100 * v / total).toFixed(1).padStart(5), k);
