// Applies the persisted display settings (spec 9) before the first paint, as
// services/display-settings.ts applyToDocument does once the app runs: theme, direction, and the
// navigation's for the dashboard's first paint. Then picks which first paint index.html shows.
// In a function: none of its names (the stored user among them) becomes a global.
(function () {
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
      var call = { path: path, token: user.token, at: Date.now(), answer: answer };
      window.__earlyCalls = [call];
      // index.html's card works before the app has arrived: this paints its figure, and a press of
      // its buttons is kept for the app, which opens what was pressed (pages/dashboard/home/placeholder.tsx).
      var figure = null;
      var paint = function () {
        var value = document.querySelector('.boot-dashboard [data-testid="balance"] .plain-statistic-value');
        if (value && figure) value.textContent = figure;
      };
      // Settles once the figure is painted or will not be: the app renders after it (main.tsx).
      window.__bootFigure = answer
        .then(function (response) {
          return response.ok ? response.clone().json() : null;
        })
        .then(function (body) {
          figure = body && body.success && body.data ? money(body.data.balance) : null;
          if (!figure) return;
          call.data = body.data;
          paint();
        })
        .catch(function () {});
      var presses = { Earn: 'earn', Withdraw: 'withdraw', 'How to earn tokens': 'how' };
      // As soon as the parser has read index.html (before the first paint): the name, the figure if
      // it came first, and the buttons.
      document.addEventListener('readystatechange', function () {
        var name = document.querySelector('.boot-member-name');
        if (name) name.textContent = user.name;
        paint();
        var buttons = document.querySelectorAll('.boot-dashboard .plain-card-actions button');
        Array.prototype.forEach.call(buttons, function (button) {
          button.onclick = function () {
            window.__bootPress = presses[button.textContent.trim()];
            Array.prototype.forEach.call(buttons, function (other) {
              other.setAttribute('aria-busy', String(other === button));
            });
          };
        });
      });
    }
  } catch {
    // storage unavailable: the defaults apply
  }

  /**
   * services/format.ts's money() for a balance as the API answers it (credits, at most 6 decimals):
   * 2 decimals, rounded half to even on the exact decimal, not on the binary number.
   * placeholder.test.tsx holds it to money(). Null for what is no amount.
   */
  function money(credits) {
    var match = typeof credits === 'number' ? /^(-?)(\d+)(?:\.(\d{1,6}))?$/.exec(String(credits)) : null;
    if (!match) return null;
    var micros = BigInt(match[2] + (match[3] || '').padEnd(6, '0'));
    var step = BigInt(10000);
    var cents = micros / step;
    var twice = (micros % step) * BigInt(2);
    if (twice > step || (twice === step && cents % BigInt(2) === BigInt(1))) cents += BigInt(1);
    var fraction = String(cents % BigInt(100));
    return (
      '$' + (match[1] && cents > 0 ? '-' : '') + cents / BigInt(100) + '.' + (fraction.length < 2 ? '0' : '') + fraction
    );
  }
})();
