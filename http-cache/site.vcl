vcl 4.1;

# HTTP cache in front of the app replicas (Varnish 7.1 on Debian, official image varnish:7.6).
#
# The app decides what may be stored (Cache-Control: public pages say s-maxage=1 with
# stale-while-revalidate; everything personal says private/no-store). This file adds what the
# app cannot know: which requests must never be looked up, one cache key per page whatever the
# query string, cookies and host alias, stale pages while every replica is down, a Czech 503
# when there is nothing stale to show, and BAN on publish.
#
# Backends live in "backends.vcl" (found through the vcl_path parameter): it declares the
# backends with `.probe = site_health;` and, in its own vcl_init, the round-robin director
# `site` that this file routes to, and the shard director `site_assets` with the same backends
# for the build's static assets. See compose/backends.vcl (docker compose) and
# tools/lib/httpCache.ts (tests).

import directors;
import std;

# Liveness, not readiness: /api/live answers while the app process serves requests. A replica
# whose database is down still serves its cached pages and a Czech 503 for the rest, and takes
# enquiries (they go to the provider, not the database), so it must stay in the rotation.
probe site_health {
    .request =
        "GET /api/live HTTP/1.1"
        "Host: localhost"
        "User-Agent: varnish-probe"
        "Connection: close";
    .interval = 1s;
    # A replica busy rendering a flood of 404s still answers, only later.
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
    # Start healthy: a backend that is not up yet fails its connection and is marked sick by
    # the next probes, instead of every backend being sick for the first second.
    .initial = 2;
}

include "backends.vcl";

# Who may send BAN: the replicas' cache handlers, either on the listener named "purge" (in
# docker compose a port that is not published, so visitors cannot reach it whatever address
# they appear to come from behind NAT or a load balancer) or from this machine's loopback.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    set req.backend_hint = site.backend();

    if (req.restarts == 0) {
        # Internal request headers of this file are never taken from the client.
        unset req.http.x-cache-lookup;
        unset req.http.x-cache-query;
        unset req.http.x-cache-stale-if-error;
        unset req.http.x-static-br;
        # The health details' header is for callers inside the deployment, which ask a replica
        # directly (src/lib/healthEndpoint.ts); whatever reaches Varnish never forwards it.
        unset req.http.x-internal-health;
        # An absolute URL in the request line ("GET http://host/path") is the same page.
        set req.url = regsub(req.url, "^https?://[^/]+", "");
        if (req.url !~ "^/") {
            set req.url = "/" + req.url;
        }
    }

    # Publish: every app replica sends "BAN /"; every stored page (HTML) goes, assets stay.
    # The ban tests only obj.* so the ban lurker can also clear objects nobody asks for.
    if (req.method == "BAN") {
        if (local.socket != "purge" && client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (std.ban("obj.http.x-cache-kind == page")) {
            return (synth(200, "Banned"));
        }
        return (synth(400, std.ban_error()));
    }

    if (req.method == "PRI") {
        return (synth(405));
    }
    if (!req.http.host && req.proto ~ "^(?i)HTTP/1.1") {
        return (synth(400));
    }

    # Never stored: anything but GET/HEAD, personal and editorial areas, the API, e-shop steps,
    # login and payment returns, run-time client configuration.
    if (req.method != "GET" && req.method != "HEAD") {
        # The largest body the app takes is an upload (server/bodyLimit.ts, 11 MB). The
        # app answers 413 too, but closes the connection before Varnish has sent the rest of a
        # larger body, which Varnish would report as a failed backend (503).
        if (std.integer(req.http.Content-Length, 0) > 11534336) {
            return (synth(413, "Payload Too Large"));
        }
        return (pass);
    }
    if (req.url ~ "^/admin" ||
        req.url ~ "^/(api|next|secustamp|payment)([/?]|$)" ||
        req.url ~ "^/eshop/" ||
        req.url ~ "^/client-config\.json([?]|$)") {
        return (pass);
    }
    # Signed-in editors, draft mode and preview.
    if (req.http.Cookie ~ "(^|;)\s*(payload-token|__prerender_bypass|__next_preview_data)=") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # Server actions and React Server Component payloads (client-side navigation, prefetch).
    if (req.http.Next-Action || req.http.RSC || req.http.Next-Router-Prefetch ||
        req.http.Next-Router-Segment-Prefetch || req.url ~ "[?&]_rsc=") {
        return (pass);
    }

    # Cacheable from here. Cookies (analytics, consent) never reach a cached page, so they
    # neither bypass the cache nor end up in it.
    unset req.http.Cookie;
    set req.http.x-cache-lookup = "1";

    # The build's scripts and stylesheets also exist precompressed with brotli at its highest
    # quality (scripts/postbuild.ts), ~15 % smaller than the app's gzip: a browser that accepts
    # br gets that copy, any other the gzip one. Both are immutable, each has its own object.
    if (req.url ~ "^/_next/static/[^?]+\.(js|css)$" &&
        req.http.Accept-Encoding ~ "(?i)(^|[ ,])br([ ,;]|$)") {
        set req.http.x-static-br = "1";
    }

    # Pages never read the query string on the server: utm_*, fbclid, gclid or random junk all
    # map to one object. Under /_next/ the query is part of the resource (/_next/image?url=&w=).
    # The search (/hledat, its suggestions) does read it: the app redirects every variant of a
    # search to one canonical address (normalised query, known parameters only), and each
    # object lives a second, so junk queries cannot pile up objects.
    if (req.url !~ "^/_next/" && req.url !~ "^/hledat(/naseptavac)?([?]|$)" && req.url ~ "\?") {
        if (req.restarts == 0) {
            # Kept to re-attach it to a redirect's Location (campaign parameters survive).
            set req.http.x-cache-query = regsub(req.url, "^[^?]*(\?.*)$", "\1");
        }
        set req.url = regsub(req.url, "\?.*$", "");
    }

    # Stale pages for long only when no backend is healthy; otherwise at most 2 s past their
    # TTL while a background fetch refreshes them. The restart after a failed fetch (see
    # vcl_synth) accepts any stale copy; req.grace survives a restart, so it is set again.
    if (req.http.x-cache-stale-if-error) {
        set req.grace = 24h;
    } else if (std.healthy(req.backend_hint)) {
        set req.grace = 2s;
    }
    return (hash);
}

sub vcl_hash {
    # One object per URL for every host alias (the app builds absolute URLs from SITE_URL,
    # never from Host); a forged Host cannot multiply objects either.
    hash_data(req.url);
    if (req.http.x-static-br) {
        hash_data("br");
    }
    return (lookup);
}

sub vcl_miss {
    # Second look after a failed fetch (restart): nothing stale to show, so the Czech 503.
    if (req.http.x-cache-stale-if-error) {
        return (synth(503, "Service Unavailable"));
    }
    return (fetch);
}

sub vcl_backend_fetch {
    # Rolling deploys: for a while the replicas run two builds, and each has only its own
    # scripts and stylesheets (names carry a content hash), so a page of either build may ask
    # for an asset the replica picked first does not have. Assets go by URL to one replica, and
    # after a 404 to the next one on the ring (vcl_backend_response), never twice to the same.
    if (bereq.url ~ "^/_next/static/") {
        set bereq.backend = site_assets.backend(
            by=URL, alt=std.integer(bereq.http.x-asset-alt, 0), healthy=ALL);
    }
    unset bereq.http.x-cache-lookup;
    unset bereq.http.x-cache-query;
    unset bereq.http.x-cache-stale-if-error;
    # A stored page or public file is refreshed whole, never revalidated by its date: in a rolling
    # deploy or a rollback the other build's /version.json may be older and still different, and
    # a 304 would keep the old build id in the cache for good. /_next/ assets change names instead.
    if (!bereq.uncacheable && bereq.url !~ "^/_next/") {
        unset bereq.http.If-Modified-Since;
        unset bereq.http.If-None-Match;
    }
    if (bereq.http.x-static-br && bereq.url !~ "\.br$") {
        set bereq.url = bereq.url + ".br";
        # The .br file is served as it is (no Accept-Encoding: nothing to compress again).
        unset bereq.http.Accept-Encoding;
    }
    return (fetch);
}

sub vcl_backend_response {
    # An asset missing on this replica may be on the other build's (see vcl_backend_fetch); two
    # builds at a time: one other replica is asked.
    if (beresp.status == 404 && bereq.url ~ "^/_next/static/" && !bereq.http.x-asset-alt) {
        set bereq.http.x-asset-alt = "1";
        return (retry);
    }
    unset bereq.http.x-asset-alt;
    if (bereq.http.x-static-br) {
        if (beresp.status == 200) {
            # The app serves the .br file as application/octet-stream; the browser must see the
            # script or stylesheet it asked for, encoded.
            set beresp.http.Content-Encoding = "br";
            if (bereq.url ~ "\.css\.br$") {
                set beresp.http.Content-Type = "text/css; charset=utf-8";
            } else {
                set beresp.http.Content-Type = "application/javascript; charset=utf-8";
            }
            set beresp.http.Vary = "Accept-Encoding";
        } else if (beresp.status == 404) {
            # No brotli copy (a build that was not post-processed): the app's gzip one.
            set bereq.url = regsub(bereq.url, "\.br$", "");
            unset bereq.http.x-static-br;
            set bereq.http.Accept-Encoding = "gzip";
            return (retry);
        }
    }

    # A 5xx is never stored. For a cacheable request the fetch is abandoned, so a stale copy
    # stays untouched: a background refresh keeps serving it, a foreground fetch ends in
    # vcl_synth, which looks for a stale copy once more (stale-if-error) or answers the Czech
    # 503. A passed request gets the app's own error page.
    if (beresp.status >= 500) {
        if (bereq.is_bgfetch || !bereq.uncacheable) {
            return (abandon);
        }
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }

    # Only what the app explicitly allows a shared cache to keep (s-maxage / max-age,
    # public, no cookie); a response without caching headers is not guessed at.
    # Varnish 7.1 applies Cache-Control to 302/307 but never to 308 (permanent redirects of
    # moved pages): take the app's s-maxage for it too.
    if (beresp.status == 308 && beresp.http.Cache-Control ~ "s-maxage=[0-9]+") {
        set beresp.ttl = std.duration(
            regsub(beresp.http.Cache-Control, "^.*s-maxage=([0-9]+).*$", "\1") + "s", 0s);
    }

    if (beresp.ttl <= 0s ||
        beresp.http.Set-Cookie ||
        (!beresp.http.Cache-Control && !beresp.http.Expires) ||
        beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" ||
        beresp.http.Surrogate-Control ~ "(?i)no-store" ||
        beresp.http.Vary == "*") {
        # Hit-for-miss for a few seconds: requests are not queued behind each other, and the
        # URL becomes cacheable again as soon as the app says so.
        set beresp.ttl = 5s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }

    if (beresp.status >= 400) {
        # Junk URLs must not fill memory or evict hot pages: a 404/410 lives a second at most,
        # and no error page outlives its TTL.
        if ((beresp.status == 404 || beresp.status == 410) && beresp.ttl > 1s) {
            set beresp.ttl = 1s;
        }
        set beresp.grace = 0s;
    } else {
        # Kept for a day past the TTL, but served that stale only while every backend is sick
        # (req.grace in vcl_recv).
        set beresp.grace = 24h;
    }

    # Pages (HTML) are what a publish changes; /_next/ assets are immutable or keyed by query.
    if (bereq.url !~ "^/_next/") {
        set beresp.http.x-cache-kind = "page";
    }
    return (deliver);
}

sub vcl_backend_error {
    # A replica that has just died is in the rotation until its probe fails: a request that could
    # not reach it tries the next one (GET/HEAD only; nothing else is sent twice).
    if (bereq.retries == 0 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        # An asset goes by URL to one replica (vcl_backend_fetch): the retry asks the next one.
        if (bereq.url ~ "^/_next/static/") {
            set bereq.http.x-asset-alt = "1";
        }
        return (retry);
    }
    # No backend could answer (all sick, refused, timed out). As for a 5xx: a cacheable request
    # abandons the fetch (stale copy kept, vcl_synth decides); a passed one gets the Czech 503.
    if (bereq.is_bgfetch || !bereq.uncacheable) {
        return (abandon);
    }
    set beresp.status = 503;
    set beresp.reason = "Service Unavailable";
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    set beresp.http.Retry-After = "30";
    set beresp.http.Cache-Control = "no-store";
    call unavailable_page;
    return (deliver);
}

sub vcl_deliver {
    # A redirect of a page keeps the visitor's query string (utm_* survive the redirect).
    if (resp.status >= 300 && resp.status < 400 && req.http.x-cache-query &&
        resp.http.Location && resp.http.Location !~ "\?") {
        set resp.http.Location = resp.http.Location + req.http.x-cache-query;
    }

    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.x-cache-kind;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
    return (deliver);
}

sub vcl_synth {
    # A failed fetch of a cacheable page (5xx, no backend): one restart that accepts a stale
    # copy of any age within its grace (stale-if-error); with nothing stale, vcl_miss answers
    # synth(503) and the Czech page below.
    if (resp.status == 503 && req.http.x-cache-lookup && req.restarts == 0) {
        set req.http.x-cache-stale-if-error = "1";
        return (restart);
    }
    unset resp.http.Via;
    unset resp.http.X-Varnish;
    if (resp.status == 503) {
        set resp.http.Content-Type = "text/html; charset=utf-8";
        set resp.http.Retry-After = "30";
        set resp.http.Cache-Control = "no-store";
        call unavailable_page;
        return (deliver);
    }
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.http.Cache-Control = "no-store";
    set resp.body = resp.reason + {"
"};
    return (deliver);
}

# The body of every 503 this cache produces (vcl_synth and vcl_backend_error share it).
sub unavailable_page {
    synthetic({"<!DOCTYPE html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Stránka je dočasně nedostupná | Software602</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a2e;background:#f5f7fb;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 1rem}
p{font-size:1.125rem;line-height:1.5;margin:0 0 1.5rem}
a{color:#0b3d91}
</style>
</head>
<body>
<main>
<h1>Stránka je dočasně nedostupná</h1>
<p>Zkuste to prosím za chvíli.</p>
<p><a href="/">Zpět na úvodní stránku</a></p>
</main>
</body>
</html>
"});
}
