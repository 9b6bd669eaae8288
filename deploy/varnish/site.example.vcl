# The site's part of deploy/varnish/default.vcl: copy it as site.vcl next to default.vcl and name
# the app processes (every machine's PORT) and the addresses that may purge (the app machines).

import directors;

probe ready {
    .url = "/api/ready";
    .interval = 5s;
    .timeout = 3s;
    .window = 3;
    .threshold = 2;
}

backend app1 {
    .host = "10.0.0.11";
    .port = "3000";
    .probe = ready;
    .first_byte_timeout = 65s;
}

backend app2 {
    .host = "10.0.0.12";
    .port = "3000";
    .probe = ready;
    .first_byte_timeout = 65s;
}

acl purgers {
    "localhost";
    "10.0.0.11";
    "10.0.0.12";
}

sub vcl_init {
    new app = directors.round_robin();
    app.add_backend(app1);
    app.add_backend(app2);
}
