# The app's own words: menus, buttons, tooltips, set-up pages. `fl!` checks each id and its
# arguments against this file when the app is built.
