export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f5f9;color:#1f2933}
main{max-width:440px;margin:64px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 4px 24px rgba(16,42,67,.08)}
h1{font-size:1.5rem;margin:0 0 8px}
p{line-height:1.5}
.note{font-size:.875rem;color:#52606d}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=email]{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #9aa5b1;border-radius:6px}
.error{color:#b3261e;margin:8px 0 0}
button{display:block;width:100%;margin-top:16px;padding:12px;font-size:1rem;font-weight:600;border:0;border-radius:6px;cursor:pointer;background:#0b5cad;color:#fff}
button.secondary{background:#e4e7eb;color:#1f2933}
button.danger{background:#b3261e}
table{width:100%;border-collapse:collapse;margin:16px 0}
td,th{padding:6px 0;text-align:left;border-bottom:1px solid #e4e7eb}
td.amount,th.amount{text-align:right}
.badge{display:inline-block;font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:#8d2b0b;background:#ffe8d9;border-radius:4px;padding:2px 8px;margin-bottom:12px}
`

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="badge">Testovací prostředí</span>
${body}
</main>
</body>
</html>`
}

export function messagePage(title: string, text: string): string {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`)
}
