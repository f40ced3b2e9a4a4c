/** Saves text as a file through the browser's download (a Blob link, nothing is uploaded). */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the Blob to the download; revoke on the next turn so it is not cut short.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
