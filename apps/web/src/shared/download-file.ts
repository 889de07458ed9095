/** Downloads a same-origin file (the session cookie goes with it) without leaving the page. */
export function downloadFile(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
