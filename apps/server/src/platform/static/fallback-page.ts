/**
 * Shown at / and the app's routes while apps/web/dist has not been built: a small, accessible
 * page (German first, as the product) that says where the API is. No inline script or style, so
 * the strict content security policy holds for it too.
 */
export const FALLBACK_PAGE = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Klarsicht</title>
</head>
<body>
<main>
<h1>Klarsicht</h1>
<p>Der Server läuft. Die Web-Oberfläche ist noch nicht gebaut: <code>npm run build</code> erzeugt sie.</p>
<p lang="en">The server is running. The web app has not been built yet: <code>npm run build</code> creates it.</p>
<ul>
<li><a href="/api/docs">API-Dokumentation (OpenAPI)</a></li>
<li><a href="/readyz">Betriebsbereitschaft / readiness</a></li>
</ul>
</main>
</body>
</html>
`;
