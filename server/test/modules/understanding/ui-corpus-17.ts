/**
 * The seventeenth round of the UI phrasing corpus (issue 11, round 13, helper tune-ui-second): English written by
 * people whose first language shapes its grammar, by class and in many languages' patterns, not one writer's: verb
 * forms (`is show`, `is appear`, `have` / `contain` without -s), a state with a time word (`already`, `yet`),
 * `activated` as a state, prepositions of place (`at header`, `of the footer`, `on dropdown X`, `redirected on`), the
 * verb before its subject (`Wait until appears the text "X"`, `in results is book "X"`), the record first (`for "X"
 * new due date is "Y"`), `X of Y` compounds (`the alert of confirmation`, `popup success`), a control `of` its record,
 * a page named before its URL, a field filled `with`, and the page that `jumps` or `transitions` to a path. Apps and
 * values are our own. The second list holds near misses that must stay reported: two readings, a place or value the
 * class does not cover, a sentence cut short.
 */

export const UI_CORPUS_17: [string, string][] = [
  // Verb forms: an auxiliary before the bare verb (Indonesian, Malay, Korean, Chinese, Hindi, Arabic, Japanese writers),
  // and a singular subject without its -s (Spanish, Portuguese, Dutch).
  ['Make sure from that the message "Tamam" is appear', 'text "Tamam" visible'],
  ['Kindly check the page is show "Namaste, Priya"', 'text "Namaste, Priya" visible'],
  ['Confirm "Hozon shimashita" message is display.', 'text "Hozon shimashita" visible'],
  ['Make sure the message "Data tersimpan" is appear', 'text "Data tersimpan" visible'],
  ['Check the page is show "Welcome back, Ayu"', 'text "Welcome back, Ayu" visible'],
  ['Verify the cart is contain "Nasi goreng"', 'text "Nasi goreng" visible'],
  ['Confirm the url is include "/orders"', 'url contains "/orders"'],
  ['Check that the title is contain "Dashboard"', 'title contains "Dashboard"'],
  ['Make sure the url is contain "/cuti/riwayat"', 'url contains "/cuti/riwayat"'],
  ['Verify the toast "Gagal" is not appear', 'text "Gagal" hidden'],
  ['Make sure the dashboard is show text "Selamat datang, Budi"', 'text "Selamat datang, Budi" visible'],
  ['Check the button "Kirim" is exist', 'element clickable:button "Kirim" visible'],
  ['Ensure the basket are contain "Chai latte"', 'text "Chai latte" visible'],
  ['Verify that the list "Pedidos" have 4 items', 'count list "Pedidos" 4'],
  ['Check that the url contain "/checkout"', 'url contains "/checkout"'],
  ['The page title contain "Inicio"', 'title contains "Inicio"'],
  ['Verify that the table "Bestellingen" contain 5 rows', 'count table "Bestellingen" 5'],
  ['Validate that the table "Reservas" have 2 rows', 'count table "Reservas" 2'],

  // A state told with a time word (`already`, `yet`: Indonesian sudah, Korean 아직, German schon, Polish jeszcze).
  ['Check if checkbox "Setuju" is already checked', 'element toggle:checkbox "Setuju" checked'],
  ['Check that checkbox "Newsletter" is already unchecked', 'element toggle:checkbox "Newsletter" unchecked'],
  ['The "Pay" button is not enabled yet', 'element clickable:button "Pay" disabled'],
  ['Verify "Submit" button is already disabled', 'element clickable:button "Submit" disabled'],
  ['Confirm the "Remember me" checkbox is not ticked yet', 'element toggle:checkbox "Remember me" unchecked'],
  ['Agree checkbox is not checked yet.', 'element toggle:checkbox "Agree" unchecked'],

  // `activated` / `deactivated` as states (German, Italian, Spanish), `can be clicked` as clickable (Indonesian bisa).
  ['Verify that the checkbox "AGB akzeptiert" is activated', 'element toggle:checkbox "AGB akzeptiert" checked'],
  ['The switch "Notifiche" must be deactivated', 'element toggle "Notifiche" unchecked'],
  ['The "Senden" button is deactivated', 'element clickable:button "Senden" disabled'],
  ['Check that the field "IBAN" is deactivated', 'element field "IBAN" disabled'],
  ['The checkbox "Recordarme" is not activated', 'element toggle:checkbox "Recordarme" unchecked'],
  ['The button "Löschen" shall be deactivated', 'element clickable:button "Löschen" disabled'],
  ['Make sure the button "Simpan" is can be clicked', 'element clickable:button "Simpan" enabled'],
  ['Verify the "Pagar" button can be clicked', 'element clickable:button "Pagar" enabled'],
  ['Make sure button "Kirim" is can click', 'element clickable:button "Kirim" enabled'],

  // Places told with `at` / `on` / `of` and without their article (Korean, Indonesian, Turkish, Spanish, Japanese).
  ['Click "Kaydet" button at the popup', 'click clickable:button "Kaydet" in dialog'],
  ['Check that the link "Ayuda" of the footer is shown', 'element clickable:link "Ayuda" in contentinfo visible'],
  ['Check that the "Logout" button at header is shown', 'element clickable:button "Logout" in banner visible'],
  ['Click "My page" at the top header.', 'click clickable "My page" in banner'],
  ['Click the "Profile" link at header', 'click clickable:link "Profile" in banner'],
  ['Click the icon "Logout" at header', 'click clickable:img "Logout" in banner'],
  ['Click on the link "Privacy" of the footer', 'click clickable:link "Privacy" in contentinfo'],
  ['Press "OK" button of the dialog.', 'click clickable:button "OK" in dialog'],
  ['Click "Save" at the popup', 'click clickable "Save" in dialog'],
  ['Click "Ayuda" in menu', 'click clickable "Ayuda" in menu'],
  ['Click "OK" button in popup window', 'click clickable:button "OK" in dialog'],
  ['Choose "Express" on dropdown Shipping method', 'select "Express" dropdown "Shipping method"'],
  ['Choose leave type "Sick leave" on dropdown Leave type', 'select "Sick leave" dropdown "Leave type"'],
  ['Select city "Bandung" from the City dropdown', 'select "Bandung" dropdown "City"'],
  ['Choose payment method "Transfer" in the Payment method dropdown', 'select "Transfer" dropdown "Payment method"'],

  // Where the page goes: `redirected on an URL which` (French), `jump to` (Chinese), `transitions to` (Japanese),
  // going back `with the browser` (German), `Return back on previous page` (Russian).
  ['Verify the screen is transitioned to "/mypage/settings"', 'url contains "/mypage/settings"'],
  ['Check that the page is redirect to "/login"', 'url contains "/login"'],
  ['Verify that we are redirected on an URL which contains "/confirmation"', 'url contains "/confirmation"'],
  ['Verify that we are redirected to an URL which ends with "/success"', 'url ends_with "/success"'],
  ['Verify that I am sent to a page which contains "/profile"', 'url contains "/profile"'],
  ['Check the page jump to "/home"', 'url contains "/home"'],
  ['The page jumps to "/login"', 'url contains "/login"'],
  ['Verify page is jumped to "/orders"', 'url contains "/orders"'],
  ['Confirm the screen transitions to "/mypage"', 'url contains "/mypage"'],
  ['The page changes to "/mypage"', 'url contains "/mypage"'],
  ['Verify that the url of the page contains "/pedidos"', 'url contains "/pedidos"'],
  ['Check that the address of the current page ends with "/fertig"', 'url ends_with "/fertig"'],
  ['Verify that the url of the page contain "/commandes"', 'url contains "/commandes"'],
  ['Navigate back with the browser', 'go_back'],
  ['Go back with the browser', 'go_back'],
  ['Return back on previous page', 'go_back'],
  ['Come back on the previous screen', 'go_back'],
  ['Navigate back using the browser history', 'go_back'],

  // The verb before its subject (Spanish, Portuguese, Italian, Russian, Indonesian), `Wait that` (attendre que).
  ['Wait until appears the text "Reserva cancelada"', 'wait text "Reserva cancelada" visible'],
  ['Wait until appears the message "Pago confirmado"', 'wait text "Pago confirmado" visible'],
  ['Wait until disappears the text "Cargando..."', 'wait text "Cargando..." hidden'],
  ['Wait until is shown the toast "Salvo com sucesso"', 'wait text "Salvo com sucesso" visible'],
  ['Wait that appears "Gespeichert"', 'wait text "Gespeichert" visible'],
  ['Wait that the page is loaded', 'wait load'],
  ['Make sure appear popup with text "Berhasil"', 'text "Berhasil" visible in dialog'],
  ['Check that in results is book "The Master and Margarita"', 'text "The Master and Margarita" visible'],
  ['Check that in the cart is the product "Pasta fresca"', 'text "Pasta fresca" visible'],
  ['Check that in the basket are "Apples"', 'text "Apples" visible'],

  // A quote after a check and `and` is checked too (`check "B"` alone would tick a checkbox).
  ['Check that in results are "Dune" and "Emma"', 'text "Dune" visible | text "Emma" visible'],
  ['Check that "Anna" is shown and "Piotr"', 'text "Anna" visible | text "Piotr" visible'],
  ['Make sure is appear "Tersimpan" and "Berhasil"', 'text "Tersimpan" visible | text "Berhasil" visible'],

  // The record first, then the value in its row (Russian, Polish), or the record's kind between `of` and its name.
  ['Check that for "Dead Souls" new due date is "2026-12-15"', 'text "2026-12-15" visible row "Dead Souls"'],
  ['Check that for "Anna Nowak" the status is "Aktywny"', 'text "Aktywny" visible row "Anna Nowak"'],
  ['Verify that for order "A-17" the total is "€ 45,00"', 'text "€ 45,00" visible row "A-17"'],
  ['Check that price of product "Kopi" is "Rp 25.000"', 'text "Rp 25.000" visible row "Kopi"'],
  ['Check if status of request "Sick leave" is "Menunggu"', 'text "Menunggu" visible row "Sick leave"'],
  ['Check if status of order "ORD-5" is "Dikirim"', 'text "Dikirim" visible row "ORD-5"'],

  // `X of Y` for the compound `Y X` (Spanish, Portuguese, French), the noun before its describing word (Indonesian).
  ['Accept the alert of confirmation', 'dialog accept'],
  ['Accept the dialog of confirmation', 'dialog accept'],
  ['Dismiss the popup of confirmation', 'dialog dismiss'],
  ['Verify the message of error "Campo obrigatório" is shown', 'text "Campo obrigatório" visible'],
  ['Check that the toast of success "Guardado" appears', 'text "Guardado" visible'],
  ['Make sure popup success is appear with text "Pengajuan berhasil"', 'text "Pengajuan berhasil" visible in dialog'],
  ['Make sure message error "Email wajib diisi" is appear', 'text "Email wajib diisi" visible'],
  ['Verify dialog confirmation is appear with text "Hapus data?"', 'text "Hapus data?" visible in dialog'],

  // A control `of` its record, the record's kind after its name, quoted or not (Korean, Japanese).
  ['Verify "Add" button of "Nasi goreng" item is enabled', 'element clickable:button "Add" row "Nasi goreng" enabled'],
  ['Click "Reserve" button of "Morning Yoga" class.', 'click clickable:button "Reserve" row "Morning Yoga"'],
  ['Click "Borrow" button of "Anna Karenina" book', 'click clickable:button "Borrow" row "Anna Karenina"'],
  ['Click "Edit" link of "Budi Santoso" user', 'click clickable:link "Edit" row "Budi Santoso"'],
  ['Click "Detail" of "INV-001" invoice', 'click clickable "Detail" row "INV-001"'],
  ['Verify "Cancel" button of "Pilates" class is disabled', 'element clickable:button "Cancel" row "Pilates" disabled'],
  ['Verify "Reserve" button of Morning Yoga is disabled.', 'element clickable:button "Reserve" row "Morning Yoga" disabled'],
  ['Verify "Join" button of Evening Pilates is enabled', 'element clickable:button "Join" row "Evening Pilates" enabled'],

  // A page named before its URL, an entry of a menu or bar gone to (Korean, Russian, Indonesian, German).
  ['Go to login page {{BASE_URL}}/login.', 'navigate {{BASE_URL}}/login'],
  ['Go to registration page {{BASE_URL}}/register', 'navigate {{BASE_URL}}/register'],
  ['Navigate to the login page at https://shop.test/login', 'navigate https://shop.test/login'],
  ['Move to home page /home', 'navigate /home'],
  ['Go to section "My loans" in menu', 'click clickable "My loans" in menu'],
  ['Go to section "Orders" in the sidebar', 'click clickable "Orders" in complementary'],
  ['Go to "Profil" in menu', 'click clickable "Profil" in menu'],
  ['Go to tab "Settings" in the header', 'click clickable:tab "Settings" in banner'],

  // A field filled `with` its value (Indonesian isi … dengan, Malay, Chinese 用 … 填写).
  ['Input username with "budi.santoso"', 'fill field "username" "budi.santoso"'],
  ['Input email with "ayu@test.id"', 'fill field "email" "ayu@test.id"'],
  ['Type promo code with "HEMAT10"', 'fill field "promo code" "HEMAT10"'],
  ['Input phone number with "08123456789"', 'fill field "phone number" "08123456789"'],
  ['Enter the first name with "Nur"', 'fill field "first name" "Nur"'],

  // A table or list named after its noun, its rows counted as `the number of` (German, Spanish, Russian), and words
  // saying a thing is shown (`visualized`, `the good display of`: Italian, French).
  ['Check, that the table "Termine" contains 3 entries', 'count table "Termine" 3'],
  ['Verify the table "Pedidos" has 3 rows', 'count table "Pedidos" 3'],
  ['Check that the list "Favoriten" contains 2 items', 'count list "Favoriten" 2'],
  ['Verify the count of rows in the table "Orders" is 3', 'count table "Orders" 3'],
  ['Verify that the number of elements in the list "Cart" is 2', 'count list "Cart" 2'],
  ['Verify that the message "Salvato" is visualized', 'text "Salvato" visible'],
  ['Verify the good display of the title "Accueil"', 'element element:heading "Accueil" visible'],
]

export const UI_REPORTED_17: string[] = [
  // Two readings: a button `activated` (enabled or pressed, as ui-corpus-13 keeps it), a tab `activated` (selected?).
  'Check that the button "Absenden" is activated',
  'Verify that the tab "Details" is activated',
  // Outside the class: a region after `of` is no record; a heading waited for is no text; no place or no URL given;
  // a room is no field; no `back`; a field or a title is no row's text; words before the option that are not its
  // dropdown's label; a check with nothing to check.
  'Click "Edit" of "Settings" section',
  'Wait until appears the heading "Checkout"',
  'Go to section "Orders"',
  'Enter the room with "Alice"',
  'Go to login page',
  'Go to home page "Welcome"',
  'Navigate with the browser',
  'Check that for "Dead Souls" the Notes field is "x"',
  'Check if title of page "Home" is "Welcome"',
  'Select leave type "Sick" from the Reason dropdown',
  'Make sure the dashboard is show',
  'Check that in results is book',
  'Verify that we are redirected on the page of orders',
  // A role noun before the text says more than a text; a table after `of` is a region; an ordinal subject; a verb form
  // with no value; `cannot be clicked`; a page that jumps to no path; a count that is no number; two places.
  'Check that in table "Orders" is the row "Kazan"',
  'Click "Delete" button of "Invoices" table',
  'Check that for "Anna Nowak" the first result is "X"',
  'Make sure the url is contain',
  'Check the url is include',
  'Check that the list "Pedidos" have items',
  'Make sure the button "Simpan" is cannot be clicked',
  'The page jumps to the next step',
  'Verify the page is jumped to "Orders"',
  'Check the number of rows in the table "Orders" is many',
  'Go to page {{BASE_URL}}/login and the dashboard',
  'Click "Reserve" button of "Morning Yoga" class at 9',
  // A format or a mode after a quote is an option, not a record's kind; a colour is no text of a row.
  'Click "Export" for "PDF" format',
  'Verify the color of the button "Pay" is "red"',
  // A quote after a check of another kind than a text: which check it repeats is not said.
  'Check that the url is contain "/a" and "/b"',
  'Check that the title is "Home" and "Start"',
]
