// The member client's service worker (issue #26): the app's shell from the device, so that a
// member coming back waits for no round trip before the dashboard starts, the client opens without
// a connection (its pages then say what failed to load), and browsers can install it (with
// manifest.webmanifest). It never touches the API, the live socket or members' files: only the
// client's own files, which hold no member's data.
//   - a page of the client (a navigation): index.html from the cache at once, refreshed from the
//     network behind it for the next visit (a deploy shows on the visit after it lands); from the
//     network when nothing is cached yet;
//   - the built files in /assets/ (named by their content's hash, never changed): from the cache,
//     else the network, kept;
//   - the few files with fixed names (theme-boot.js, the manifest, the icons): like index.html.
// A new version of this file replaces the caches of the old one.
var VERSION = 'earnwave-client-v1';
var SHELL = '/index.html';
// The build's files lie flat in /assets/; the server's own (the landing's pictures, the demo
// content) are in folders under it, and are the server's like the API.
var SERVER_PATHS = /^\/(api|socket\.io|metrics|admin|uploads)(\/|$)|^\/assets\/[^/]+\//;
var BUILT = /^\/assets\/[\w.-]+$/;
var FIXED = /^\/(theme-boot\.js|manifest\.webmanifest|favicon\.svg|icons\/[\w.-]+)$/;
var MAX_ASSETS = 300;

// The built files index.html names (the entry, its chunk, the styles), cached with it.
function filesOf(html) {
  var files = [];
  var pattern = /(?:src|href)="(\/(?:assets\/[\w.-]+|theme-boot\.js))"/g;
  var match;
  while ((match = pattern.exec(html))) files.push(match[1]);
  return files;
}

function keepShell(cache, response) {
  return response
    .clone()
    .text()
    .then(function (html) {
      return cache.addAll(filesOf(html).concat(['/favicon.svg', '/manifest.webmanifest'])).then(function () {
        return cache.put(SHELL, response);
      });
    });
}

function freshShell(cache) {
  return fetch(SHELL, { cache: 'no-cache' }).then(function (response) {
    if (!response.ok) return response;
    return keepShell(cache, response.clone()).then(
      function () {
        return response;
      },
      function () {
        return response;
      },
    );
  });
}

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(VERSION)
      .then(freshShell)
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (keys) {
        return Promise.all(
          keys
            .filter(function (key) {
              return key !== VERSION;
            })
            .map(function (key) {
              return caches.delete(key);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

// The built files the page loaded before this worker took it (the page tells them once it has):
// without them the shell would open offline but not the pages it had opened.
self.addEventListener('message', function (event) {
  var files = event.data && Array.isArray(event.data.loaded) ? event.data.loaded : [];
  var built = files.filter(function (file) {
    return typeof file === 'string' && BUILT.test(file);
  });
  event.waitUntil(
    caches.open(VERSION).then(function (cache) {
      return cache.addAll(built);
    }),
  );
});

// Stale while revalidating: the cached copy now, the network's for next time. (Matched without
// Vary: the server varies its answers by Accept-Encoding and Origin, which a page's request and
// the worker's own fetch do not send alike, and these files are the same for every request.)
function cachedThenRefreshed(event, key, refresh) {
  return caches.open(VERSION).then(function (cache) {
    return cache.match(key, { ignoreVary: true }).then(function (cached) {
      var refreshed = refresh(cache);
      event.waitUntil(refreshed.catch(function () {}));
      return cached || refreshed;
    });
  });
}

function trimAssets(cache) {
  return cache.keys().then(function (requests) {
    var assets = requests.filter(function (request) {
      return BUILT.test(new URL(request.url).pathname);
    });
    return Promise.all(
      assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map(function (request) {
        return cache.delete(request);
      }),
    );
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin || SERVER_PATHS.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    event.respondWith(cachedThenRefreshed(event, SHELL, freshShell));
  } else if (BUILT.test(url.pathname)) {
    event.respondWith(
      caches.open(VERSION).then(function (cache) {
        return cache.match(request, { ignoreVary: true }).then(function (cached) {
          return (
            cached ||
            fetch(request).then(function (response) {
              if (response.ok) {
                event.waitUntil(
                  cache.put(request, response.clone()).then(function () {
                    return trimAssets(cache);
                  }),
                );
              }
              return response;
            })
          );
        });
      }),
    );
  } else if (FIXED.test(url.pathname)) {
    event.respondWith(
      cachedThenRefreshed(event, request, function (cache) {
        return fetch(request, { cache: 'no-cache' }).then(function (response) {
          if (response.ok)
            return cache.put(request, response.clone()).then(function () {
              return response;
            });
          return response;
        });
      }),
    );
  }
});
