/**
 * A report or comparison page shown in the lab page. The frame is sandboxed without scripts: nothing in
 * it runs, so no text from a content file can ever become code there, and the browser has no reason to
 * warn (a frame given both allow-scripts and allow-same-origin could lift its own sandbox). It keeps
 * this page's origin (allow-same-origin) so the page can reach into it: the page takes the chart
 * configurations the report embeds (`lab-charts`, `lab-compare-charts`) out of it and draws them with its
 * own Chart.js, and grows the frame to the report's height so phones scroll the page once, not a box in it.
 * Every script element goes, data blocks too: Chromium logs a refused script for each one in such a frame.
 */
import { useEffect, useMemo, useRef } from 'react';

interface ChartSpec { id: string; config: unknown }

/** The report's HTML without any script element, and the chart configurations its data blocks held. */
export function withoutScripts(html: string): { html: string; charts: ChartSpec[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const charts: ChartSpec[] = [];
  for (const s of [...doc.querySelectorAll('script')]) {
    if (s.type === 'application/json' && s.id.endsWith('charts')) {
      try {
        charts.push(...(JSON.parse(s.textContent ?? '[]') as ChartSpec[]));
      } catch (err) {
        // A report without readable chart data still reads as text (its tables carry every figure), but
        // the report is the lab's own output: unreadable data is a defect, said in the console.
        console.error('Lab report: its chart data could not be read; the charts are left out.', err);
      }
    }
    s.remove();
  }
  return { html: `<!doctype html>\n${doc.documentElement.outerHTML}`, charts };
}

async function drawCharts(doc: Document, specs: readonly ChartSpec[]): Promise<void> {
  if (specs.length === 0) return;
  const { default: Chart } = await import('chart.js/auto');
  for (const s of specs) {
    const canvas = doc.getElementById(s.id);
    if (canvas && 'getContext' in canvas) new Chart(canvas as HTMLCanvasElement, s.config as never);
  }
}

export function ReportFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const shown = useRef<ResizeObserver | null>(null);
  const shownPage = useMemo(() => withoutScripts(html), [html]);
  useEffect(() => () => shown.current?.disconnect(), []);
  const loaded = () => {
    const f = frame.current;
    const doc = f?.contentDocument;
    if (!f || !doc?.body) return;
    const fit = () => {
      f.style.height = `${doc.documentElement.scrollHeight}px`;
    };
    fit();
    shown.current?.disconnect();
    if (typeof ResizeObserver !== 'undefined') {
      shown.current = new ResizeObserver(fit);
      shown.current.observe(doc.body);
    }
    void drawCharts(doc, shownPage.charts).then(fit);
  };
  return <iframe ref={frame} className="lab-frame" title={title} sandbox="allow-same-origin" srcDoc={shownPage.html} onLoad={loaded} />;
}
