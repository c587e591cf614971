// Applies the persisted display settings (spec 9) before the first paint, as
// services/display-settings.ts applyToDocument does once the app runs: theme, direction, and the
// navigation's for the dashboard's first paint. Then picks which first paint index.html shows.
try {
  var root = document.documentElement;
  var stored = function (key, fallback) {
    var value = localStorage.getItem(key);
    return value === null ? fallback : JSON.parse(value);
  };
  root.dataset.theme = stored('isDark', false) ? 'dark' : 'light';
  root.dir = stored('isRTL', false) ? 'rtl' : 'ltr';
  root.dataset.navbarPosition = stored('navbarPosition', 'vertical');
  root.dataset.navbarStyle = stored('navbarStyle', 'transparent');
  root.dataset.navbarCollapsed = String(stored('isNavbarVerticalCollapsed', false));
  root.dataset.fluid = String(stored('isFluid', false));
  // The landing's hero on /; on /dashboard, for a signed-in active member (access.ts decides
  // again; dashboard-shell.test.tsx holds this copy of its rule to it), the dashboard's frame and
  // welcome; 'Loading...' elsewhere.
  var user = stored('user', null);
  var member =
    user &&
    typeof user.name === 'string' &&
    user.status === 'active' &&
    ['member', 'member_advertiser', 'admin'].indexOf(user.role) >= 0;
  var dashboard = member && /^\/dashboard\/?$/.test(location.pathname);
  root.classList.add(location.pathname === '/' ? 'route-landing' : dashboard ? 'route-dashboard' : 'route-other');
  if (dashboard) {
    // The balance, asked for now instead of after the app's scripts have arrived and run (seconds
    // on a phone): the client takes this answer for its first read of it (services/api/early-calls.ts).
    var path = '/members/' + encodeURIComponent(user.id) + '/balance';
    var answer = fetch('/api' + path, {
      headers: { Accept: 'application/json', Authorization: 'Bearer ' + user.token },
    });
    answer.catch(function () {});
    window.__earlyCalls = [{ path: path, token: user.token, at: Date.now(), answer: answer }];
    // The welcome's name, as soon as the parser has read index.html (before the first paint).
    document.addEventListener('readystatechange', function () {
      var name = document.querySelector('.boot-member-name');
      if (name) name.textContent = user.name;
    });
  }
} catch {
  // storage unavailable: the defaults apply
}
