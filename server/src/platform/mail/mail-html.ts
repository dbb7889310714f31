/** Text made safe to place inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The frame every mail's HTML part shares. */
export function mailHtml(body: string): string {
  return `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
${body}
</body></html>`;
}
