// The report's chart drawing, served as a file for the Lab page's frame (its CSP forbids inline scripts).
// Kept equal to DRAW_CHARTS_SCRIPT in src/lab/report/html-page.ts by test/web/lab-run.test.ts.
/* global document, Chart */
(function(){
  var specs = JSON.parse(document.getElementById('lab-charts').textContent);
  if (typeof Chart === 'undefined') return;
  specs.forEach(function(s){ var c = document.getElementById(s.id); if (c) new Chart(c, s.config); });
})();
