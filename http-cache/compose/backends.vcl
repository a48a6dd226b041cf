# Backends of docker-compose.yml: the two app replicas, probed by site_health (site.vcl),
# round-robin through the director `site`, and by URL through `site_assets` (static assets). The varnish service puts this folder first in
# vcl_path, so `include "backends.vcl"` finds this file. Tests write their own
# (tools/lib/httpCache.ts).

backend app1 {
    .host = "app1";
    .port = "3000";
    .probe = site_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

backend app2 {
    .host = "app2";
    .port = "3000";
    .probe = site_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

sub vcl_init {
    new site = directors.round_robin();
    site.add_backend(app1);
    site.add_backend(app2);
    # Static assets by URL; after a 404 the next replica (rolling deploys, see site.vcl).
    new site_assets = directors.shard();
    site_assets.add_backend(app1);
    site_assets.add_backend(app2);
    site_assets.reconfigure();
}
