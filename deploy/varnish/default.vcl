# Helvemed behind Varnish with the xkey module (Debian: varnish, varnish-modules). ADR 0074,
# docs/deploy.md "A shared cache (Varnish)". The app decides what may be kept: only a response that
# carries an `xkey` header and `s-maxage` (a kept page served from the app's page store, the same
# document for every visitor, allowed by the hashes of its scripts) is kept here, tagged with its
# xkeys; every invalidation in the app purges its tags through the PURGE endpoint below.
# Checked by tests/integration/shared-cache.test.ts (compiles; the app's key, cookies, bots, purges)
# and tests/e2e/shared-cache.spec.ts (Varnish in front of two app processes).
vcl 4.1;

import std;
import cookie;
import header;
import xkey;

# The site's part (deploy/varnish/site.example.vcl): the app processes as backends, the director
# `app` that picks one, and the ACL `purgers` (the app machines' addresses).
include "site.vcl";

sub vcl_recv {
    set req.backend_hint = app.backend();
    unset req.http.x-shared-cache;

    # The app's purge: `PURGE /` with the tags in `xkey-purge` (server/page-cache/purge.ts).
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header missing"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }

    # Only reads are kept; everything else goes to the app as it came.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # As the app's page cache (server/page-cache/policy.ts requestKey): no credentials, no server
    # actions, no prefetch of the pages router, only the pages of a language.
    if (req.http.Authorization || req.http.next-action || req.http.x-middleware-prefetch || req.http.Purpose == "prefetch") {
        return (pass);
    }
    if (req.url !~ "^/(de|fr|it)(/|\?|$)") {
        return (pass);
    }
    # A cookie other than the locale's, the consent's and the analytics' ones (a session, a draft
    # preview, a toast) makes the page this visitor's: passed, never looked up nor kept
    # (src/modules/consent/consent.ts cookieIgnoredByPages).
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        cookie.filter_re("^(NEXT_LOCALE|helvemed_consent|_pk_(id|ses|ref|cvar|hsr)(\..*)?|_ga|_ga_.*|_gid)$");
        if (cookie.get_string() != "") {
            return (pass);
        }
    }
    # A kept page is served for a while after its time is up while it is fetched again; longer
    # when no app process answers (as the app's PAGE_CACHE_STALE_S, ADR 0047).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 30s;
    }
    # The cookies stay on the request: the app sets the visitor's policy by their consent.
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    # What the app's key holds beside the URL. The bot type: Next renders a page's metadata in the
    # <head> for bots (Next's is-bot.js, server/next-internals.ts botTypeOf; the same expressions).
    if (req.http.User-Agent ~ "(?i)Googlebot(?!-)|Googlebot$") {
        hash_data("bot:dom");
    } elsif (req.http.User-Agent ~ "(?i)[\w-]+-Google|Google-[\w-]+|Chrome-Lighthouse|Slurp|DuckDuckBot|baiduspider|yandex|sogou|bitlybot|tumblr|vkShare|quora link preview|redditbot|ia_archiver|Bingbot|BingPreview|applebot|facebookexternalhit|facebookcatalog|Twitterbot|LinkedInBot|Slackbot|Discordbot|WhatsApp|SkypeUriPreview|Yeti|googleweblight") {
        hash_data("bot:html");
    }
    # The policy of a kept page allows the analytics origins only for a visitor who agreed to
    # statistics (ADR 0066; src/modules/consent/consent.ts consentsToStatistics): two copies.
    if (req.http.Cookie ~ "(^|;)\s*helvemed_consent=1\.statistics\s*(;|$)") {
        hash_data("consent:statistics");
    }
    # The client router's RSC requests vary by their headers: the app's Vary says so, Varnish keeps a copy per value.
    return (lookup);
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Kept only when the app says so: status 200, its tags, s-maxage (server/page-cache/shared-tier.ts).
    if (beresp.status != 200 || !beresp.http.xkey || beresp.http.Cache-Control !~ "s-maxage=") {
        # not kept; the next request for it goes to the app at once (no waiting behind this one)
        set beresp.ttl = 10s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The only cookie a shareable page may set is the locale of its path: set again per visitor in
    # vcl_deliver, so it is not kept. Any other cookie: not kept.
    header.remove(beresp.http.Set-Cookie, "^NEXT_LOCALE=(de|fr|it); Path=/; Max-Age=\d+; SameSite=lax$");
    if (beresp.http.Set-Cookie) {
        set beresp.ttl = 10s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # ttl from s-maxage; after it, 30 s of stale-while-revalidate, up to 10 min when the app is down
    set beresp.grace = 10m;
    # no conditional fetches: a page is fetched whole again (the app's 304 carries no cache headers)
    set beresp.keep = 0s;
    return (deliver);
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.x-shared-cache = "pass";
    } elsif (obj.hits > 0) {
        set resp.http.x-shared-cache = "hit";
    } else {
        set resp.http.x-shared-cache = "miss";
    }
    if (resp.http.xkey) {
        unset resp.http.xkey;
        # Browsers and caches after this one revalidate (by ETag): only this cache is purged.
        set resp.http.Cache-Control = "private, no-cache";
        # The locale cookie of the page's language when the visitor's differs (as the app does,
        # server/page-cache/handler.ts).
        if (req.url ~ "^/de(/|\?|$)" && req.http.Cookie !~ "(^|;)\s*NEXT_LOCALE=de\s*(;|$)") {
            set resp.http.Set-Cookie = "NEXT_LOCALE=de; Path=/; Max-Age=31536000; SameSite=lax";
        } elsif (req.url ~ "^/fr(/|\?|$)" && req.http.Cookie !~ "(^|;)\s*NEXT_LOCALE=fr\s*(;|$)") {
            set resp.http.Set-Cookie = "NEXT_LOCALE=fr; Path=/; Max-Age=31536000; SameSite=lax";
        } elsif (req.url ~ "^/it(/|\?|$)" && req.http.Cookie !~ "(^|;)\s*NEXT_LOCALE=it\s*(;|$)") {
            set resp.http.Set-Cookie = "NEXT_LOCALE=it; Path=/; Max-Age=31536000; SameSite=lax";
        }
    }
    unset resp.http.x-page-tags;
    unset resp.http.Via;
}
