// Applies the persisted theme and direction (spec 9's isDark and isRTL) before the first paint.
try {
  var dark = JSON.parse(localStorage.getItem('isDark') || 'false');
  var rtl = JSON.parse(localStorage.getItem('isRTL') || 'false');
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  // Which first paint index.html shows: the landing's hero on /, 'Loading...' elsewhere.
  document.documentElement.classList.add(location.pathname === '/' ? 'route-landing' : 'route-other');
} catch {
  // storage unavailable: the defaults apply
}
