/// The preview page and its two assets, served from memory: no file is read to serve them,
/// and they load nothing from elsewhere (no framework, no font, no CDN).
///
/// The page asks `GET /devices` for the device bar's choices, `GET /snapshot?…` for each
/// drawing (again on every `change` event of `GET /events`), and draws the snapshot's SVG with
/// every overlay in it, shown or hidden by CSS.
enum PreviewPage {}
