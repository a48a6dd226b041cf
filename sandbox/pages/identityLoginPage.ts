import { escapeHtml, htmlPage } from './layout'

export function identityLoginPage(options: { returnUrl: string; email?: string; error?: string }) {
  const error = options.error
    ? `<p class="error" id="email-error" role="alert">${escapeHtml(options.error)}</p>`
    : ''
  return htmlPage(
    'Přihlášení',
    `<h1>Přihlášení</h1>
<p>Přihlaste se svým e-mailem. V testovacím prostředí se heslo nezadává.</p>
<form method="post" action="/identity/login" novalidate>
<input type="hidden" name="return_url" value="${escapeHtml(options.returnUrl)}">
<label for="email">E-mail</label>
<input type="email" id="email" name="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}"${options.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
${error}
<button type="submit">Přihlásit se</button>
</form>
<p class="note">Po přihlášení vás vrátíme zpět na web.</p>`,
  )
}
